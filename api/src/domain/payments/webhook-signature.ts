/**
 * Signed provider notifications: `Palpite-Signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256(secret, `${t}.${raw body}`). The timestamp is inside the signed text, so an old
 * notification cannot be replayed with a fresh timestamp; one older (or newer) than the tolerance
 * is refused. Several v1 values (a provider rotating secrets) and several secrets (ours rotating)
 * are accepted; comparison is in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'palpite-signature';
/** Five minutes either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signatureOf(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');
}

/** The header value a provider sends with `body`. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${signatureOf(secret, timestampSeconds, body)}`;
}

export type SignatureCheck = { ok: true; timestampSeconds: number } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export interface VerifySignatureInput {
  header: string | undefined;
  body: string;
  /** The secrets in force (the current one, and the previous one while rotating). */
  secrets: readonly string[];
  nowSeconds: number;
  toleranceSeconds?: number;
}

export function verifySignature(input: VerifySignatureInput): SignatureCheck {
  if (!input.header) return { ok: false, reason: 'missing' };
  let timestamp: number | null = null;
  const candidates: Buffer[] = [];
  for (const part of input.header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || candidates.length === 0 || input.secrets.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(input.nowSeconds - timestamp) > (input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return { ok: false, reason: 'stale' };
  let matched = false;
  for (const secret of input.secrets) {
    const expected = Buffer.from(signatureOf(secret, timestamp, input.body), 'hex');
    // Every candidate is compared (no early exit), each in constant time.
    for (const candidate of candidates) matched = timingSafeEqual(expected, candidate) || matched;
  }
  return matched ? { ok: true, timestampSeconds: timestamp } : { ok: false, reason: 'mismatch' };
}
