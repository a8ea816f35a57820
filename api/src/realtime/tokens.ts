/**
 * Ably JWTs for browsers. The API signs them with the Ably key's secret, so the very same token is
 * accepted by Ably's cloud in production and by the local realtime server in development.
 * Browsers only ever subscribe: players to the public channels and their own private channel,
 * visitors to the public channels.
 */
import { type Capability, subscribeOnly } from './capabilities.ts';
import { signAblyJwt, type AblyJwtClaims, type AblyKey } from './jwt.ts';

/** Every public channel: announcements, odds, live casino. */
export const PUBLIC_CHANNELS = 'public:*';

export function userChannel(userId: bigint | number | string): string {
  return `private:user.${userId}`;
}

/**
 * The revocation key of a player's tokens: their API session, so that ending one session (logout,
 * "end this session") revokes that session's tokens and leaves the player's other devices alone.
 */
export function sessionRevocationKey(sessionId: bigint | number | string): string {
  return `session.${sessionId}`;
}

export function playerCapability(userId: bigint | number | string): Capability {
  return subscribeOnly(PUBLIC_CHANNELS, userChannel(userId));
}

export function visitorCapability(): Capability {
  return subscribeOnly(PUBLIC_CHANNELS);
}

/**
 * What the token endpoints answer: Ably's TokenDetails (the client recognises it by `issued` and
 * uses `token`), plus `expires_in` in seconds for the front end's cache (spec §7).
 */
export interface AblyTokenResponse {
  token: string;
  keyName: string;
  /** Milliseconds since the epoch, as Ably's TokenDetails. */
  issued: number;
  expires: number;
  /** JSON text, as Ably's TokenDetails. */
  capability: string;
  clientId?: string;
  expires_in: number;
}

export interface MintOptions {
  key: AblyKey;
  capability: Capability;
  clientId?: string;
  /** The `x-ably-revocation-key` claim: tokens sharing it are revoked together. */
  revocationKey?: string;
  ttlSeconds: number;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
}

export function mintAblyToken(options: MintOptions): AblyTokenResponse {
  if (!Number.isInteger(options.ttlSeconds) || options.ttlSeconds <= 0) throw new Error('ttlSeconds must be a positive integer');
  // JWT times are whole seconds; issuing at the second keeps `expires` equal to the claim.
  const iat = Math.floor((options.now ?? Date.now)() / 1000);
  const exp = iat + options.ttlSeconds;
  const capability = JSON.stringify(options.capability);
  const claims: AblyJwtClaims = { iat, exp, 'x-ably-capability': capability };
  if (options.clientId !== undefined) claims['x-ably-clientId'] = options.clientId;
  if (options.revocationKey !== undefined) claims['x-ably-revocation-key'] = options.revocationKey;
  return {
    token: signAblyJwt(claims, options.key),
    keyName: options.key.keyName,
    issued: iat * 1000,
    expires: exp * 1000,
    capability,
    ...(options.clientId === undefined ? {} : { clientId: options.clientId }),
    expires_in: options.ttlSeconds,
  };
}

/**
 * A logged-in player: public channels and `private:user.{id}`; the clientId is the user id. With
 * `sessionId` the token is revoked when that session ends (`sessionRevocationKey`).
 */
export function mintPlayerToken(
  key: AblyKey,
  userId: bigint | number | string,
  ttlSeconds: number,
  options: { sessionId?: bigint | number | string; now?: () => number } = {},
): AblyTokenResponse {
  return mintAblyToken({
    key,
    capability: playerCapability(userId),
    clientId: String(userId),
    ...(options.sessionId === undefined ? {} : { revocationKey: sessionRevocationKey(options.sessionId) }),
    ttlSeconds,
    now: options.now,
  });
}

/** A visitor: public channels only, anonymous. */
export function mintVisitorToken(key: AblyKey, ttlSeconds: number, now?: () => number): AblyTokenResponse {
  return mintAblyToken({ key, capability: visitorCapability(), ttlSeconds, now });
}
