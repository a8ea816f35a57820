/**
 * Settlement instructions: what the feed side hands to the settlement side (bet settlement is a
 * colleague's code). The feeds never touch bets; when a market's result is known, voided, or a
 * previous decision is taken back, they issue one of these, and settlement applies it to the bets
 * on that market. The same shape comes from every feed: the simulator and the replay issue them
 * when a match ends (from the final score, through the odds engine's own settlement functions, so
 * a market settles exactly as it was priced); the odds-feed adapter translates the feed's
 * bet_settlement / bet_cancel / rollback messages into them.
 *
 * Delivery: each instruction is stored in `sports_settlement_instructions` (id = idempotency key,
 * written in the same transaction as the match state that caused it; `consumed_at` null until
 * settlement marks it done — claim with FOR UPDATE SKIP LOCKED) and also passed to the feature's
 * optional `onSettlement` hook after commit. Apply them in `seq` order per match: a rollback
 * refers to instructions issued before it.
 *
 * Semantics (those of the unified odds feeds):
 * - `settle`: each listed selection won or lost, with a void factor (share of the stake returned:
 *   0, ½ for a quarter line's pushed half, 1 for a full push) and a dead-heat factor (the winning
 *   part pays price × factor; 1 without a dead heat). `payoutFactorOf` turns that into the return
 *   per unit staked. `result` repeats it in the words of `sports_selections.result`.
 *   Bets on a market not listed stay open. `certainty` 'live' results may still be corrected by a
 *   rollback; 'confirmed' ones are final.
 * - `cancel`: bets on the listed markets (all of the match's when 'all') are void — stake
 *   returned — when placed within [placedFrom, placedTo) (unbounded ends when absent). Used for
 *   postponed, cancelled, walkover and abandoned matches and for bets accepted at a wrong price.
 * - `rollback-settlement`: undo the previous `settle` of the listed markets (bets go back to open;
 *   money paid is taken back by reversing transfers). A later `settle` decides them again.
 * - `rollback-cancel`: undo a previous `cancel` on the listed markets in the same window.
 *
 * In-play Asian handicaps count only goals after the bet (`bet_selections.score_at_bet`): their
 * outcomes in a `settle` instruction are for bets placed at 0-0 and the market is flagged
 * `scoreDependent`; settle a bet placed at another score with `settleSelectionOn(…, scoreAtBet)`
 * and the instruction's `result` scores.
 */
import { settleBasketball, settleFootball, type BasketballSelection, type FootballSelection, type Score, type SettleOutcome } from '../odds/index.ts';
import type { FeedName, Sport } from './model.ts';

/** Same words as `sports_selections.result` and `bet_selections.result`. */
export type SettlementResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

export interface SettledOutcome {
  /** The selection's key within its market (`sports_selections.key`). */
  readonly selectionKey: string;
  readonly result: SettlementResult;
  /** Share of the stake returned as a push: 0, 0.5 or 1. */
  readonly voidFactor: number;
  /** The winning part of the stake pays price × this; 1 without a dead heat. */
  readonly deadHeatFactor: number;
}

export interface MarketSettlement {
  /** `sports_markets.key`. */
  readonly marketKey: string;
  readonly outcomes: readonly SettledOutcome[];
  /** True for in-play Asian handicaps: outcomes are for bets placed at 0-0 (see the header). */
  readonly scoreDependent?: boolean;
}

/** The scores a match's markets settle on. */
export interface MatchResultScores {
  /** Football: after 90 minutes plus stoppage (no extra time, no penalties). */
  readonly ft?: Score;
  readonly ht?: Score;
  /** Basketball: the final score, overtime included. */
  readonly final?: Score;
  /** Basketball: the four regulation quarters. */
  readonly quarters?: readonly Score[];
}

export type CancelReason = 'postponed' | 'cancelled' | 'walkover' | 'abandoned' | 'awarded' | 'feed' | 'odds-error';

interface InstructionBase {
  /** Idempotency key: the same decision always carries the same id. */
  readonly id: string;
  /** `sports_matches.id` (as text: it is a bigint). */
  readonly matchId: string;
  readonly externalId: string;
  readonly feed: FeedName;
  readonly sport: Sport;
  /** ISO time the feed issued it. */
  readonly issuedAt: string;
}

export type SettlementInstruction =
  | (InstructionBase & {
      readonly kind: 'settle';
      readonly certainty: 'live' | 'confirmed';
      /** The scores behind the outcomes, when the feed gives them. */
      readonly result: MatchResultScores | null;
      readonly markets: readonly MarketSettlement[];
    })
  | (InstructionBase & {
      readonly kind: 'cancel';
      readonly reason: CancelReason;
      readonly markets: readonly string[] | 'all';
      readonly placedFrom?: string;
      readonly placedTo?: string;
      /** The fixture that replaces a postponed one, when known (external id). */
      readonly supersededBy?: string;
    })
  | (InstructionBase & { readonly kind: 'rollback-settlement'; readonly markets: readonly string[] })
  | (InstructionBase & {
      readonly kind: 'rollback-cancel';
      readonly markets: readonly string[] | 'all';
      readonly placedFrom?: string;
      readonly placedTo?: string;
    });

export type SettlementKind = SettlementInstruction['kind'];

/** The odds engine's outcome as an instruction outcome. */
export function outcomeOf(selectionKey: string, outcome: SettleOutcome): SettledOutcome {
  switch (outcome) {
    case 'won':
      return { selectionKey, result: 'won', voidFactor: 0, deadHeatFactor: 1 };
    case 'lost':
      return { selectionKey, result: 'lost', voidFactor: 0, deadHeatFactor: 1 };
    case 'void':
      return { selectionKey, result: 'void', voidFactor: 1, deadHeatFactor: 1 };
    case 'half-won':
      return { selectionKey, result: 'half_won', voidFactor: 0.5, deadHeatFactor: 1 };
    case 'half-lost':
      return { selectionKey, result: 'half_lost', voidFactor: 0.5, deadHeatFactor: 1 };
  }
}

/** The result word for a feed's won/lost flag and void factor. */
export function resultOf(won: boolean, voidFactor: number): SettlementResult {
  if (voidFactor >= 1) return 'void';
  if (voidFactor > 0) return won ? 'half_won' : 'half_lost';
  return won ? 'won' : 'lost';
}

/**
 * What a settled selection returns per unit staked at a decimal price (stake included):
 * voidFactor × 1 + (1 − voidFactor) × (won ? price × deadHeatFactor : 0).
 */
export function payoutFactorOf(outcome: SettledOutcome, price: number): number {
  const won = outcome.result === 'won' || outcome.result === 'half_won';
  return outcome.voidFactor + (1 - outcome.voidFactor) * (won ? price * outcome.deadHeatFactor : 0);
}

/** The same in centavos for a stake in centavos and a price in hundredths, rounded down. */
export function payoutCentavosOf(outcome: SettledOutcome, priceHundredths: number, stakeCentavos: bigint): bigint {
  const voidPart = BigInt(Math.round(outcome.voidFactor * 2)); // 0, 1 or 2 halves returned
  const returned = (stakeCentavos * voidPart) / 2n;
  const won = outcome.result === 'won' || outcome.result === 'half_won';
  if (!won) return returned;
  const deadHeatMillionths = BigInt(Math.round(outcome.deadHeatFactor * 1_000_000));
  const atRisk = stakeCentavos * (2n - voidPart);
  return returned + (atRisk * BigInt(priceHundredths) * deadHeatMillionths) / (2n * 100n * 1_000_000n);
}

const PICK_1X2 = new Set(['1', 'X', '2']);
const SIDE = new Set(['home', 'away']);
const OVER_UNDER = new Set(['over', 'under']);

function num(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The odds engine's selection for a market key and selection key (null if unknown), e.g.
 * ('ft:asian-handicap:-0.25', 'away') → away +0.25. `from` is the score when an in-play Asian
 * handicap bet was placed.
 */
export function selectionFor(sport: Sport, marketKey: string, selectionKey: string, from?: Score): FootballSelection | BasketballSelection | null {
  const [period, market, lineText] = marketKey.split(':');
  const line = num(lineText);
  if (sport === 'football') {
    switch (market) {
      case 'match-result':
        if (!PICK_1X2.has(selectionKey) || (period !== 'ft' && period !== '1h')) return null;
        return { market: 'match-result', period, pick: selectionKey as '1' | 'X' | '2' };
      case 'double-chance':
        return ['1X', '12', 'X2'].includes(selectionKey) ? { market: 'double-chance', pick: selectionKey as '1X' | '12' | 'X2' } : null;
      case 'draw-no-bet':
        return SIDE.has(selectionKey) ? { market: 'draw-no-bet', pick: selectionKey as 'home' | 'away' } : null;
      case 'total':
        if (line === null || !OVER_UNDER.has(selectionKey) || (period !== 'ft' && period !== '1h')) return null;
        return { market: 'total', period, line, pick: selectionKey as 'over' | 'under' };
      case 'asian-handicap': {
        if (line === null || !SIDE.has(selectionKey)) return null;
        const scoreFrom = from && (from.home !== 0 || from.away !== 0) ? { from } : {};
        return { market: 'asian-handicap', pick: selectionKey as 'home' | 'away', line: selectionKey === 'home' ? line : -line || 0, ...scoreFrom };
      }
      case 'both-teams-to-score':
        return selectionKey === 'yes' || selectionKey === 'no' ? { market: 'both-teams-to-score', pick: selectionKey } : null;
      case 'correct-score': {
        if (selectionKey === 'other') return { market: 'correct-score', pick: 'other', grid: 4 };
        const m = /^(\d+)-(\d+)$/.exec(selectionKey);
        return m ? { market: 'correct-score', pick: { home: Number(m[1]), away: Number(m[2]) }, grid: 4 } : null;
      }
      case 'half-time-full-time': {
        const [ht, ft] = selectionKey.split('/');
        return ht && ft && PICK_1X2.has(ht) && PICK_1X2.has(ft) ? { market: 'half-time-full-time', ht: ht as '1', ft: ft as '1' } : null;
      }
      default:
        return null;
    }
  }
  const quarter = /^q([1-4])$/.exec(period ?? '');
  const q = quarter ? (Number(quarter[1]) as 1 | 2 | 3 | 4) : null;
  if (period !== 'ft' && q === null) return null;
  switch (market) {
    case 'moneyline':
      if (!SIDE.has(selectionKey)) return null;
      return q === null ? { market: 'moneyline', pick: selectionKey as 'home' } : { market: 'quarter-moneyline', quarter: q, pick: selectionKey as 'home' };
    case 'spread': {
      if (line === null || !SIDE.has(selectionKey)) return null;
      const picked = selectionKey === 'home' ? line : -line || 0;
      return q === null
        ? { market: 'spread', pick: selectionKey as 'home', line: picked }
        : { market: 'quarter-spread', quarter: q, pick: selectionKey as 'home', line: picked };
    }
    case 'points-total':
      if (line === null || !OVER_UNDER.has(selectionKey)) return null;
      return q === null
        ? { market: 'points-total', pick: selectionKey as 'over', line }
        : { market: 'quarter-total', quarter: q, pick: selectionKey as 'over', line };
    default:
      return null;
  }
}

/** Settles one selection on a match's result scores (throws on an unknown market or missing score). */
export function settleSelectionOn(sport: Sport, marketKey: string, selectionKey: string, result: MatchResultScores, scoreAtBet?: Score): SettledOutcome {
  const selection = selectionFor(sport, marketKey, selectionKey, scoreAtBet);
  if (!selection) throw new RangeError(`unknown selection ${marketKey} / ${selectionKey}`);
  if (sport === 'football')
    return outcomeOf(
      selectionKey,
      settleFootball(selection as FootballSelection, { ...(result.ft && { ft: result.ft }), ...(result.ht && { ht: result.ht }) }),
    );
  if (!result.final) throw new RangeError('a basketball settlement needs the final score');
  return outcomeOf(
    selectionKey,
    settleBasketball(selection as BasketballSelection, { final: result.final, ...(result.quarters && { quarters: result.quarters }) }),
  );
}
