import { RouterProvider } from 'react-router-dom';
import { PlatformProvider } from '@palpite/shared';
import { createRouter } from './router.tsx';

const router = createRouter();

export function App() {
  return (
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>
  );
}
