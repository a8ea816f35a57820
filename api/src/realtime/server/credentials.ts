/**
 * Who is connecting or publishing and what they may do: an Ably JWT signed with our key (browsers),
 * or the key itself (the API's REST publisher, tools). Token problems are answered with 4014x codes,
 * which make the client fetch a new token and retry; a wrong key is final (40101).
 */
import { timingSafeEqual } from 'node:crypto';
import { type Capability, FULL_CAPABILITY, parseCapability } from '../capabilities.ts';
import { verifyAblyJwt, type AblyKey } from '../jwt.ts';
import { ErrorCode } from '../protocol/constants.ts';
import { errorInfo, type ErrorInfo } from '../protocol/messages.ts';

export interface Credentials {
  method: 'token' | 'key';
  capability: Capability;
  /** The identity messages are stamped with; null for anonymous visitors. */
  clientId: string | null;
  /** May publish under any clientId (the key, or a token for `*`). */
  anyClientId: boolean;
  /** Milliseconds; null for the key, which does not expire. */
  expiresAt: number | null;
  /** Milliseconds (the token's `iat`); null for the key. */
  issuedAt: number | null;
  /** The token's `x-ably-revocation-key`; null when it has none (or for the key). */
  revocationKey: string | null;
}

export type AuthResult = { ok: true; credentials: Credentials } | { ok: false; error: ErrorInfo };

const fail = (code: number, statusCode: number, message: string): AuthResult => ({ ok: false, error: errorInfo(code, statusCode, message) });

/** `requestedClientId`: the `clientId` connect parameter, which must agree with the token. */
export function authenticateToken(token: string, key: AblyKey, nowMs: number, requestedClientId?: string): AuthResult {
  const check = verifyAblyJwt(token, key, nowMs);
  if (!check.ok) return fail(check.reason === 'expired' ? ErrorCode.TOKEN_EXPIRED : ErrorCode.INVALID_JWT, 401, check.detail);
  const capability = parseCapability(check.claims['x-ably-capability']);
  if (!capability) return fail(ErrorCode.INVALID_JWT, 401, 'invalid x-ably-capability');
  const tokenClientId = check.claims['x-ably-clientId'];
  const wildcard = tokenClientId === '*';
  if (requestedClientId !== undefined && !wildcard && requestedClientId !== tokenClientId) {
    return fail(ErrorCode.INCOMPATIBLE_CREDENTIALS, 401, 'clientId does not match the token');
  }
  return {
    ok: true,
    credentials: {
      method: 'token',
      capability,
      clientId: wildcard ? (requestedClientId ?? null) : (tokenClientId ?? null),
      anyClientId: wildcard,
      expiresAt: check.claims.exp * 1000,
      issuedAt: check.claims.iat * 1000,
      revocationKey: check.claims['x-ably-revocation-key'] ?? null,
    },
  };
}

export function authenticateKey(presented: string, key: AblyKey, requestedClientId?: string): AuthResult {
  const expected = Buffer.from(`${key.keyName}:${key.keySecret}`);
  const given = Buffer.from(presented);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail(ErrorCode.INVALID_CREDENTIALS, 401, 'invalid key');
  return {
    ok: true,
    credentials: {
      method: 'key',
      capability: FULL_CAPABILITY,
      clientId: requestedClientId ?? null,
      anyClientId: true,
      expiresAt: null,
      issuedAt: null,
      revocationKey: null,
    },
  };
}

/** WebSocket connect parameters: `access_token=` or `key=`, optional `clientId=`. */
export function authenticateConnectParams(params: URLSearchParams, key: AblyKey, nowMs: number): AuthResult {
  const requestedClientId = params.get('clientId') ?? undefined;
  const token = params.get('access_token');
  if (token) return authenticateToken(token, key, nowMs, requestedClientId);
  const presentedKey = params.get('key');
  if (presentedKey) return authenticateKey(presentedKey, key, requestedClientId);
  return fail(ErrorCode.INVALID_CREDENTIALS, 401, 'no credentials: give access_token or key');
}

/**
 * REST `Authorization`: `Basic base64(keyName:secret)` or `Bearer base64(token)` (the ably client
 * base64-encodes tokens; a raw JWT is accepted too).
 */
export function authenticateAuthorizationHeader(header: string | undefined, key: AblyKey, nowMs: number): AuthResult {
  if (!header) return fail(ErrorCode.INVALID_CREDENTIALS, 401, 'authorization required');
  const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'basic') return authenticateKey(Buffer.from(value, 'base64').toString('utf8'), key);
  if (scheme.toLowerCase() === 'bearer') {
    const token = value.split('.').length === 3 ? value : Buffer.from(value, 'base64').toString('utf8');
    return authenticateToken(token, key, nowMs);
  }
  return fail(ErrorCode.INVALID_CREDENTIALS, 401, 'unsupported authorization scheme');
}
