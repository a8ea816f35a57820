import { LobbyPage } from '../features/lobby/LobbyPage.tsx';

export default function HomePage() {
  return <LobbyPage />;
}
