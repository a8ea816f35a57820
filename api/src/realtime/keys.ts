/**
 * The Ably API key, `appId.keyId:secret` as Ably's dashboard prints it. The same string configures
 * the local server, the token minting and the publisher, so switching to Ably's cloud is only a
 * matter of putting a real key (and no endpoint) in the environment.
 */
import { resolveLocalSecret } from '../local-secrets.ts';
import type { AblyKey } from './jwt.ts';

export type { AblyKey } from './jwt.ts';

const KEY = /^([\w-]+\.[\w-]+):(.+)$/;

export function parseAblyKey(value: string): AblyKey {
  const match = KEY.exec(value.trim());
  if (!match?.[1] || !match[2]) throw new Error('ABLY_KEY must look like appId.keyId:secret');
  return { keyName: match[1], keySecret: match[2] };
}

export function formatAblyKey(key: AblyKey): string {
  return `${key.keyName}:${key.keySecret}`;
}

export const DEV_KEY_NAME = 'palpite-dev.local';
export const DEV_KEY_SECRET_FILE = 'ably-dev-key-secret';

/**
 * The configured key, or for the embedded default a development key whose secret is kept in
 * `<DATA_DIR>` so that the API and a standalone realtime server started from the same checkout
 * agree, and tokens survive restarts.
 */
export function resolveAblyKey(configured: string | undefined, dataDir: string): AblyKey {
  if (configured) return parseAblyKey(configured);
  return { keyName: DEV_KEY_NAME, keySecret: resolveLocalSecret(undefined, dataDir, DEV_KEY_SECRET_FILE) };
}
