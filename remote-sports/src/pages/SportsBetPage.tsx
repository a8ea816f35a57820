import { SportsBetPage } from '../features/sportsbook/SportsBetPage.tsx';

export default function SportsBet() {
  return <SportsBetPage />;
}
