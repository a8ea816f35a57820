import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A configured secret, or for the embedded default a random one kept in `<DATA_DIR>/<file>`
 * (readable only by its owner) so it survives restarts — e.g. the ops token the release CLI
 * reads, and the key that encrypts 2FA seeds.
 */
export function resolveLocalSecret(configured: string | undefined, dataDir: string, file: string): string {
  if (configured) return configured;
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export const OPS_TOKEN_FILE = 'ops-token';
export const SECRET_KEY_FILE = 'secret-key';
