/**
 * Remote releases: publish an immutable version, activate one, roll back, read the document
 * the host starts from. Activation changes ONE remote's pointer by compare-and-swap.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import {
  describeProblems,
  findIncompatibilities,
  readHostProvides,
  readSharedRequirements,
  type SharedRequirement,
} from '../../domain/registry/compatibility.ts';
import { findPathConflict, MANIFEST_FILE, REMOTE_ENTRY_FILE, type RemoteId, REMOTE_IDS } from '../../domain/registry/release.ts';
import { rollbackTarget } from '../../domain/registry/rollback.ts';
import * as repo from './repo.ts';
import { plannedPaths, releaseContentHash, writeRelease, type ReleaseFile } from './storage.ts';

export interface RegistryDeps {
  db: Database;
  mfeDir: string;
  /** URL path under which release folders are served. */
  mfePublicPath: string;
  /** Shared singletons the host provides: name → version. */
  loadHostShared: () => Promise<Record<string, string>>;
}

export interface RegistryDocument {
  revision: number;
  remotes: Partial<Record<RemoteId, { version: string; entry: string }>>;
}

export interface PublishResult {
  created: boolean;
  activated: boolean;
  /** Set when this was the remote's first release and it did not go live. */
  notActivated?: NotActivated;
}

/** Result of an activation or a rollback; `changed` is false when the version asked for was already live. */
export interface MoveResult {
  remote: RemoteId;
  /** Null for the first activation of a remote. */
  from: string | null;
  to: string;
  revision: number;
  changed: boolean;
}

/** A live release that the host served does not provide for, and what the remote could go to instead. */
export interface UnfitLiveRelease {
  remote: RemoteId;
  version: string;
  /** What does not fit, e.g. `react requires ^20.0.0 but the host provides 19.3.1`. */
  problems: string;
  /** Where a rollback would go (null: nothing to roll back to), and whether that release fits. */
  rollbackTo: string | null;
  rollbackFits: boolean;
  /** Published releases of the remote that fit the host, newest first. */
  fittingVersions: string[];
}

/** Why a release was published but not made live (same shape as an error answer's; the route puts `message` in the caller's language). */
export interface NotActivated {
  message_key: string;
  message: string;
  translation_params?: Record<string, string | number>;
  details?: Record<string, unknown>;
}

const concurrentChange = (remote: string) =>
  new AppError({
    status: 409,
    key: 'registry.concurrentChange',
    message: `${remote} was changed by someone else meanwhile; reload and retry`,
    params: { remote },
  });

/**
 * The host registers each remote under its own name and takes the container that remoteEntry.js
 * puts on `globalThis` under that name (or the manifest's `metaData.globalName`): another remote's
 * build would load as nothing, and every page of this one would show its "unavailable" panel.
 */
function assertManifestOfRemote(remote: RemoteId, manifestText: string, manifestIndex: number): void {
  const manifest = JSON.parse(manifestText) as { name?: unknown; metaData?: { globalName?: unknown } | null };
  if (typeof manifest.name !== 'string') {
    const problem = `"name" must name the remote (${remote})`;
    throw new AppError({ status: 400, key: 'registry.manifestInvalid', message: `${MANIFEST_FILE} ${problem}`, params: { file: MANIFEST_FILE, problem } });
  }
  const globalName = typeof manifest.metaData === 'object' && manifest.metaData !== null ? manifest.metaData.globalName : undefined;
  const named = [{ field: 'name', value: manifest.name }, ...(globalName === undefined ? [] : [{ field: 'metaData.globalName', value: globalName }])];
  const wrong = named.filter(({ value }) => value !== remote);
  const [first] = wrong;
  if (!first) return;
  // Quoted in the answer: kept short, whatever the manifest holds there.
  const foundText = (typeof first.value === 'string' ? first.value : JSON.stringify(first.value)).slice(0, 40);
  throw new AppError({
    status: 400,
    key: 'registry.manifestWrongRemote',
    message: `${MANIFEST_FILE} is the manifest of the remote ${foundText}, not of ${remote}: publish the build of ${remote}`,
    params: { file: MANIFEST_FILE, remote, found: foundText, fields: wrong.map(({ field }) => field).join(', ') },
    fieldErrors: { [`files.${manifestIndex}.contentBase64`]: ['registry.manifestNameField'] },
  });
}

/**
 * A build carries its version in its manifest (`metaData.buildInfo.buildVersion`) and in its code
 * (the version the remote reports to the host), both fixed when it was built: published under
 * another version, the registry, the host and ops would each name a release other than what runs.
 */
function assertManifestOfVersion(remote: RemoteId, version: string, manifestText: string, manifestIndex: number): void {
  const manifest = JSON.parse(manifestText) as { metaData?: { buildInfo?: { buildVersion?: unknown } | null } | null };
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  // Builds made before the version was baked in say none (or an empty one): those are taken as asked.
  if (typeof buildVersion !== 'string' || buildVersion === '' || buildVersion === version) return;
  // Quoted in the answer: kept short, whatever the manifest holds there.
  const found = buildVersion.slice(0, 40);
  throw new AppError({
    status: 400,
    key: 'registry.manifestVersionMismatch',
    message: `${MANIFEST_FILE} says this build is ${remote} ${found} (its code says so too), not ${version}: nothing was published; publish it as ${found}, or build it as ${version}`,
    params: { file: MANIFEST_FILE, remote, found, version },
    fieldErrors: { [`files.${manifestIndex}.contentBase64`]: ['registry.manifestVersionField'] },
  });
}

function sharedRequirementsOf(remote: RemoteId, version: string, files: readonly ReleaseFile[]): SharedRequirement[] {
  const conflict = findPathConflict(plannedPaths(files));
  if (conflict) {
    const [first, second] = conflict;
    throw new AppError({
      status: 400,
      key: 'registry.pathConflict',
      message: first === second ? `the release holds ${first} twice` : `the release holds ${first} both as a file and as the folder of ${second}`,
      params: { first, second },
      details: { paths: conflict },
    });
  }
  if (!files.some((file) => file.path === REMOTE_ENTRY_FILE)) {
    throw new AppError({
      status: 400,
      key: 'registry.entryMissing',
      message: `a release must contain ${REMOTE_ENTRY_FILE}`,
      params: { file: REMOTE_ENTRY_FILE },
    });
  }
  const manifestIndex = files.findIndex((file) => file.path === MANIFEST_FILE);
  const manifestFile = files[manifestIndex];
  if (!manifestFile) {
    throw new AppError({ status: 400, key: 'registry.manifestMissing', message: `a release must contain ${MANIFEST_FILE}`, params: { file: MANIFEST_FILE } });
  }
  const manifestText = manifestFile.content.toString('utf8');
  const reading = readSharedRequirements(manifestText);
  if (!reading.ok) {
    throw new AppError({
      status: 400,
      key: 'registry.manifestInvalid',
      message: `${MANIFEST_FILE} ${reading.problem}`,
      params: { file: MANIFEST_FILE, problem: reading.problem },
    });
  }
  assertManifestOfRemote(remote, manifestText, manifestIndex);
  assertManifestOfVersion(remote, version, manifestText, manifestIndex);
  return reading.requirements;
}

function lockKey(remote: string, version: string): string {
  return `registry:${remote}@${version}`;
}

export function createRegistryService(deps: RegistryDeps) {
  const entryOf = (remote: string, version: string) => `${deps.mfePublicPath}/${remote}/${version}/${REMOTE_ENTRY_FILE}`;

  async function document(): Promise<RegistryDocument> {
    const pointers = await repo.listPointers(deps.db);
    const remotes: RegistryDocument['remotes'] = {};
    let revision = 0;
    for (const pointer of pointers) {
      if (!(REMOTE_IDS as readonly string[]).includes(pointer.remote)) continue;
      remotes[pointer.remote as RemoteId] = { version: pointer.active_version, entry: entryOf(pointer.remote, pointer.active_version) };
      revision += pointer.revision;
    }
    return { revision, remotes };
  }

  async function publish(remote: RemoteId, version: string, files: ReleaseFile[], actor: string): Promise<PublishResult> {
    const sharedRequirements = sharedRequirementsOf(remote, version, files);
    const contentHash = releaseContentHash(files);
    return deps.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey(remote, version)]);
      const existing = await repo.findRelease(tx, remote, version);
      if (existing && existing.content_hash !== contentHash) {
        throw new AppError({
          status: 409,
          key: 'registry.versionConflict',
          message: `${remote} ${version} is already published with different content; releases are immutable, publish a new version`,
          params: { remote, version },
        });
      }
      const created = !existing;
      if (created) {
        await writeRelease(deps.mfeDir, remote, version, files);
        await repo.insertRelease(tx, {
          remote,
          version,
          content_hash: contentHash,
          file_count: files.length,
          size_bytes: BigInt(files.reduce((sum, file) => sum + file.content.length, 0)),
          shared_requirements: sharedRequirements,
          published_by: actor,
        });
        await repo.appendLog(tx, { remote, action: 'publish', actor, from_version: null, to_version: version });
      }
      // The first release of a remote goes live at once (there is nothing else to serve), but only
      // past the same check as any activation: an incompatible one would break the page. Publishing
      // it again once the host fits (or is built) retries that. A later release is never activated
      // here, but one that could not be is said so now, not at the activation.
      const refusal = await compatibilityRefusal(remote, version, sharedRequirements);
      const pointer = await repo.findPointer(tx, remote);
      // The live release published again says nothing of the sort: it is active.
      if (pointer) return { created, activated: false, ...(refusal && pointer.active_version !== version ? { notActivated: refusal } : {}) };
      if (refusal) return { created, activated: false, notActivated: refusal };
      const activated = await repo.createPointer(tx, remote, version);
      if (activated) await repo.appendLog(tx, { remote, action: 'activate', actor, from_version: null, to_version: version });
      return { created, activated };
    });
  }

  /** What keeps these requirements from the host's shared versions; null when there is no host build to check against. */
  async function problemsInHost(requirements: SharedRequirement[]) {
    try {
      return findIncompatibilities(requirements, await deps.loadHostShared());
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  async function assertCompatible(remote: string, version: string, requirements: SharedRequirement[]): Promise<void> {
    const problems = findIncompatibilities(requirements, await deps.loadHostShared());
    if (problems.length > 0) {
      throw new AppError({
        status: 409,
        key: 'registry.incompatibleRelease',
        message: `${remote} ${version} cannot run in the current host: ${describeProblems(problems)}`,
        params: { remote, version, problems: describeProblems(problems) },
        details: { problems },
      });
    }
  }

  /** Why the release may not go live (incompatible, or no host build to check against), or null. */
  async function compatibilityRefusal(remote: string, version: string, requirements: SharedRequirement[]): Promise<NotActivated | null> {
    try {
      await assertCompatible(remote, version, requirements);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return {
        message_key: error.key,
        message: error.message,
        ...(error.params ? { translation_params: error.params } : {}),
        ...(error.details ? { details: error.details } : {}),
      };
    }
  }

  function assertRevision(remote: string, current: number, expected: number | undefined): void {
    if (expected !== undefined && expected !== current) {
      throw new AppError({
        status: 412,
        key: 'registry.revisionMismatch',
        message: `${remote} changed meanwhile (revision ${current}, expected ${expected}); reload and retry`,
        params: { remote, current, expected },
        details: { revision: current },
      });
    }
  }

  async function findCompatibleRelease(tx: Queryable, remote: RemoteId, version: string): Promise<void> {
    const release = await repo.findRelease(tx, remote, version);
    if (!release)
      throw new AppError({ status: 404, key: 'registry.versionNotFound', message: `${remote} ${version} is not published`, params: { remote, version } });
    await assertCompatible(remote, version, release.shared_requirements);
  }

  async function movePointer(
    remote: RemoteId,
    action: 'activate' | 'rollback',
    pickVersion: (log: repo.LogRow[]) => string,
    actor: string,
    expectedRevision?: number,
  ): Promise<MoveResult> {
    return deps.db.transaction(async (tx) => {
      const pointer = await repo.findPointer(tx, remote);
      if (!pointer) {
        // Published but never live (its first release failed the check): the first activation
        // creates the pointer; there is nothing to roll back to.
        if (action === 'rollback') {
          throw new AppError({ status: 404, key: 'registry.noActiveRelease', message: `${remote} has no active release`, params: { remote } });
        }
        assertRevision(remote, 0, expectedRevision);
        const version = pickVersion([]);
        await findCompatibleRelease(tx, remote, version);
        if (!(await repo.createPointer(tx, remote, version))) {
          throw concurrentChange(remote);
        }
        await repo.appendLog(tx, { remote, action, actor, from_version: null, to_version: version });
        return { remote, from: null, to: version, revision: 1, changed: true };
      }
      assertRevision(remote, pointer.revision, expectedRevision);
      const version = pickVersion(await repo.readLog(tx, remote));
      // Activating the live release again changes nothing: no log entry, no new revision, so that
      // a later rollback still goes back to the release before it.
      if (version === pointer.active_version) return { remote, from: pointer.active_version, to: version, revision: pointer.revision, changed: false };
      await findCompatibleRelease(tx, remote, version);
      if (!(await repo.swapPointer(tx, remote, version, pointer.revision))) {
        throw concurrentChange(remote);
      }
      await repo.appendLog(tx, { remote, action, actor, from_version: pointer.active_version, to_version: version });
      return { remote, from: pointer.active_version, to: version, revision: pointer.revision + 1, changed: true };
    });
  }

  return {
    document,

    publish,

    activate(remote: RemoteId, version: string, actor: string, expectedRevision?: number) {
      return movePointer(remote, 'activate', () => version, actor, expectedRevision);
    },

    rollback(remote: RemoteId, actor: string, expectedRevision?: number) {
      return movePointer(
        remote,
        'rollback',
        (log) => {
          const target = rollbackTarget(log.map((entry) => ({ action: entry.action, toVersion: entry.to_version })));
          if (!target) {
            throw new AppError({
              status: 409,
              key: 'registry.nothingToRollBack',
              message: `${remote} has no earlier release to roll back to`,
              params: { remote },
            });
          }
          return target;
        },
        actor,
        expectedRevision,
      );
    },

    /**
     * One remote: its live release, revision and versions, and whether the live release still fits
     * the host being served (`activeFitsHost`; null with no live release or no host build): a host
     * deployed with other shared versions does not re-check the remotes already live, so ops and
     * the remote's team see it here (and in `npm run remote -- list`).
     */
    async remote(remote: RemoteId) {
      const [pointer, releases] = await Promise.all([repo.findPointer(deps.db, remote), repo.listReleases(deps.db, remote)]);
      const live = releases.find((release) => release.version === pointer?.active_version);
      const problems = live ? await problemsInHost(live.shared_requirements) : null;
      return {
        remote,
        active: pointer?.active_version ?? null,
        revision: pointer?.revision ?? 0,
        activeFitsHost: problems === null ? null : problems.length === 0,
        activeProblems: problems && problems.length > 0 ? describeProblems(problems) : null,
        versions: releases.map((release) => ({
          version: release.version,
          publishedAt: release.published_at.toISOString(),
          publishedBy: release.published_by,
          files: release.file_count,
          sizeBytes: Number(release.size_bytes),
        })),
      };
    },

    /**
     * Every live release that does not fit the host served, with what would fix it: the release a
     * rollback returns to and whether that one fits, and the published releases that do. Null when
     * there is no host build to check against.
     */
    async liveReleasesNotFittingHost(): Promise<UnfitLiveRelease[] | null> {
      let hostShared: Record<string, string>;
      try {
        hostShared = await deps.loadHostShared();
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
      const fits = (release: repo.ReleaseRow) => findIncompatibilities(release.shared_requirements, hostShared).length === 0;
      const unfit: UnfitLiveRelease[] = [];
      for (const pointer of await repo.listPointers(deps.db)) {
        if (!(REMOTE_IDS as readonly string[]).includes(pointer.remote)) continue;
        const releases = await repo.listReleases(deps.db, pointer.remote);
        const live = releases.find((release) => release.version === pointer.active_version);
        const problems = live ? findIncompatibilities(live.shared_requirements, hostShared) : [];
        if (problems.length === 0) continue;
        const log = await repo.readLog(deps.db, pointer.remote);
        const rollbackTo = rollbackTarget(log.map((entry) => ({ action: entry.action, toVersion: entry.to_version })));
        const rollbackRelease = releases.find((release) => release.version === rollbackTo);
        unfit.push({
          remote: pointer.remote as RemoteId,
          version: pointer.active_version,
          problems: describeProblems(problems),
          rollbackTo,
          rollbackFits: rollbackRelease !== undefined && fits(rollbackRelease),
          // Newest first: the one to activate is most likely the latest that fits.
          fittingVersions: releases
            .filter(fits)
            .map((release) => release.version)
            .reverse(),
        });
      }
      return unfit;
    },

    async history(remote: RemoteId) {
      return (await repo.readLog(deps.db, remote)).map((entry) => ({
        action: entry.action,
        actor: entry.actor,
        from: entry.from_version,
        to: entry.to_version,
        at: entry.at.toISOString(),
      }));
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;

/** Shared versions the built host provides, read from its Module Federation manifest. */
export function hostSharedFromDist(hostDistDir: string): () => Promise<Record<string, string>> {
  return async () => {
    try {
      return readHostProvides(await readFile(join(hostDistDir, MANIFEST_FILE), 'utf8'));
    } catch {
      throw new AppError({
        status: 409,
        key: 'registry.hostNotBuilt',
        message: 'the host build (host/dist/mf-manifest.json) is missing; build the host first',
      });
    }
  };
}
