import type { RemotePageProps } from '@palpite/shared';
import { SportsHomePage } from '../features/sportsbook/SportsHomePage.tsx';

export default function SportsHome({ sportType }: RemotePageProps) {
  return <SportsHomePage sportType={sportType} />;
}
