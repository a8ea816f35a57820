/**
 * The single-step in-house games as the API speaks them: each game's bet payload (validated here,
 * amounts in reais as the player typed them), the engine call on the round's provably-fair float
 * stream, and the outcome as the client shows it (cards and symbols by name). The same parser
 * reads a stored bet back, so a round can be replayed from its seeds to verify it.
 */
import { ROULETTE_BET_TYPES } from '@palpite/shared/contract';
import { z } from 'zod';
import { type BaccaratBet, play as playBaccarat, repeatedSpot } from '../../domain/casino/baccarat/baccarat.ts';
import { diceBetFault, play as playDice, playableTargets, type DiceBet } from '../../domain/casino/dice/dice.ts';
import { cardName } from '../../domain/casino/fair/cards.ts';
import type { FloatSource } from '../../domain/casino/fair/stream.ts';
import { picksFault, play as playKeno } from '../../domain/casino/keno/keno.ts';
import { toNumber } from '../../domain/casino/math/rational.ts';
import { type RouletteBet, type RouletteSpot, layoutProblems, play as playRoulette, spotStakeRefusal } from '../../domain/casino/roulette/roulette.ts';
import { CLASSIC_SYMBOLS, play as playClassic } from '../../domain/casino/slots/classic.ts';
import { PAYLINES, VIDEO_SYMBOLS, play as playVideo, type SpinResult } from '../../domain/casino/slots/video.ts';
import { WAYS_SYMBOLS, play as playWays } from '../../domain/casino/slots/ways.ts';
import { parseReais, reaisOf } from '../../domain/money.ts';
import type { AppError } from '../../http/errors.ts';
import { casinoErrors } from './errors.ts';

export const SINGLE_ENGINES = ['slots.classic', 'slots.video', 'slots.ways', 'roulette.european', 'baccarat', 'keno', 'dice'] as const;
export type SingleEngine = (typeof SINGLE_ENGINES)[number];

export function isSingleEngine(engine: string | null): engine is SingleEngine {
  return (SINGLE_ENGINES as readonly string[]).includes(engine ?? '');
}

export type EngineBet =
  | { engine: 'slots.classic' | 'slots.video' | 'slots.ways'; stakeCentavos: number }
  | { engine: 'roulette.european'; bets: RouletteBet[] }
  | { engine: 'baccarat'; bets: BaccaratBet[] }
  | { engine: 'keno'; picks: number[]; stakeCentavos: number }
  | { engine: 'dice'; bet: DiceBet };

/** An amount in reais (number or "1,50" / "1.50" text) as centavos. */
export const amountField = (requiredKey = 'casino.errors.stakeRequired') =>
  z.union([z.string(), z.number()], { error: requiredKey }).transform((value, ctx) => {
    const centavos = parseReais(value);
    if (centavos === null || centavos > 9_000_000_000_000n) {
      ctx.addIssue({ code: 'custom', message: 'casino.errors.stakeInvalid' });
      return z.NEVER;
    }
    return Number(centavos);
  });

const rouletteBetItem = z
  .object({
    type: z.enum(ROULETTE_BET_TYPES, { error: 'casino.errors.betTypeInvalid' }),
    numbers: z.array(z.number().int().min(0).max(36), { error: 'casino.errors.betNumbersInvalid' }).min(1).max(6).optional(),
    index: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'casino.errors.betIndexInvalid' }).optional(),
    amount: amountField('casino.errors.amountRequired'),
  })
  .transform((item, ctx): RouletteBet => {
    let spot: RouletteSpot;
    if (item.type === 'dozen' || item.type === 'column') {
      if (item.index === undefined) {
        ctx.addIssue({ code: 'custom', message: 'casino.errors.betIndexInvalid', path: ['index'] });
        return z.NEVER;
      }
      spot = { type: item.type, index: item.index };
    } else if (['red', 'black', 'odd', 'even', 'low', 'high'].includes(item.type)) {
      spot = { type: item.type as 'red' };
    } else {
      if (item.numbers === undefined) {
        ctx.addIssue({ code: 'custom', message: 'casino.errors.betNumbersInvalid', path: ['numbers'] });
        return z.NEVER;
      }
      spot = { type: item.type as 'straight', numbers: item.numbers };
    }
    return { spot, stakeCentavos: item.amount };
  });

/** `bets: [{ type, numbers?, index?, amount }]` → roulette bets (the layout is checked by the engine's rules). */
export const rouletteBets = z
  .array(rouletteBetItem, { error: 'casino.errors.betsRequired' })
  .min(1, 'casino.errors.betsRequired')
  .max(200, 'casino.errors.tooManyBets');

/** `bets: [{ spot: player|banker|tie, amount }]`. */
export const baccaratBets = z
  .array(
    z
      .object({ spot: z.enum(['player', 'banker', 'tie'], { error: 'casino.errors.betSpotInvalid' }), amount: amountField('casino.errors.amountRequired') })
      .transform((item): BaccaratBet => ({ spot: item.spot, stakeCentavos: item.amount })),
    { error: 'casino.errors.betsRequired' },
  )
  .min(1, 'casino.errors.betsRequired')
  .max(3, 'casino.errors.tooManyBets');

const targetField = z.union([z.number(), z.string()], { error: 'casino.errors.targetInvalid' }).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  const hundredths = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!match || hundredths > 10_000) {
    ctx.addIssue({ code: 'custom', message: 'casino.errors.targetInvalid' });
    return z.NEVER;
  }
  return hundredths;
});

const stakeOnly = z.object({ stake: amountField() });

/** The request schema of each engine's bet (the body's fields besides `mode`). */
export function betSchema(engine: SingleEngine): z.ZodType<EngineBet> {
  switch (engine) {
    case 'slots.classic':
    case 'slots.video':
    case 'slots.ways':
      return stakeOnly.transform((body) => ({ engine, stakeCentavos: body.stake }));
    case 'roulette.european':
      return z.object({ bets: rouletteBets }).transform((body) => ({ engine, bets: body.bets }));
    case 'baccarat':
      return z.object({ bets: baccaratBets }).transform((body) => ({ engine, bets: body.bets }));
    case 'keno':
      return z
        .object({
          stake: amountField(),
          picks: z.array(z.number({ error: 'casino.errors.picksInvalid' }).int('casino.errors.picksInvalid'), { error: 'casino.errors.picksInvalid' }),
        })
        .transform((body) => ({ engine, picks: body.picks, stakeCentavos: body.stake }));
    case 'dice':
      return z
        .object({ stake: amountField(), direction: z.enum(['over', 'under'], { error: 'casino.errors.directionInvalid' }), target: targetField })
        .transform((body) => ({ engine, bet: { direction: body.direction, targetHundredths: body.target, stakeCentavos: body.stake } }));
  }
}

/** Dice faults the schema lets through, by the field they are about and its message. */
const DICE_FIELD_REFUSALS = {
  direction: () => casinoErrors.fieldInvalid('direction', 'directionInvalid'),
  target: () => casinoErrors.fieldInvalid('target', 'targetInvalid'),
  stake: () => casinoErrors.fieldInvalid('stake', 'stakeInvalid'),
} as const;

/**
 * Why the rules refuse a bet beyond its shape (layout, spots, picks, target), as the answer that
 * tells the player which rule; null when it plays. A roulette layout wrong in several ways at once
 * is the one refusal that still lists them (`invalidBet`).
 */
export function betRefusal(bet: EngineBet): AppError | null {
  switch (bet.engine) {
    case 'roulette.european': {
      const problems = layoutProblems(bet.bets);
      if (problems.length === 0) return null;
      const refusal = spotStakeRefusal(bet.bets);
      return refusal ? casinoErrors.spotStakeOutOfRange(refusal) : casinoErrors.invalidBet(problems);
    }
    case 'baccarat': {
      const spot = repeatedSpot(bet.bets);
      return spot ? casinoErrors.spotRepeated(spot) : null;
    }
    case 'keno': {
      const fault = picksFault(bet.picks);
      return fault ? casinoErrors.picksRefused(fault) : null;
    }
    case 'dice': {
      const fault = diceBetFault(bet.bet);
      if (fault === null) return null;
      return fault === 'winChance' ? casinoErrors.targetOutOfRange(bet.bet.direction, playableTargets(bet.bet.direction)) : DICE_FIELD_REFUSALS[fault]();
    }
    default:
      return null;
  }
}

export function stakeOf(bet: EngineBet): number {
  switch (bet.engine) {
    case 'roulette.european':
    case 'baccarat':
      return bet.bets.reduce((total, b) => total + b.stakeCentavos, 0);
    case 'dice':
      return bet.bet.stakeCentavos;
    default:
      return bet.stakeCentavos;
  }
}

/** A free spin plays the slot at the campaign's bet value. */
export function withStake(bet: EngineBet, stakeCentavos: number): EngineBet {
  if (bet.engine === 'slots.classic' || bet.engine === 'slots.video' || bet.engine === 'slots.ways') return { ...bet, stakeCentavos };
  throw new RangeError('only slots have free spins');
}

/** The bet as stored with the round and shown in its recall: the request's own form, amounts in reais. */
export function betView(bet: EngineBet): Record<string, unknown> {
  switch (bet.engine) {
    case 'roulette.european':
      return {
        bets: bet.bets.map(({ spot, stakeCentavos }) => ({
          type: spot.type,
          ...('numbers' in spot ? { numbers: [...spot.numbers] } : {}),
          ...('index' in spot ? { index: spot.index } : {}),
          amount: reaisOf(BigInt(stakeCentavos)),
        })),
      };
    case 'baccarat':
      return { bets: bet.bets.map((b) => ({ spot: b.spot, amount: reaisOf(BigInt(b.stakeCentavos)) })) };
    case 'keno':
      return { stake: reaisOf(BigInt(bet.stakeCentavos)), picks: [...bet.picks] };
    case 'dice':
      return { stake: reaisOf(BigInt(bet.bet.stakeCentavos)), direction: bet.bet.direction, target: bet.bet.targetHundredths / 100 };
    default:
      return { stake: reaisOf(BigInt(bet.stakeCentavos)) };
  }
}

/** Reads a stored bet back (it was written by `betView`). */
export function parseStoredBet(engine: SingleEngine, stored: unknown): EngineBet {
  return betSchema(engine).parse(stored);
}

export interface SingleResult {
  outcome: Record<string, unknown>;
  payoutCentavos: number;
}

const symbolNames = (names: readonly string[], window: readonly (readonly number[])[]) => window.map((column) => column.map((id) => names[id]!));

function videoSpin(spin: SpinResult) {
  return {
    stops: spin.stops,
    // window[reel][row] (top row first)
    window: symbolNames(VIDEO_SYMBOLS, spin.window),
    line_wins: spin.lineWins.map((win) => ({
      line: win.line + 1,
      rows: PAYLINES[win.line],
      symbol: VIDEO_SYMBOLS[win.symbol],
      count: win.count,
      line_bets: win.units,
    })),
    scatters: spin.scatters,
    multiplier: spin.multiplier,
    line_bets_won: spin.units,
  };
}

/** Plays one round of `bet` on `floats` (positioned at the start of the round's stream). */
export function playSingle(bet: EngineBet, floats: FloatSource): SingleResult {
  switch (bet.engine) {
    case 'slots.classic': {
      const outcome = playClassic(bet.stakeCentavos, floats);
      return {
        outcome: {
          stops: outcome.stops,
          // window[row][reel]: the payline is the middle row
          window: outcome.window.map((row) => row.map((id) => CLASSIC_SYMBOLS[id]!)),
          win: outcome.win,
          multiplier: toNumber(outcome.multiplier),
        },
        payoutCentavos: outcome.payoutCentavos,
      };
    }
    case 'slots.video': {
      const outcome = playVideo(bet.stakeCentavos, floats);
      return {
        outcome: {
          base_spin: videoSpin(outcome.baseSpin),
          free_spins: outcome.freeSpins.map(videoSpin),
          line_bets_won: outcome.units,
          multiplier: toNumber(outcome.multiplier),
        },
        payoutCentavos: outcome.payoutCentavos,
      };
    }
    case 'slots.ways': {
      const outcome = playWays(bet.stakeCentavos, floats);
      return {
        outcome: {
          stops: outcome.stops,
          // window[reel][row] (top row first)
          window: symbolNames(WAYS_SYMBOLS, outcome.window),
          wins: outcome.wins.map((win) => ({ symbol: WAYS_SYMBOLS[win.symbol], reels: win.reels, ways: win.ways, coins: win.coins })),
          coins: outcome.coins,
          multiplier: toNumber(outcome.multiplier),
        },
        payoutCentavos: outcome.payoutCentavos,
      };
    }
    case 'roulette.european': {
      const outcome = playRoulette(bet.bets, floats);
      return {
        outcome: { pocket: outcome.pocket, color: outcome.color, returns: outcome.returnsCentavos.map((c) => reaisOf(BigInt(c))) },
        payoutCentavos: outcome.totalReturnCentavos,
      };
    }
    case 'baccarat': {
      const outcome = playBaccarat(bet.bets, floats);
      return {
        outcome: {
          player_cards: outcome.playerCards.map(cardName),
          banker_cards: outcome.bankerCards.map(cardName),
          player_total: outcome.playerTotal,
          banker_total: outcome.bankerTotal,
          result: outcome.result,
          returns: outcome.returnsCentavos.map((c) => reaisOf(BigInt(c))),
        },
        payoutCentavos: outcome.totalReturnCentavos,
      };
    }
    case 'keno': {
      const outcome = playKeno(bet.picks, bet.stakeCentavos, floats);
      return { outcome: { drawn: outcome.drawn, hits: outcome.hits, multiplier: toNumber(outcome.multiplier) }, payoutCentavos: outcome.payoutCentavos };
    }
    case 'dice': {
      const outcome = playDice(bet.bet, floats);
      return { outcome: { roll: outcome.roll, win: outcome.win, multiplier: toNumber(outcome.multiplier) }, payoutCentavos: outcome.payoutCentavos };
    }
  }
}

/** The `npm run fair -- verify --game …` name of an engine (the README's verifier). */
export function verifierGame(engine: string): string | null {
  const names: Record<string, string> = {
    'roulette.european': 'roulette',
    dice: 'dice',
    keno: 'keno',
    baccarat: 'cards',
    blackjack: 'cards',
    'videopoker.jacks_or_better': 'videopoker',
    'slots.classic': 'slots',
    'slots.video': 'slots',
    'slots.ways': 'slots',
  };
  return names[engine] ?? null;
}
