/**
 * Request schemas of the bet calls. `POST /user/bet` is spec §7's payload:
 *
 *   { frontend_id, stake, bet_details: [{ fixture_id, home_team_name, away_team_name, outcome, date,
 *     handicap, bet_type, type, odd, live, elapsed, bet_time, selection_id? }], odds, potential_win,
 *     accept_odds_changes }
 *
 * Read leniently on purpose: the stake and each `odd` are checked by the acceptance checks, in
 * their order, with their own messages (a malformed odd is "invalid odds data", not a 400 on the
 * form), so here they stay `unknown`.
 */
import { z } from 'zod';
import { isPrintable } from '@palpite/shared/contract';
import { calendarDay, END_OF_SUPPORTED_TIME_MS, pageSize, wholeNumber } from '../../http/validate.ts';
import { idempotencyKeyHeader as idempotencyKeyHeaderOf } from '../../http/idempotency-key.ts';
import { parseReais } from '../../domain/money.ts';
import { priceHundredthsOf, type LegRequest, type Sport } from '../../domain/bets/index.ts';
import type { SentTexts } from './leg-texts.ts';

/**
 * The texts of a leg are checked against its selection (leg-texts.ts), never stored: a direction
 * override in a team name or an outcome is refused as unreadable before that.
 */
const shownText = (minLength: number, maxLength: number) => z.string().min(minLength).max(maxLength).refine(isPrintable, 'validation.fieldInvalid');
const shown = z.union([shownText(0, 200), z.number(), z.boolean(), z.null()]).optional();
const id = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,18}$/)]);

const betDetail = z.object({
  fixture_id: z.union([z.number(), z.string().max(40)]),
  home_team_name: shown,
  away_team_name: shown,
  outcome: z.union([shownText(1, 100), z.number()]),
  date: shown,
  handicap: shown,
  bet_type: shownText(1, 100),
  /** The sport (`football`, `basketball`): picks the match-not-found message, and must be the match's sport. */
  type: shown,
  odd: z.unknown(),
  live: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]).optional(),
  elapsed: shown,
  bet_time: shown,
  /** The selection id from GET /sports/matches/:id: the leg is booked on it, and its texts must name it (leg-texts.ts). */
  selection_id: id.nullish(),
});

export const placeBetBody = z.object({
  frontend_id: wholeNumber('validation.fieldInvalid', { min: 0, max: 1_000_000 }).optional().default(1),
  stake: z.unknown(),
  bet_details: z.array(betDetail).max(100),
  odds: z.unknown().optional(),
  potential_win: z.unknown().optional(),
  accept_odds_changes: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .default(false),
});

export type PlaceBetBody = z.output<typeof placeBetBody>;
export type BetDetail = z.output<typeof betDetail>;

/** The stake in centavos, null when it is not an amount above 0 with at most 2 decimals. */
export function stakeOf(body: unknown): bigint | null {
  if (typeof body !== 'object' || body === null) return null;
  return parseReais((body as { stake?: unknown }).stake);
}

const truthy = (value: BetDetail['live']) => value === true || value === 1 || value === '1' || value === 'true';

export interface ParsedLeg {
  request: LegRequest;
  selectionId: bigint | null;
  /** The other texts that name the pick: checked against the selection, never stored (the bet stores the server's). */
  sent: SentTexts;
}

export function legOf(detail: BetDetail): ParsedLeg {
  const fixture = String(detail.fixture_id).trim();
  const sport: Sport = typeof detail.type === 'string' && detail.type.toLowerCase().includes('basket') ? 'basketball' : 'football';
  return {
    request: {
      fixtureId: /^\d{1,18}$/.test(fixture) && BigInt(fixture) > 0n ? BigInt(fixture) : null,
      sportHint: sport,
      marketKey: detail.bet_type,
      outcome: String(detail.outcome),
      oddHundredths: priceHundredthsOf(detail.odd),
      live: truthy(detail.live),
    },
    selectionId: detail.selection_id === undefined || detail.selection_id === null ? null : BigInt(detail.selection_id),
    sent: { home_team_name: detail.home_team_name, away_team_name: detail.away_team_name, type: detail.type, handicap: detail.handicap },
  };
}

/** `Idempotency-Key` header (when sent): 1–100 visible ASCII characters. */
export const idempotencyKeyHeader = idempotencyKeyHeaderOf('bets.idempotencyKeyInvalid');

const day = calendarDay('validation.fieldInvalid').optional();

/**
 * From after To is refused as the wallet's history refuses it (`transactions.rangeInvalid` on `to`):
 * answered with no bets, it read as "you have none" for a question that names no day.
 */
export const listQuery = z
  .object({
    status: z.enum(['pending', 'won', 'lost', 'void', 'all'], { error: 'validation.fieldInvalid' }).default('all'),
    from: day,
    to: day,
    limit: pageSize(100, 20),
    cursor: z
      .string()
      .regex(/^\d{1,15}\.\d{1,18}$/, 'validation.fieldInvalid')
      .refine((cursor) => Number(cursor.split('.')[0]) < END_OF_SUPPORTED_TIME_MS, 'validation.fieldInvalid')
      .optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, { path: ['to'], message: 'transactions.rangeInvalid' });

export type ListQuery = z.output<typeof listQuery>;
