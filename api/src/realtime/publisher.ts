/**
 * Server-side publishing and token revocation through the real `ably` REST client, so the API talks
 * to the local realtime server and to Ably's cloud the same way: only the options differ (an
 * endpoint for the local server, none for the cloud). Event names and payloads are typed per
 * channel (spec §7).
 */
import { randomBytes } from 'node:crypto';
import * as Ably from 'ably';
import { userChannel } from './tokens.ts';

/** Events on `private:user.{id}`; payloads as the front end's event bus reads them. */
export interface UserEvents {
  'balance-updated': { newBalance: number; bonusBalance?: number };
  'new-notification': { id?: number; message: string; key?: string; params?: Record<string, string | number>; title?: string };
  'force-logout': { reason: string };
}

/** Public channels: `public:general` (announcement), `public:sports.live`, `public:match.{id}`, live casino tables. */
export type PublicChannel = `public:${string}`;

export interface PublisherConfig {
  /** `appId.keyId:secret`. */
  key: string;
  /** The local realtime server's host (`localhost`); leave unset for Ably's cloud. */
  endpoint?: string;
  port?: number;
  /** Defaults to false with an endpoint (local server), true for the cloud. */
  tls?: boolean;
}

export interface RealtimePublisher {
  publishToUser<Name extends keyof UserEvents>(userId: bigint | number | string, name: Name, data: UserEvents[Name]): Promise<void>;
  publishPublic(channel: PublicChannel, name: string, data: unknown): Promise<void>;
  /**
   * Ably's token revocation: every token whose `x-ably-revocation-key` is one of `revocationKeys`
   * and that was issued until now is refused from now on, and connections using one are
   * disconnected (40141). On Ably's cloud the key must have revocable tokens enabled.
   */
  revokeTokens(revocationKeys: readonly string[]): Promise<void>;
  /** The underlying client, for anything the helpers do not cover. */
  readonly rest: Ably.Rest;
}

export function restClientOptions(config: PublisherConfig): Ably.ClientOptions {
  if (config.endpoint === undefined) return { key: config.key };
  return {
    key: config.key,
    endpoint: config.endpoint,
    ...(config.port === undefined ? {} : { port: config.port, tlsPort: config.port }),
    tls: config.tls ?? false,
    // The local server speaks JSON only.
    useBinaryProtocol: false,
  };
}

/**
 * True when the request may never have reached the server: no HTTP answer (a reset, a keep-alive
 * socket the server closed as it was reused) or a 5xx. A 4xx is the server's considered refusal.
 */
function isTransportFailure(error: unknown): boolean {
  const statusCode = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return typeof statusCode !== 'number' || statusCode >= 500;
}

export function createRealtimePublisher(config: PublisherConfig): RealtimePublisher {
  const rest = new Ably.Rest(restClientOptions(config));

  /**
   * One publish, tried twice when the transport failed. The message carries its own id (Ably's
   * idempotent publishing; the local server honours it too), so a retry of a publish that did
   * arrive is not delivered twice.
   */
  async function publish(channel: string, name: string, data: unknown): Promise<void> {
    const message = { id: `${randomBytes(12).toString('base64url')}:0`, name, data };
    try {
      await rest.channels.get(channel).publish(message);
    } catch (error) {
      if (!isTransportFailure(error)) throw error;
      await rest.channels.get(channel).publish(message);
    }
  }

  /** Tried twice when the transport failed, as a publish: revoking again is harmless. */
  async function revokeTokens(revocationKeys: readonly string[]): Promise<void> {
    if (revocationKeys.length === 0) return;
    const targets = revocationKeys.map((value) => ({ type: 'revocationKey', value }));
    let result: Ably.BatchResult<Ably.TokenRevocationSuccessResult | Ably.TokenRevocationFailureResult>;
    try {
      result = await rest.auth.revokeTokens(targets);
    } catch (error) {
      if (!isTransportFailure(error)) throw error;
      result = await rest.auth.revokeTokens(targets);
    }
    const failed = result.results.filter((entry): entry is Ably.TokenRevocationFailureResult => 'error' in entry);
    if (failed.length > 0) throw new Error(`token revocation refused: ${failed.map((entry) => `${entry.target}: ${entry.error.message}`).join('; ')}`);
  }

  return {
    rest,
    publishToUser: (userId, name, data) => publish(userChannel(userId), name, data),
    publishPublic: (channel, name, data) => publish(channel, name, data),
    revokeTokens,
  };
}
