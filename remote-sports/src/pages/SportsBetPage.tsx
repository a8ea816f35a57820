import { SportsBetPage } from '../features/sportsbook/SportsBetPage.tsx';

export default SportsBetPage;
