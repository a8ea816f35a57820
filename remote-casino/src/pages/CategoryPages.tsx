import { CategoryPage } from '../features/catalogue/CategoryPage.tsx';

/** One page per category route, all the same component (remote.ts picks the export). */
export const SlotPage = () => <CategoryPage category="slot" />;
export const LiveCasinoPage = () => <CategoryPage category="livecasino" />;
export const RoulettePage = () => <CategoryPage category="roulette" />;
export const BlackjackPage = () => <CategoryPage category="blackjack" />;
export const TableGamesPage = () => <CategoryPage category="tablegames" />;
