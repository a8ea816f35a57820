import { BasketballPage } from '../features/sportsbook/BasketballPage.tsx';

export default BasketballPage;
