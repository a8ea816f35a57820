/**
 * Opens the page's one realtime connection with the real `ably` client (loaded only when a
 * connection is needed). Tokens come from the spec's endpoints — the player's private one or the
 * visitors' public one — and are reused until 60 s before they expire (spec §7), counted from
 * `expires_in` on the browser's own clock.
 */
import type { Realtime, TokenDetails } from 'ably';
import { api, type RealtimeConnectionKind } from '@palpite/shared';

export const TOKEN_RENEW_MARGIN_MS = 60_000;

type ClientConfig = { mode: 'local'; host: string | null; port: number; tls: boolean } | { mode: 'ably' };

let configPromise: Promise<ClientConfig> | null = null;
function clientConfig(): Promise<ClientConfig> {
  configPromise ??= api
    .get('realtime/config')
    .json<ClientConfig>()
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

/** What the token endpoints answer: Ably's TokenDetails plus the lifetime in seconds (spec §7). */
type TokenResponse = TokenDetails & { expires_in?: number };

interface CachedToken {
  details: TokenDetails;
  /** On this browser's clock: the server's `expires` is on the server's, and the two may disagree. */
  renewAtMs: number;
}

const cachedTokens = new Map<RealtimeConnectionKind, CachedToken>();
/** Bumped by forgetTokens: a fetch started before it must not fill the cache after it. */
let cacheGeneration = 0;

/** How long the token lives: `expires_in`, else expires − issued (both on the server's clock). */
function lifetimeMs(token: TokenResponse): number {
  if (typeof token.expires_in === 'number' && Number.isFinite(token.expires_in)) return token.expires_in * 1000;
  return token.expires - token.issued;
}

/** A cached token until 60 s before it expires (counted on this browser's clock), else a fresh one. */
export async function tokenFor(kind: RealtimeConnectionKind, clock: () => number = Date.now): Promise<TokenDetails> {
  const cached = cachedTokens.get(kind);
  if (cached && clock() < cached.renewAtMs) return cached.details;
  const generation = cacheGeneration;
  // Counted from the request, not the answer: the token was minted in between, so it cannot outlive this.
  const requestedAtMs = clock();
  const details = await api.get(kind === 'private' ? 'auth/ably-subscribe' : 'auth/ably-subscribe-public').json<TokenResponse>();
  if (generation === cacheGeneration) cachedTokens.set(kind, { details, renewAtMs: requestedAtMs + lifetimeMs(details) - TOKEN_RENEW_MARGIN_MS });
  return details;
}

/** Forget tokens (logout): a private token must not outlive the session it was minted for. */
export function forgetTokens(): void {
  cacheGeneration += 1;
  cachedTokens.clear();
}

export async function openRealtime(kind: RealtimeConnectionKind): Promise<Realtime> {
  const [{ Realtime }, config] = await Promise.all([import('ably'), clientConfig()]);
  const authCallback = (_params: unknown, callback: (error: string | null, token: TokenDetails | null) => void) => {
    tokenFor(kind).then(
      (token) => callback(null, token),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  };
  if (config.mode === 'ably') return new Realtime({ authCallback });
  return new Realtime({
    endpoint: config.host ?? window.location.hostname,
    port: config.port,
    tls: config.tls,
    transports: ['web_socket'],
    // The local server is the only host: never probe Ably's public ones.
    disableConnectivityCheck: true,
    authCallback,
  });
}
