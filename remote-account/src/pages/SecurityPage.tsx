import { SecurityPage } from '../features/security/SecurityPage.tsx';

export default SecurityPage;
