import { ActiveSessionsPage } from '../features/sessions/ActiveSessionsPage.tsx';

export default ActiveSessionsPage;
