import { AllGamesPage } from '../features/catalogue/AllGamesPage.tsx';

export default AllGamesPage;
