/**
 * Where one stored leg stands now: the feed's instructions for its match first
 * (domain/bets/feed-instructions.ts), then its recorded result (when kept), then the match's
 * facts and its market's rows (domain/bets/settlement.ts `decideLeg`). The settlement pass keeps
 * recorded results; the rollback step asks without them, to see whether a decision would change.
 */
import { decideLeg, instructedDecision, parseSelection, type LegDecision, type MatchResultFacts, type SettlementRules } from '../../domain/bets/index.ts';
import type { Score } from '../../domain/odds/index.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import type { BetSelectionRow } from './repo.ts';

function scoreList(value: unknown): Score[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: unknown) => {
    if (Array.isArray(entry)) return { home: Number(entry[0] ?? 0), away: Number(entry[1] ?? 0) };
    const object = (entry ?? {}) as { home?: unknown; away?: unknown };
    return { home: Number(object.home ?? 0), away: Number(object.away ?? 0) };
  });
}

function matchFacts(row: BetSelectionRow): MatchResultFacts {
  return {
    status: row.match_status,
    home: row.home_score,
    away: row.away_score,
    ht: row.ht_home_score === null || row.ht_away_score === null ? null : { home: row.ht_home_score, away: row.ht_away_score },
    periods: scoreList(row.periods),
    statusSinceMs: row.match_status_since.getTime(),
  };
}

export function legDecision(
  leg: BetSelectionRow,
  instructions: readonly SettlementInstruction[],
  context: { nowMs: number; rules: SettlementRules; recorded: 'keep' | 'ignore' },
): LegDecision {
  const scoreAtBet = leg.score_at_bet ? { home: Number(leg.score_at_bet.home), away: Number(leg.score_at_bet.away) } : null;
  const instructed = instructedDecision(
    instructions,
    { marketKey: leg.market_key, selectionKey: leg.selection_key, placedAtMs: leg.placed_at.getTime(), scoreAtBet },
    Date.parse,
  );
  if (instructed) return instructed;
  // A leg decided once stays decided: a match abandoned at 3-0 that is later Awarded must not
  // turn the over 2.5 it already won into a void while the accumulator waits for its other legs.
  // Unless the feed took back the settlement of its market: then what stands is the market as it
  // is now (reopened, or settled again), also before the rollback step got to this bet.
  const rolledBack = instructions.some((instruction) => instruction.kind === 'rollback-settlement' && instruction.markets.includes(leg.market_key));
  if (context.recorded === 'keep' && leg.result !== null && !rolledBack) {
    // With its dead-heat factor: the winning part of a dead heat pays price × factor, kept or not.
    const deadHeat = leg.dead_heat_millionths === null ? {} : { deadHeatMillionths: leg.dead_heat_millionths };
    return { state: 'decided', result: leg.result, reason: 'recorded', ...deadHeat };
  }
  return decideLeg(
    {
      spec: parseSelection(leg.sport, leg.market_key, leg.selection_key),
      scoreAtBet,
      marketStatus: leg.market_status ?? 'closed',
      selectionResult: leg.selection_result,
    },
    matchFacts(leg),
    context.nowMs,
    context.rules,
  );
}
