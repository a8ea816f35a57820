/**
 * The settlement instructions a scripted feed (simulator, replay) issues when a match ends:
 * - Finished: every market settled on the final facts (football: the score after regular time and
 *   the half-time score; basketball: the final score and the quarters), through the odds engine's
 *   settlement, exactly as the markets were priced;
 * - Abandoned: markets already decided when play stopped (an over that has landed, a first-half
 *   market once the half is over) are settled on the score at the stop; the others are void;
 * - Postponed, Cancelled, Walkover, and Awarded without play: every market void.
 * An Awarded decision after an abandonment changes nothing more (the abandonment's instructions stand).
 */
import type { FeedName, MatchState, Sport } from './model.ts';
import { priceMatch, type Pricing } from './pricing.ts';
import { settleSelectionOn, type CancelReason, type MarketSettlement, type MatchResultScores, type SettlementInstruction } from './settlement-instructions.ts';

export interface EndedMatch {
  readonly sport: Sport;
  readonly feed: FeedName;
  readonly matchId: string;
  readonly externalId: string;
  readonly pricing: Pricing;
  /** The state before the ending event and after it. */
  readonly before: MatchState;
  readonly after: MatchState;
  /** Sim second of the ending event (for what was decided at an abandonment). */
  readonly at: number;
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
    const decided = new Set(
      priceMatch(match.pricing, match.before, match.at)
        .filter((q) => q.status === 'closed')
        .map((q) => q.key),
    );
    // Basketball quarters already played are no longer priced at all: they are decided.
    for (const market of match.markets) {
      const quarter = /^q([1-4]):/.exec(market.key);
      if (quarter && match.before.periods.length > Number(quarter[1])) decided.add(market.key);
    }
    const facts = resultScores(match.sport, match.before);
    const settled = settleAll(
      match.sport,
      match.markets.filter((m) => decided.has(m.key)),
      facts,
    );
    const voided = match.markets.filter((m) => !decided.has(m.key)).map((m) => m.key);
    return [
      ...(settled.length > 0
        ? [{ ...base, id: id('settle:abandoned'), kind: 'settle' as const, certainty: 'confirmed' as const, result: facts, markets: settled }]
        : []),
      ...(voided.length > 0 ? [{ ...base, id: id('cancel:abandoned'), kind: 'cancel' as const, reason, markets: voided }] : []),
    ];
  }
  return [{ ...base, id: id(`cancel:${reason}`), kind: 'cancel', reason, markets: 'all' }];
}
