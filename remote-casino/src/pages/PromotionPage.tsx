import { PromotionsPage } from '../features/promotions/PromotionsPage.tsx';

export default PromotionsPage;
