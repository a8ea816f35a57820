/**
 * Opens the page's one realtime connection with the real `ably` client (loaded only when a
 * connection is needed). Tokens come from the spec's endpoints — the player's private one or the
 * visitors' public one — and are reused until 60 s before they expire (spec §7).
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

const cachedTokens = new Map<RealtimeConnectionKind, TokenDetails>();

/** A cached token while it has more than a minute left, else a fresh one. */
export async function tokenFor(kind: RealtimeConnectionKind, nowMs: number = Date.now()): Promise<TokenDetails> {
  const cached = cachedTokens.get(kind);
  if (cached && cached.expires - nowMs > TOKEN_RENEW_MARGIN_MS) return cached;
  const details = await api.get(kind === 'private' ? 'auth/ably-subscribe' : 'auth/ably-subscribe-public').json<TokenDetails>();
  cachedTokens.set(kind, details);
  return details;
}

/** Forget tokens (logout): a private token must not outlive the session it was minted for. */
export function forgetTokens(): void {
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
