/**
 * Runs after Playwright started (or found) the e2e server: the API answers its health check
 * before `start.ts` has published the remotes, so wait for the registry to list all of them.
 */
import { waitForEveryRemote } from './registry.ts';

export default async function globalSetup(): Promise<void> {
  await waitForEveryRemote(120_000);
}
