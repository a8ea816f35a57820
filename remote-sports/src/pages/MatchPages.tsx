import type { RemotePageProps } from '@palpite/shared';
import { MatchMarketsPage } from '../features/match/MatchMarketsPage.tsx';

/** The three match market pages share one component (remote.ts picks the export). */
export const LiveTypesPage = ({ matchId }: RemotePageProps) => <MatchMarketsPage key={matchId} kind="live" matchId={matchId} />;
export const BasketTypesPage = ({ matchId }: RemotePageProps) => <MatchMarketsPage key={matchId} kind="basketball" matchId={matchId} />;
export const BetTypesPage = ({ matchId }: RemotePageProps) => <MatchMarketsPage key={matchId} kind="prematch" matchId={matchId} />;
