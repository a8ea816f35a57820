/**
 * Ably's `POST /keys/{keyName}/revokeTokens`, as `rest.auth.revokeTokens()` of the `ably` client
 * sends it: Basic auth with the key that issued the tokens, body
 * `{ targets: ["revocationKey:<key>"], issuedBefore?: ms, allowReauthMargin?: boolean }`, answer
 * `{ successCount, failureCount, results: [{ target, issuedBefore, appliesAt } | { target, error }] }`.
 * Only `revocationKey` targets are supported (the `x-ably-revocation-key` JWT claim); `clientId` and
 * `channel` targets are answered as failed.
 */
import { ErrorCode } from '../protocol/constants.ts';
import { errorInfo, type ErrorInfo } from '../protocol/messages.ts';
import type { ServerContext } from './context.ts';
import type { Credentials } from './credentials.ts';

/** Ably refuses an `issuedBefore` more than an hour in the past (or in the future). */
const MAX_ISSUED_BEFORE_AGE_MS = 3_600_000;
/** `allowReauthMargin`: connections get this long to renew their token before the revocation applies. */
export const REAUTH_MARGIN_MS = 30_000;
const MAX_TARGETS = 100;

export type RevokeTokensResult =
  | {
      target: string;
      issuedBefore: number;
      appliesAt: number;
    }
  | { target: string; error: ErrorInfo };

export type RevokeTokensAnswer =
  { ok: true; body: { successCount: number; failureCount: number; results: RevokeTokensResult[] } } | { ok: false; error: ErrorInfo };

const refused = (code: number, statusCode: number, message: string): RevokeTokensAnswer => ({ ok: false, error: errorInfo(code, statusCode, message) });

export async function revokeTokens(context: ServerContext, keyName: string, credentials: Credentials, body: unknown): Promise<RevokeTokensAnswer> {
  if (credentials.method !== 'key') return refused(ErrorCode.REVOCATION_NEEDS_KEY, 401, 'token revocation needs the key (Basic auth), not a token');
  if (keyName !== context.key.keyName) return refused(ErrorCode.INVALID_CREDENTIALS, 401, `tokens of key ${keyName} cannot be revoked with this key`);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refused(ErrorCode.BAD_REQUEST, 400, 'the body must be an object');
  const { targets, issuedBefore: requestedIssuedBefore, allowReauthMargin } = body as Record<string, unknown>;
  if (!Array.isArray(targets) || targets.length === 0 || targets.length > MAX_TARGETS || !targets.every((target) => typeof target === 'string')) {
    return refused(ErrorCode.BAD_REQUEST, 400, `targets must be 1 to ${MAX_TARGETS} strings "type:value"`);
  }
  if (allowReauthMargin !== undefined && typeof allowReauthMargin !== 'boolean')
    return refused(ErrorCode.BAD_REQUEST, 400, 'allowReauthMargin must be a boolean');
  const now = context.options.now();
  if (requestedIssuedBefore !== undefined) {
    if (typeof requestedIssuedBefore !== 'number' || !Number.isFinite(requestedIssuedBefore))
      return refused(ErrorCode.BAD_REQUEST, 400, 'issuedBefore must be a number');
    if (requestedIssuedBefore > now || requestedIssuedBefore < now - MAX_ISSUED_BEFORE_AGE_MS) {
      return refused(ErrorCode.BAD_REQUEST, 400, 'issuedBefore must be within the last hour, not in the future');
    }
  }
  const issuedBefore = typeof requestedIssuedBefore === 'number' ? Math.floor(requestedIssuedBefore) : now;
  const appliesAt = allowReauthMargin === true ? now + REAUTH_MARGIN_MS : now;
  // Once every token issued before it has expired, a revocation has nothing left to refuse.
  const keepMs = Math.max(1_000, issuedBefore + context.options.maxTokenTtlMs - now);

  const results: RevokeTokensResult[] = [];
  for (const target of targets as string[]) {
    const separator = target.indexOf(':');
    const type = separator < 0 ? target : target.slice(0, separator);
    const value = separator < 0 ? '' : target.slice(separator + 1);
    if (type !== 'revocationKey' || value === '') {
      results.push({ target, error: errorInfo(ErrorCode.BAD_REQUEST, 400, 'only "revocationKey:<key>" targets are supported') });
      continue;
    }
    await context.revocations.revoke(value, { issuedBefore, appliesAt }, keepMs);
    results.push({ target, issuedBefore, appliesAt });
  }
  const successCount = results.filter((result) => !('error' in result)).length;
  return { ok: true, body: { successCount, failureCount: results.length - successCount, results } };
}
