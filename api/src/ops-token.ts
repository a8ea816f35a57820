import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './config.ts';

export const OPS_TOKEN_FILE = 'ops-token';

/**
 * The configured OPS_TOKEN, or for the embedded default a random one kept in
 * `<DATA_DIR>/ops-token` (readable only by its owner) where the release CLI finds it.
 */
export function resolveOpsToken(config: Pick<AppConfig, 'opsToken' | 'dataDir'>): string {
  if (config.opsToken) return config.opsToken;
  const file = join(config.dataDir, OPS_TOKEN_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
