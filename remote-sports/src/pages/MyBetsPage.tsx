import { MyBetsPage } from '../features/my-bets/MyBetsPage.tsx';

export default MyBetsPage;
