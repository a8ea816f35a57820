// Module Federation needs an async boundary before any shared module is used.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('Palpite failed to start', error);
});
