/**
 * Request schemas of the casino calls (messages are keys of the `common` catalogue). Game bets
 * are in engines.ts.
 */
import { z } from 'zod';
import { amountField } from './engines.ts';
import { isoInstant, pageSize, positiveId } from '../../http/validate.ts';

const CATEGORY_ALIASES: Record<string, string> = { slot: 'slots', livecasino: 'live', tablegames: 'table', 'table-games': 'table', 'live-casino': 'live' };
const CATEGORIES = ['slots', 'live', 'roulette', 'blackjack', 'table'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.fieldInvalid' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** GET /games: the search overlay's two calls (spec §7) and the lobby's lists. */
export const gamesQuery = z.object({
  search: z.string().max(100, 'validation.fieldInvalid').optional(),
  random: flag,
  per_page: z.coerce
    .number({ error: 'validation.fieldInvalid' })
    .int('validation.fieldInvalid')
    .min(1, 'validation.fieldInvalid')
    .max(100, 'validation.fieldInvalid')
    .optional(),
  page: z.coerce
    .number({ error: 'validation.fieldInvalid' })
    .int('validation.fieldInvalid')
    .min(1, 'validation.fieldInvalid')
    .max(100_000, 'validation.fieldInvalid')
    .default(1),
  category: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : (CATEGORY_ALIASES[value.toLowerCase()] ?? value.toLowerCase())))
    .refine((value) => value === null || (CATEGORIES as readonly string[]).includes(value), 'casino.errors.categoryInvalid'),
  provider: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value.toLowerCase()))
    .refine((value) => value === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), 'validation.fieldInvalid'),
  sort: z.enum(['popular', 'new', 'name'], { error: 'validation.fieldInvalid' }).default('popular'),
});

export const gameParams = z.object({ uuid: z.string().min(1).max(80) });
export const tableParams = z.object({ id: z.string().min(1).max(80) });
export const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'casino.errors.roundNotFound') });

export const modeBody = z.object({ mode: z.enum(['real', 'demo'], { error: 'casino.errors.modeInvalid' }).default('real') });

export const dealBody = modeBody.extend({ stake: amountField() });

/** `free_spin: true`: play this spin only as a free spin (refused, never charged, when none is left). */
export const freeSpinBody = z.object({ free_spin: z.boolean({ error: 'validation.fieldInvalid' }).optional() });

/** The hand's `moves` as the player saw it: a move sent again after a lost answer is not made twice. */
const movesSeen = z
  .number({ error: 'casino.errors.movesInvalid' })
  .int('casino.errors.movesInvalid')
  .min(0, 'casino.errors.movesInvalid')
  .max(1000, 'casino.errors.movesInvalid')
  .optional();

export const actionBody = z.object({
  action: z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'], { error: 'casino.errors.actionInvalid' }),
  moves: movesSeen,
});

export const drawBody = z.object({
  held: z.array(z.boolean({ error: 'casino.errors.holdInvalid' }), { error: 'casino.errors.holdInvalid' }).length(5, 'casino.errors.holdInvalid'),
  moves: movesSeen,
});

export const limitQuery = z.object({
  limit: pageSize(50, 12),
});

export const roundsQuery = z.object({
  game: z.string().min(1).max(80).optional(),
  limit: pageSize(100, 20),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'validation.fieldInvalid')
    .optional(),
});

export const clientSeedBody = z.object({ client_seed: z.string({ error: 'casino.errors.clientSeedInvalid' }) });
export const rotateBody = z.object({ client_seed: z.string({ error: 'casino.errors.clientSeedInvalid' }).optional() }).nullish();

export const createCampaignBody = z.object({
  user_id: positiveId('casino.errors.userRequired'),
  game_uuid: z.string({ error: 'casino.errors.gameRequired' }).min(1, 'casino.errors.gameRequired').max(80),
  quantity: z
    .number({ error: 'casino.errors.quantityInvalid' })
    .int('casino.errors.quantityInvalid')
    .min(1, 'casino.errors.quantityInvalid')
    .max(10_000, 'casino.errors.quantityInvalid'),
  valid_from: isoInstant('casino.errors.dateInvalid'),
  valid_until: isoInstant('casino.errors.dateInvalid'),
  bet_value: amountField('casino.errors.betValueInvalid').optional(),
});

export const cancelCampaignBody = z.object({ reason: z.string().trim().min(1).max(500).optional() }).nullish();

export const opsCampaignsQuery = z.object({ user_id: positiveId('casino.errors.userRequired') });

export const liveBetBody = z.object({
  round_id: positiveId('casino.errors.roundRequired'),
  mode: z.enum(['real', 'demo'], { error: 'casino.errors.modeInvalid' }).default('real'),
  bets: z.array(z.unknown(), { error: 'casino.errors.betsRequired' }),
});
