/**
 * The settlement instructions a scripted feed (simulator, replay) issues when a match ends:
 * - Finished: every market settled on the final facts (football: the score after regular time and
 *   the half-time score; basketball: the final score and the quarters), through the odds engine's
 *   settlement, exactly as the markets were priced;
 * - Abandoned: each selection that play had already decided when it stopped (an over that has
 *   landed, a first-half market once the half is over, a correct score the match has gone past)
 *   is settled on the score at the stop, by the very rule bet settlement applies to an abandoned
 *   match (domain/bets/settlement.ts `decidedByPlay`), the other selections of such a market are
 *   void in the same instruction; a market with no selection decided is cancelled. Deciding per
 *   selection matters: a market is rarely decided whole (correct score at 2-0 still has its 2-0),
 *   and cancelling it would void its certain losers;
 * - Postponed, Cancelled, Walkover, and Awarded without play: every market void.
 * An Awarded decision after an abandonment changes nothing more (the abandonment's instructions stand).
 */
import { parseSelection } from '../bets/markets.ts';
import { decidedByPlay } from '../bets/settlement.ts';
import type { FeedName, MatchState, Sport } from './model.ts';
import {
  outcomeOf,
  settleSelectionOn,
  type CancelReason,
  type MarketSettlement,
  type MatchResultScores,
  type SettledOutcome,
  type SettlementInstruction,
} from './settlement-instructions.ts';

export interface EndedMatch {
  readonly sport: Sport;
  readonly feed: FeedName;
  readonly matchId: string;
  readonly externalId: string;
  /** The state before the ending event and after it. */
  readonly before: MatchState;
  readonly after: MatchState;
  readonly issuedAt: string;
  /** The match's markets and their selections' keys. */
  readonly markets: readonly { readonly key: string; readonly selections: readonly string[] }[];
}

function resultScores(sport: Sport, state: MatchState): MatchResultScores {
  if (sport === 'football') {
    const ft = state.regularScore ?? state.score;
    return { ft, ...(state.htScore ? { ht: state.htScore } : {}) };
  }
  const quarters = state.periods.slice(0, 4).map((p) => ({ home: p?.[0] ?? 0, away: p?.[1] ?? 0 }));
  return { final: state.score, ...(quarters.length > 0 ? { quarters } : {}) };
}

function settleAll(sport: Sport, markets: EndedMatch['markets'], result: MatchResultScores): MarketSettlement[] {
  const out: MarketSettlement[] = [];
  for (const market of markets) {
    try {
      const outcomes = market.selections.map((key) => settleSelectionOn(sport, market.key, key, result));
      out.push({ marketKey: market.key, outcomes, ...(market.key.startsWith('ft:asian-handicap:') ? { scoreDependent: true } : {}) });
    } catch {
      // A market the facts cannot settle (e.g. no half-time score) is left to the settlement side.
    }
  }
  return out;
}

/**
 * Splits an abandoned match's markets: those with a selection that play had decided (each
 * selection settled, or void when play had not decided it) and those with none (to cancel).
 */
function decidedAtStop(match: EndedMatch): { settled: MarketSettlement[]; voided: string[] } {
  const state = match.before;
  const score = match.sport === 'football' ? (state.regularScore ?? state.score) : state.score;
  // The facts bet settlement reads of the match row (features/bets/leg-decision.ts), from the state at the stop.
  const facts = {
    home: score.home,
    away: score.away,
    ht: state.htScore,
    periods: state.periods.map((p) => ({ home: p?.[0] ?? 0, away: p?.[1] ?? 0 })),
  };
  const settled: MarketSettlement[] = [];
  const voided: string[] = [];
  for (const market of match.markets) {
    let anyDecided = false;
    const outcomes: SettledOutcome[] = market.selections.map((key) => {
      const spec = parseSelection(match.sport, market.key, key);
      // Pre-match pick (no score at the bet): an in-play Asian handicap is never decided before the end anyway.
      const decided = spec ? decidedByPlay(spec, null, facts) : null;
      if (decided !== null) anyDecided = true;
      return outcomeOf(key, decided ?? 'void');
    });
    if (anyDecided) settled.push({ marketKey: market.key, outcomes, ...(market.key.startsWith('ft:asian-handicap:') ? { scoreDependent: true } : {}) });
    else voided.push(market.key);
  }
  return { settled, voided };
}

const REASONS: Partial<Record<MatchState['status'], CancelReason>> = {
  Postponed: 'postponed',
  Cancelled: 'cancelled',
  Walkover: 'walkover',
  Awarded: 'awarded',
  Abandoned: 'abandoned',
};

export function endOfMatchInstructions(match: EndedMatch): SettlementInstruction[] {
  const base = { matchId: match.matchId, externalId: match.externalId, feed: match.feed, sport: match.sport, issuedAt: match.issuedAt };
  const id = (suffix: string) => `${match.feed}:${match.externalId}:${suffix}`;
  const status = match.after.status;
  if (status === 'Finished') {
    const result = resultScores(match.sport, match.after);
    return [{ ...base, id: id('settle'), kind: 'settle', certainty: 'confirmed', result, markets: settleAll(match.sport, match.markets, result) }];
  }
  if (status === 'Awarded' && match.before.status === 'Abandoned') return [];
  const reason = REASONS[status];
  if (!reason) return [];
  if (status === 'Abandoned') {
    const { settled, voided } = decidedAtStop(match);
    const facts = resultScores(match.sport, match.before);
    return [
      ...(settled.length > 0
        ? [{ ...base, id: id('settle:abandoned'), kind: 'settle' as const, certainty: 'confirmed' as const, result: facts, markets: settled }]
        : []),
      ...(voided.length > 0 ? [{ ...base, id: id('cancel:abandoned'), kind: 'cancel' as const, reason, markets: voided }] : []),
    ];
  }
  return [{ ...base, id: id(`cancel:${reason}`), kind: 'cancel', reason, markets: 'all' }];
}
