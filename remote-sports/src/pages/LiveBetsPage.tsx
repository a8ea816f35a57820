import { LiveBetsPage } from '../features/live/LiveBetsPage.tsx';

export default LiveBetsPage;
