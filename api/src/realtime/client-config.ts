/**
 * What browsers need to open the one realtime connection, and which origins the CSP must allow
 * for it. Local server: host (empty = the page's own host), port, TLS. Ably's cloud: nothing but
 * the mode; the client library knows its hosts.
 */
import type { RealtimeConfig } from '../config.ts';

export type RealtimeClientConfig = { mode: 'local'; host: string | null; port: number; tls: boolean } | { mode: 'ably' };

export function realtimeClientConfig(config: RealtimeConfig): RealtimeClientConfig {
  if (config.mode === 'ably') return { mode: 'ably' };
  return { mode: 'local', host: config.publicHost || null, port: config.publicPort, tls: config.publicTls };
}

const ABLY_CLOUD_ORIGINS = [
  'wss://*.ably.net',
  'https://*.ably.net',
  'wss://*.ably.io',
  'https://*.ably.io',
  'wss://*.ably-realtime.com',
  'https://*.ably-realtime.com',
];

/** connect-src entries for the realtime connection. */
export function realtimeCspOrigins(config: RealtimeConfig): string[] {
  if (config.mode === 'ably') return ABLY_CLOUD_ORIGINS;
  const scheme = config.publicTls ? 'wss' : 'ws';
  const hosts = config.publicHost ? [config.publicHost] : ['localhost', '127.0.0.1'];
  return hosts.map((host) => `${scheme}://${host}:${config.publicPort}`);
}
