import { PlatformProvider } from '@palpite/shared';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <PlatformProvider>
      <AppRouter />
    </PlatformProvider>
  );
}
