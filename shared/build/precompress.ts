/**
 * Compressed copies of the front end's files, made once when they are built or published, so that
 * the API (`@fastify/static`'s `preCompressed`) and nginx (`gzip_static`) send them as they are
 * instead of compressing every download again: no CPU per request, and brotli at its best
 * quality, which is too slow to run per request (the API's on-the-fly brotli uses quality 4).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already, source maps are read by developers' tools only. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** As the API's on-the-fly compression: smaller files gain less than the header costs. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

export function isPrecompressible(path: string, sizeBytes: number): boolean {
  return COMPRESSIBLE.test(path) && sizeBytes >= PRECOMPRESS_MIN_BYTES;
}

/** A file's compressed copies (`<path>.br`, `<path>.gz`), or none when it is not worth it. */
export async function compressedCopies(path: string, content: Uint8Array): Promise<Array<{ path: string; content: Buffer }>> {
  if (!isPrecompressible(path, content.byteLength)) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { path: `${path}.br`, content: br },
    { path: `${path}.gz`, content: gz },
  ];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the compressed copies of every file under `dir` (a built app's dist/); returns how many files got them. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => !COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)));
  let compressed = 0;
  for (const file of files) {
    const copies = await compressedCopies(file, await readFile(file));
    for (const copy of copies) await writeFile(copy.path, copy.content);
    if (copies.length > 0) compressed += 1;
  }
  return compressed;
}
