import { PromoSportsPage } from '../features/promotions/PromoSportsPage.tsx';

export default function PromoSports() {
  return <PromoSportsPage />;
}
