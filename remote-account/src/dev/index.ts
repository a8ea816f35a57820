// The standalone harness (`npm run dev`): Module Federation needs an async boundary before any shared module is used.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('The standalone harness failed to start', error);
});
