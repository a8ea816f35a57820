/**
 * What browsers need to open the one realtime connection, and which origins the CSP must allow
 * for it. Local server: host (empty = the page's own host), port, TLS. Ably's cloud: nothing but
 * the mode; the client library knows its hosts.
 */
import type { IncomingMessage } from 'node:http';
import type { RealtimeConfig } from '../config.ts';

/** A CSP source: fixed, or worked out from the request the policy answers. */
export type CspSource = string | ((request: IncomingMessage) => string);

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

/**
 * connect-src entries for the realtime connection. Without a public host browsers connect to the
 * page's own host (whatever name the site is reached by), so the entry follows the request's Host.
 */
export function realtimeCspOrigins(config: RealtimeConfig): CspSource[] {
  if (config.mode === 'ably') return ABLY_CLOUD_ORIGINS;
  const scheme = config.publicTls ? 'wss' : 'ws';
  const port = config.publicPort;
  if (config.publicHost) return [`${scheme}://${config.publicHost}:${port}`];
  return [(request) => `${scheme}://${pageHostname(request.headers.host)}:${port}`];
}

/**
 * The hostname of a Host header, without its port. Anything but a plain DNS name or IPv4 address
 * (a bracketed IPv6 literal, which CSP host sources cannot express, or a header crafted to inject
 * directives) falls back to localhost.
 */
function pageHostname(hostHeader: string | undefined): string {
  const hostname = (hostHeader ?? '').replace(/:\d*$/, '').toLowerCase();
  return /^[a-z0-9][a-z0-9.-]{0,252}$/.test(hostname) ? hostname : 'localhost';
}
