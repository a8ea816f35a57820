import { FinancialTransactionsPage } from '../features/financial/FinancialTransactionsPage.tsx';

export default FinancialTransactionsPage;
