import { TransactionsPage } from '../features/transactions/TransactionsPage.tsx';

export default TransactionsPage;
