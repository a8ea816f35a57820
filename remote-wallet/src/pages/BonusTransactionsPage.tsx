import { BonusTransactionsPage } from '../features/bonuses/BonusTransactionsPage.tsx';

export default BonusTransactionsPage;
