/**
 * Publishes several remotes' builds in one go, as a stack's first start does (`npm start`, the
 * compose stack's release-bootstrap: `npm run remote -- publish-all --no-build`). Each remote is
 * on its own: a release already published with the same content is fine (nothing changes), one
 * published with other content is said and skipped (the live release keeps serving), and a remote
 * that fails (no build, a refused manifest, an unreachable registry) is said plainly, after which
 * the next remote is still published.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notActivatedText } from './cli-messages.ts';
import { RegistryRequestError, type createRegistryClient } from './registry-client.ts';
import { versionOfBuild } from './release-version.ts';

type RegistryClient = Pick<ReturnType<typeof createRegistryClient>, 'publish'>;

export type PublishOutcome =
  | { remote: string; version: string; status: 'published'; activated: boolean; notActivated: string | null }
  /** Published before with the same content: nothing changed. */
  | { remote: string; version: string; status: 'unchanged'; notActivated: string | null }
  /** That version holds other content: nothing was published, the live release keeps serving. */
  | { remote: string; version: string; status: 'conflict'; message: string }
  | { remote: string; version: string | null; status: 'failed'; message: string };

export interface PublishRemotesOptions<R extends string> {
  /** The build folder of a remote (its dist/). */
  dirOf: (remote: R) => string;
  /** The version when a build does not say its own: package.json's. */
  fallbackVersion: (remote: R) => string;
  /** Builds a remote at a version into a folder first; without it, the folders are published as built. */
  build?: (remote: R, version: string, outDir: string) => Promise<void>;
  /** Hears each remote's outcome as it comes (the CLI prints it then, not at the end). */
  onOutcome?: (outcome: PublishOutcome) => void;
}

async function publishOne<R extends string>(client: RegistryClient, remote: R, options: PublishRemotesOptions<R>): Promise<PublishOutcome> {
  let temporary: string | null = null;
  let version: string | null = null;
  try {
    let dir = options.dirOf(remote);
    if (options.build) {
      version = options.fallbackVersion(remote);
      temporary = mkdtempSync(join(tmpdir(), `palpite-${remote}-`));
      dir = temporary;
      await options.build(remote, version, dir);
    } else if (!existsSync(dir)) {
      return { remote, version, status: 'failed', message: `no build of ${remote} at ${dir}: build it first (npm run build), or publish without --no-build` };
    }
    const choice = versionOfBuild({ remote, dir, requested: version ?? undefined, fallback: options.fallbackVersion(remote) });
    if (!choice.ok) return { remote, version, status: 'failed', message: choice.message };
    version = choice.version;
    const result = await client.publish(remote, version, dir);
    const notActivated = result.notActivated ? notActivatedText(result.notActivated) : null;
    return result.created
      ? { remote, version, status: 'published', activated: result.activated, notActivated }
      : { remote, version, status: 'unchanged', notActivated };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (version !== null && error instanceof RegistryRequestError && error.key === 'registry.versionConflict') {
      return { remote, version, status: 'conflict', message };
    }
    return { remote, version, status: 'failed', message };
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

/** Publishes each remote in turn; one remote's refusal or failure never stops the next. */
export async function publishRemotes<R extends string>(
  client: RegistryClient,
  remotes: readonly R[],
  options: PublishRemotesOptions<R>,
): Promise<PublishOutcome[]> {
  const outcomes: PublishOutcome[] = [];
  for (const remote of remotes) {
    const outcome = await publishOne(client, remote, options);
    options.onOutcome?.(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}

/** One line per outcome, for a terminal or a container's log. */
export function outcomeText(outcome: PublishOutcome): string {
  const release = `${outcome.remote} ${outcome.version ?? ''}`.trimEnd();
  switch (outcome.status) {
    case 'published':
      if (outcome.notActivated) return `published ${release}, NOT live: ${outcome.notActivated}`;
      return outcome.activated
        ? `published ${release} (first release: now live)`
        : `published ${release}: activate it with npm run remote -- activate ${outcome.remote} ${outcome.version}`;
    case 'unchanged':
      return `${release} was already published with the same content; nothing changed${outcome.notActivated ? ` (not live: ${outcome.notActivated})` : ''}`;
    case 'conflict':
      return `skipped ${release}: ${outcome.message}`;
    case 'failed':
      return `FAILED ${release}: ${outcome.message}`;
  }
}

/** What a run of several comes to: it failed when any remote failed (a conflict is a skip, not a failure). */
export function anyFailed(outcomes: readonly PublishOutcome[]): boolean {
  return outcomes.some((outcome) => outcome.status === 'failed');
}
