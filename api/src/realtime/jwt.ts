/**
 * HS256 JSON Web Tokens in the shape Ably accepts: header `kid` names the key (`appId.keyId`),
 * the signature uses the key's secret. Written against node:crypto so that signing and the
 * server's verification share one implementation with no extra dependency.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AblyJwtClaims {
  iat: number;
  exp: number;
  /** The capability as JSON text (Ably requires a string, not an object). */
  'x-ably-capability': string;
  'x-ably-clientId'?: string;
  /** Ably's token revocation: `POST /keys/{keyName}/revokeTokens` with `revocationKey:<this>` revokes the token. */
  'x-ably-revocation-key'?: string;
}

export interface AblyKey {
  /** `appId.keyId`, public: it names the key in tokens and Basic auth. */
  keyName: string;
  keySecret: string;
}

const encodeSegment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signAblyJwt(claims: AblyJwtClaims, key: AblyKey): string {
  const signingInput = `${encodeSegment({ typ: 'JWT', alg: 'HS256', kid: key.keyName })}.${encodeSegment(claims)}`;
  return `${signingInput}.${signature(signingInput, key.keySecret).toString('base64url')}`;
}

export type JwtCheck =
  | { ok: true; claims: AblyJwtClaims }
  /** malformed: not a JWT of ours; signature: wrong key or tampered; expired: past `exp`. */
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; detail: string };

function decodeJson(segment: string | undefined): Record<string, unknown> | null {
  if (!segment) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function verifyAblyJwt(token: string, key: AblyKey, nowMs: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed', detail: 'not a JWT' };
  const [headerPart, claimsPart, signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  const claims = decodeJson(claimsPart);
  if (!header || !claims) return { ok: false, reason: 'malformed', detail: 'undecodable JWT' };
  // Only HS256: accepting the header's choice of algorithm ("none") is the classic JWT hole.
  if (header.alg !== 'HS256') return { ok: false, reason: 'malformed', detail: 'unsupported JWT algorithm' };
  if (header.kid !== key.keyName) return { ok: false, reason: 'signature', detail: 'JWT signed by an unknown key' };
  const expected = signature(`${headerPart}.${claimsPart}`, key.keySecret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature', detail: 'JWT signature mismatch' };
  const { iat, exp } = claims;
  const capability = claims['x-ably-capability'];
  const clientId = claims['x-ably-clientId'];
  const revocationKey = claims['x-ably-revocation-key'];
  if (typeof iat !== 'number' || typeof exp !== 'number') return { ok: false, reason: 'malformed', detail: 'iat and exp must be specified' };
  if (typeof capability !== 'string') return { ok: false, reason: 'malformed', detail: 'x-ably-capability must be a JSON string' };
  if (clientId !== undefined && typeof clientId !== 'string') return { ok: false, reason: 'malformed', detail: 'x-ably-clientId must be a string' };
  if (revocationKey !== undefined && typeof revocationKey !== 'string')
    return { ok: false, reason: 'malformed', detail: 'x-ably-revocation-key must be a string' };
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired', detail: 'token expired' };
  return {
    ok: true,
    claims: {
      iat,
      exp,
      'x-ably-capability': capability,
      ...(clientId === undefined ? {} : { 'x-ably-clientId': clientId }),
      ...(revocationKey === undefined ? {} : { 'x-ably-revocation-key': revocationKey }),
    },
  };
}
