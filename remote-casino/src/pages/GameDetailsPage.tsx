import type { RemotePageProps } from '@palpite/shared';
import { GameDetailsPage } from '../features/game-details/GameDetailsPage.tsx';

export default function GameDetails({ uuid }: RemotePageProps) {
  return <GameDetailsPage key={uuid} uuid={uuid} />;
}
