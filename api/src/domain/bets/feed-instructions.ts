/**
 * What a feed's settlement instructions (domain/sports/settlement-instructions.ts) decide for one
 * bet leg, before the match's own facts are asked (pure; the settlement job reads the match's
 * instructions in `seq` order and passes them here):
 *  - `cancel` voids the leg when it names the leg's market (or 'all') and the bet was placed in
 *    its window — a postponement, or a bet accepted at a wrong price (odds-error);
 *  - `rollback-cancel` takes back an earlier cancel of the same window for the markets it names;
 *  - a `settle` listing the leg's selection decides the leg with its result, and with its
 *    dead-heat factor when that is not 1 (the winning part pays price × factor); a factor outside
 *    (0, 1] goes to ops as unknown. The feed's word stands even when the match's facts would say
 *    otherwise later: an abandoned match's `settle:abandoned` (an over already landed) must still
 *    pay once the match is Awarded, whose facts void everything, even when both arrive before a
 *    settlement pass. A later `settle` of the market replaces it, a `rollback-settlement` of the
 *    market takes it back. Except an in-play Asian handicap taken at a score other than 0-0 on a
 *    `scoreDependent` market: the outcome is for bets taken at 0-0, so the facts decide it.
 * Anything else is left to the market's rows and the match's facts (null).
 */
import type { Score } from '../odds/index.ts';
import type { SettledOutcome, SettlementInstruction } from '../sports/settlement-instructions.ts';
import { DEAD_HEAT_SCALE, type LegDecision } from './settlement.ts';

export interface InstructedLeg {
  marketKey: string;
  selectionKey: string;
  placedAtMs: number;
  /** Score when a live bet was taken (null or absent: pre-match). */
  scoreAtBet?: Score | null;
}

interface ActiveCancel {
  markets: ReadonlySet<string> | 'all';
  /** Markets of an 'all' cancel that a rollback took back. */
  except: Set<string>;
  fromMs: number;
  toMs: number;
}

/** Milliseconds since 1970 of an ISO time (the caller's clock library: domain code has none). */
export type EpochMsOf = (iso: string) => number;

function windowOf(instruction: { placedFrom?: string; placedTo?: string }, epochMsOf: EpochMsOf) {
  return {
    fromMs: instruction.placedFrom === undefined ? -Infinity : epochMsOf(instruction.placedFrom),
    toMs: instruction.placedTo === undefined ? Infinity : epochMsOf(instruction.placedTo),
  };
}

function covers(cancel: ActiveCancel, leg: InstructedLeg): boolean {
  const named = cancel.markets === 'all' ? !cancel.except.has(leg.marketKey) : cancel.markets.has(leg.marketKey);
  return named && leg.placedAtMs >= cancel.fromMs && leg.placedAtMs < cancel.toMs;
}

function rollBack(cancels: ActiveCancel[], markets: readonly string[] | 'all', window: { fromMs: number; toMs: number }): ActiveCancel[] {
  return cancels.flatMap((cancel) => {
    if (cancel.fromMs !== window.fromMs || cancel.toMs !== window.toMs) return [cancel];
    if (markets === 'all') return [];
    if (cancel.markets === 'all') {
      for (const market of markets) cancel.except.add(market);
      return [cancel];
    }
    const left = new Set([...cancel.markets].filter((market) => !markets.includes(market)));
    return left.size > 0 ? [{ ...cancel, markets: left }] : [];
  });
}

export function instructedDecision(instructions: readonly SettlementInstruction[], leg: InstructedLeg, epochMsOf: EpochMsOf): LegDecision | null {
  let cancels: ActiveCancel[] = [];
  let settled: { outcome: SettledOutcome; scoreDependent: boolean } | null = null;
  for (const instruction of instructions) {
    switch (instruction.kind) {
      case 'cancel':
        cancels.push({ markets: instruction.markets === 'all' ? 'all' : new Set(instruction.markets), except: new Set(), ...windowOf(instruction, epochMsOf) });
        break;
      case 'rollback-cancel':
        cancels = rollBack(cancels, instruction.markets, windowOf(instruction, epochMsOf));
        break;
      case 'settle': {
        const market = instruction.markets.find((entry) => entry.marketKey === leg.marketKey);
        if (!market) break;
        const outcome = market.outcomes.find((entry) => entry.selectionKey === leg.selectionKey);
        settled = outcome ? { outcome, scoreDependent: market.scoreDependent === true } : null;
        break;
      }
      case 'rollback-settlement':
        if (instruction.markets.includes(leg.marketKey)) settled = null;
        break;
    }
  }
  if (cancels.some((cancel) => covers(cancel, leg))) return { state: 'decided', result: 'void', reason: 'cancelled' };
  if (!settled) return null;
  const from = leg.scoreAtBet ?? null;
  const takenInPlay = from !== null && (from.home !== 0 || from.away !== 0);
  if (settled.scoreDependent && takenInPlay) return null;
  const { result, deadHeatFactor: factor } = settled.outcome;
  if (factor === 1) return { state: 'decided', result, reason: 'market_settled' };
  if (!(factor > 0 && factor <= 1)) return { state: 'unknown', reason: `dead-heat factor ${factor} out of range` };
  return { state: 'decided', result, reason: 'market_settled', deadHeatMillionths: Math.round(factor * DEAD_HEAT_SCALE) };
}
