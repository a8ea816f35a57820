/**
 * Release files on disk: `<mfeDir>/<remote>/<version>/…`, written to a temporary folder and
 * renamed into place, so a half-written release is never served.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { compressedCopies, isPrecompressible } from '@palpite/shared/build/precompress';

export interface ReleaseFile {
  path: string;
  content: Buffer;
}

/** Hash over the sorted paths and their contents: equal releases hash equally. */
export function releaseContentHash(files: readonly ReleaseFile[]): string {
  const outer = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    outer.update(file.path).update('\0').update(createHash('sha256').update(file.content).digest('hex')).update('\n');
  }
  return outer.digest('hex');
}

/**
 * Every path a release will hold once written: its own files and the brotli and gzip copies the
 * registry adds beside them (a copy the release publishes itself is kept, not added). A path that
 * clashes with one of those copies (a folder `remoteEntry.js.gz/`) must be refused before writing.
 */
export function plannedPaths(files: readonly ReleaseFile[]): string[] {
  const published = new Set(files.map((file) => file.path));
  return files.flatMap((file) => [
    file.path,
    ...(isPrecompressible(file.path, file.content.byteLength) ? [`${file.path}.br`, `${file.path}.gz`].filter((copy) => !published.has(copy)) : []),
  ]);
}

export function releaseDir(mfeDir: string, remote: string, version: string): string {
  return join(mfeDir, remote, version);
}

export async function writeRelease(mfeDir: string, remote: string, version: string, files: readonly ReleaseFile[]): Promise<void> {
  const target = releaseDir(mfeDir, remote, version);
  const staging = join(mfeDir, '.staging', `${remote}-${version}-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  const published = new Set(files.map((file) => file.path));
  try {
    for (const file of files) {
      const path = join(staging, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
      // Served as they are (the API's static files and nginx's gzip_static), never compressed per download.
      // A copy the release itself holds (it published its own x.js.gz) is kept as published.
      // plannedPaths() lists the same copies, so the conflict check has seen them.
      for (const copy of await compressedCopies(file.path, file.content)) {
        if (!published.has(copy.path)) await writeFile(join(staging, copy.path), copy.content);
      }
    }
    await mkdir(dirname(target), { recursive: true });
    // A folder left by a publish whose database write failed is not a release: replace it.
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
