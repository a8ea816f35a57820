import { DepositPage } from '../features/deposit/DepositPage.tsx';

export default DepositPage;
