/**
 * At start-up, a warning per live release that the host served does not fit. Activation checks a
 * release against the host of its day; a host deployed since with other shared versions (a React
 * or SDK upgrade) does not re-check what is already live, and players' pages would fail to load
 * that remote. `npm run remote -- list` and the remote's detail say it too, but only when asked.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RegistryService, UnfitLiveRelease } from './service.ts';

/** The command that puts a remote back on a release that fits, or what to do when none does. */
export function fixFor(unfit: UnfitLiveRelease): string {
  const { remote, version, rollbackTo, rollbackFits, fittingVersions } = unfit;
  if (rollbackTo !== null && rollbackFits) return `roll it back to ${rollbackTo}: npm run remote -- rollback ${remote} --if-active ${version}`;
  const [latestFitting] = fittingVersions;
  if (latestFitting !== undefined) {
    const notRollback = rollbackTo === null ? 'there is nothing to roll back to' : `the rollback target ${rollbackTo} does not fit either`;
    return `activate a release that fits (${fittingVersions.join(', ')}; ${notRollback}): npm run remote -- activate ${remote} ${latestFitting}`;
  }
  return `no published release of ${remote} fits this host: publish one built against it and activate it (npm run remote -- publish ${remote} --version <next>), or serve a host that provides what ${version} needs`;
}

export async function warnOfLiveReleasesNotFittingHost(registry: RegistryService, log: FastifyBaseLogger): Promise<void> {
  let unfitReleases: UnfitLiveRelease[] | null;
  try {
    unfitReleases = await registry.liveReleasesNotFittingHost();
  } catch (error) {
    // A check that cannot run must not keep the API from starting.
    log.warn({ err: error }, 'could not check the live remote releases against the host');
    return;
  }
  for (const unfit of unfitReleases ?? []) {
    log.warn(
      { remote: unfit.remote, version: unfit.version, problems: unfit.problems, fittingVersions: unfit.fittingVersions },
      `live release ${unfit.remote} ${unfit.version} does not fit the host served (${unfit.problems}): players' pages may fail to load ${unfit.remote}. Fix: ${fixFor(unfit)}`,
    );
  }
}

/** How long a start waits for the check: far under Fastify's plugin timeout (10 s), past which a hook fails the start. */
export const LIVE_RELEASE_CHECK_WAIT_MS = 2_000;

/**
 * Runs the check once the app is ready, on the app's logger. The start waits for it at most
 * LIVE_RELEASE_CHECK_WAIT_MS (its warnings then come before "listening"); a slower check (a
 * database under load) goes on and warns later, rather than fail the start by the hook's timeout.
 */
export function registerLiveReleaseCheck(app: FastifyInstance, registry: RegistryService): void {
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LIVE_RELEASE_CHECK_WAIT_MS);
      timer.unref();
    });
    await Promise.race([warnOfLiveReleasesNotFittingHost(registry, app.log), waited]);
    clearTimeout(timer);
  });
}
