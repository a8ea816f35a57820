import { WithdrawPage } from '../features/withdraw/WithdrawPage.tsx';

export default WithdrawPage;
