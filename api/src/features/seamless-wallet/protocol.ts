/**
 * The seamless-wallet protocol external providers (aggregators) speak with us.
 *
 * Every call is `POST {api}/seamless/{provider}/{action}` with a JSON body, signed:
 *   `Palpite-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(provider secret, "<t>.<raw body>")>`
 * A call whose timestamp is more than 300 s away from our clock is refused (replay window); the
 * signature covers the timestamp, so an old call cannot be replayed with a fresh one.
 *
 * Answers: HTTP 200 with `{ status: "OK", … }` or `{ status: "ERROR", code, message, … }` for
 * every business outcome (the provider settles on them); 401 for a bad signature or timestamp,
 * 400 for a malformed body, 404 for an unknown provider or action; 429 with Retry-After (the API's
 * error body) past the provider's calls in flight, or for an address past its unauthenticated
 * ones: nothing was done, the provider sends the call again. Amounts are decimal strings in reais
 * with 2 places ("12.50"); they are accepted as strings or numbers.
 *
 * Our wallets hold BRL only. A money call (bet, win, refund, freespins/create) may name its
 * `currency` (ISO 4217, "BRL"); any other is refused without moving money: INVALID_REQUEST (for
 * freespins/create FREESPINS_CREATE_FAILED) with reason `currency_not_supported`.
 *
 * Money calls are idempotent by `transaction_id` (per provider): a repeat with the same fields
 * gets the first answer again, byte for byte, without moving money; the same id with other
 * fields is refused (DUPLICATE_WIN / DUPLICATE_REFUND / DUPLICATE_TRANSACTION). One exception: a
 * win or refund whose bet we have not received yet (BET_NOT_FOUND, REFUND_INVALID bet_not_found)
 * is not kept under its id, so that the provider's retry after the bet is applied.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { parseReais } from '../../domain/money.ts';
import { isoInstant } from '../../http/validate.ts';

export const SEAMLESS_SIGNATURE_HEADER = 'palpite-signature';

export const ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'refund', 'freespins/create', 'freespins/cancel'] as const;
export type SeamlessAction = (typeof ACTIONS)[number];

/** Error codes (spec §8 "Casino wallet" and the protocol's own). */
export const ERROR_CODES = {
  INVALID_SIGNATURE: 'seamless.errors.invalidSignature',
  EXPIRED_TIMESTAMP: 'seamless.errors.expiredTimestamp',
  INVALID_REQUEST: 'seamless.errors.invalidRequest',
  INVALID_TOKEN: 'seamless.errors.invalidToken',
  USER_NOT_FOUND: 'seamless.errors.userNotFound',
  PLAYER_BLOCKED: 'seamless.errors.playerBlocked',
  RESPONSIBLE_GAMBLING_LIMIT: 'seamless.errors.responsibleGamblingLimit',
  GAME_NOT_FOUND: 'seamless.errors.gameNotFound',
  INSUFFICIENT_FUNDS: 'seamless.errors.insufficientFunds',
  DUPLICATE_TRANSACTION: 'seamless.errors.duplicateTransaction',
  DUPLICATE_WIN: 'seamless.errors.duplicateWin',
  DUPLICATE_REFUND: 'seamless.errors.duplicateRefund',
  BET_NOT_FOUND: 'seamless.errors.betNotFound',
  ROUND_CLOSED: 'seamless.errors.roundClosed',
  TRANSACTION_ROLLED_BACK: 'seamless.errors.transactionRolledBack',
  ROLLBACK_SKIPPED: 'seamless.errors.rollbackSkipped',
  REFUND_INVALID: 'seamless.errors.refundInvalid',
  INVALID_REFUND_AMOUNT: 'seamless.errors.invalidRefundAmount',
  FREESPINS_CREATE_FAILED: 'seamless.errors.freeSpinsCreateFailed',
  FREESPINS_CANCEL_FAILED: 'seamless.errors.freeSpinsCancelFailed',
  FREESPINS_EXCEPTION: 'seamless.errors.freeSpinsException',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

const id = z.string({ error: 'required' }).regex(/^[!-~]{1,64}$/, '1–64 visible ASCII characters');
const playerId = z.union([z.string(), z.number()], { error: 'required' }).transform((value, ctx) => {
  const text = String(value);
  if (!/^\d{1,18}$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'a player id' });
    return z.NEVER;
  }
  return BigInt(text);
});
const gameUuid = z
  .string({ error: 'required' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a game uuid')
  .transform((value) => value.toLowerCase());
/** An amount in reais ≥ 0 with at most 2 places, as centavos. */
const amount = z.union([z.string(), z.number()], { error: 'required' }).transform((value, ctx) => {
  if (value === 0 || value === '0' || value === '0.00' || value === '0.0') return 0n;
  const centavos = parseReais(value);
  if (centavos === null) {
    ctx.addIssue({ code: 'custom', message: 'an amount in reais with at most 2 places' });
    return z.NEVER;
  }
  return centavos;
});
const instant = isoInstant('an ISO 8601 instant');

/** The one currency of our wallets, named in every balance we answer. */
export const WALLET_CURRENCY = 'BRL';
/**
 * A money call's currency code, any case. BRL reads as absent, so a call in reais is the same call
 * (the same idempotency hash) whether or not it names its currency; another is kept to be refused.
 */
const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'an ISO 4217 currency code')
  .transform((code) => (code.toUpperCase() === WALLET_CURRENCY ? undefined : code.toUpperCase()))
  .optional();

export const schemas = {
  authenticate: z.object({ token: z.string({ error: 'required' }).min(10).max(200) }),
  balance: z.object({ player_id: playerId, game_uuid: gameUuid.optional() }),
  bet: z.object({
    transaction_id: id,
    player_id: playerId,
    game_uuid: gameUuid,
    round_id: id,
    amount,
    currency,
    /** Our campaign id (number) or the provider's (`external_id`) when the bet is a free spin (amount 0). */
    free_spin_campaign_id: z.union([z.string(), z.number()]).transform(String).optional(),
  }),
  win: z.object({ transaction_id: id, player_id: playerId, game_uuid: gameUuid, round_id: id, amount, currency }),
  rollback: z.object({ transaction_id: id, player_id: playerId, game_uuid: gameUuid, round_id: id.optional(), bet_transaction_id: id }),
  refund: z.object({ transaction_id: id, player_id: playerId, game_uuid: gameUuid, round_id: id.optional(), bet_transaction_id: id, amount, currency }),
  'freespins/create': z.object({
    transaction_id: id,
    campaign_id: id,
    player_id: playerId,
    game_uuid: gameUuid,
    quantity: z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'a whole number') }).int('a whole number'),
    bet_value: amount,
    currency,
    valid_from: instant,
    valid_until: instant,
  }),
  'freespins/cancel': z.object({ transaction_id: id, campaign_id: id, reason: z.string().max(500).optional() }),
} satisfies Record<SeamlessAction, z.ZodType>;

export type Request<A extends SeamlessAction> = z.output<(typeof schemas)[A]>;

/** "12.50" */
export function money(centavos: bigint): string {
  const negative = centavos < 0n;
  const abs = negative ? -centavos : centavos;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** SHA-256 of the fields that make a call what it is (everything parsed and given, canonical order). */
export function requestHash(action: SeamlessAction, request: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(request)
      // A field parsed to nothing (a currency of BRL) is as if not sent.
      .filter((key) => request[key] !== undefined)
      .sort()
      .map((key) => [
        key,
        request[key] instanceof Date ? (request[key] as Date).toISOString() : typeof request[key] === 'bigint' ? String(request[key]) : request[key],
      ]),
  );
  return createHash('sha256').update(`${action}\n${canonical}`).digest('hex');
}

export type Answer = { status: 'OK' | 'ERROR' } & Record<string, unknown>;
