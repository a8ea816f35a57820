import { LivePage } from '../features/live/LivePage.tsx';

export default LivePage;
