/** Builds the host and every remote into their dist/ folders (production mode). */
import { buildApp, REMOTES } from './lib/apps.ts';

const started = performance.now();
for (const app of ['host', ...REMOTES] as const) {
  const appStarted = performance.now();
  await buildApp(app);
  console.log(`built ${app.padEnd(8)} in ${Math.round(performance.now() - appStarted)} ms`);
}
console.log(`all apps built in ${Math.round(performance.now() - started)} ms`);
