/** SQL of the remote registry. */
import type { Queryable } from '../../db/database.ts';
import type { SharedRequirement } from '../../domain/registry/compatibility.ts';
import type { PointerLogEntry } from '../../domain/registry/rollback.ts';

export interface ReleaseRow {
  remote: string;
  version: string;
  content_hash: string;
  file_count: number;
  size_bytes: bigint;
  shared_requirements: SharedRequirement[];
  published_by: string;
  published_at: Date;
}

export interface PointerRow {
  remote: string;
  active_version: string;
  revision: number;
  updated_at: Date;
}

export interface LogRow {
  id: bigint;
  remote: string;
  action: PointerLogEntry['action'];
  actor: string;
  from_version: string | null;
  to_version: string | null;
  at: Date;
}

export async function findRelease(db: Queryable, remote: string, version: string): Promise<ReleaseRow | null> {
  const result = await db.query<ReleaseRow>('SELECT * FROM remote_releases WHERE remote = $1 AND version = $2', [remote, version]);
  return result.rows[0] ?? null;
}

export async function listReleases(db: Queryable, remote?: string): Promise<ReleaseRow[]> {
  const result = remote
    ? await db.query<ReleaseRow>('SELECT * FROM remote_releases WHERE remote = $1 ORDER BY published_at, version', [remote])
    : await db.query<ReleaseRow>('SELECT * FROM remote_releases ORDER BY remote, published_at, version');
  return result.rows;
}

export async function insertRelease(db: Queryable, release: Omit<ReleaseRow, 'published_at'>): Promise<void> {
  await db.query(
    `INSERT INTO remote_releases (remote, version, content_hash, file_count, size_bytes, shared_requirements, published_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      release.remote,
      release.version,
      release.content_hash,
      release.file_count,
      release.size_bytes,
      JSON.stringify(release.shared_requirements),
      release.published_by,
    ],
  );
}

export async function listPointers(db: Queryable): Promise<PointerRow[]> {
  return (await db.query<PointerRow>('SELECT * FROM remote_pointers ORDER BY remote')).rows;
}

export async function findPointer(db: Queryable, remote: string, forUpdate = false): Promise<PointerRow | null> {
  const result = await db.query<PointerRow>(`SELECT * FROM remote_pointers WHERE remote = $1${forUpdate ? ' FOR UPDATE' : ''}`, [remote]);
  return result.rows[0] ?? null;
}

/** First activation of a remote; false when another writer created the pointer first. */
export async function createPointer(db: Queryable, remote: string, version: string): Promise<boolean> {
  const result = await db.query('INSERT INTO remote_pointers (remote, active_version, revision) VALUES ($1, $2, 1) ON CONFLICT (remote) DO NOTHING', [
    remote,
    version,
  ]);
  return result.rowCount === 1;
}

/** Compare-and-swap on the revision: false when someone changed the pointer meanwhile. */
export async function swapPointer(db: Queryable, remote: string, version: string, expectedRevision: number): Promise<boolean> {
  const result = await db.query(
    'UPDATE remote_pointers SET active_version = $2, revision = revision + 1, updated_at = now() WHERE remote = $1 AND revision = $3',
    [remote, version, expectedRevision],
  );
  return result.rowCount === 1;
}

export async function appendLog(db: Queryable, entry: Omit<LogRow, 'id' | 'at'>): Promise<void> {
  await db.query('INSERT INTO remote_release_log (remote, action, actor, from_version, to_version) VALUES ($1, $2, $3, $4, $5)', [
    entry.remote,
    entry.action,
    entry.actor,
    entry.from_version,
    entry.to_version,
  ]);
}

export async function readLog(db: Queryable, remote: string): Promise<LogRow[]> {
  return (await db.query<LogRow>('SELECT * FROM remote_release_log WHERE remote = $1 ORDER BY id', [remote])).rows;
}
