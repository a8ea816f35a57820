import { VerificationPage } from '../features/verification/VerificationPage.tsx';

export default VerificationPage;
