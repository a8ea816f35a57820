/**
 * Runs after Playwright started (or found) the e2e servers: the API answers its health check
 * before `start.ts` has published the remotes, so wait for each site's registry to list all of them.
 */
import { API_BASE, BR_API_BASE } from './env.ts';
import { waitForEveryRemote } from './registry.ts';

export default async function globalSetup(): Promise<void> {
  await Promise.all([waitForEveryRemote(120_000, API_BASE), waitForEveryRemote(120_000, BR_API_BASE)]);
}
