import type { Round } from '../../../lib/types.ts';

/** A translation key under `recall.outcome` and its parameters: one line saying what happened. */
export interface Summary {
  key: string;
  params: Record<string, string | number>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a round's outcome was, in one line (roulette pocket, dice roll, keno hits, hand…). Pure. */
export function roundSummary(round: Pick<Round, 'game' | 'status' | 'outcome' | 'bet'>): Summary {
  const outcome = round.outcome ?? {};
  if (round.status === 'open') return { key: 'open', params: {} };
  if (round.status === 'cancelled') return { key: 'cancelled', params: {} };
  switch (round.game.game_type) {
    case 'roulette':
      if (typeof outcome.pocket === 'number') return { key: 'roulette', params: { pocket: outcome.pocket, color: String(outcome.color ?? '') } };
      break;
    case 'dice':
      if (typeof outcome.roll === 'number') return { key: 'dice', params: { roll: outcome.roll } };
      break;
    case 'keno': {
      const picks = Array.isArray(round.bet.picks) ? round.bet.picks.length : 0;
      if (Array.isArray(outcome.hits)) return { key: 'keno', params: { hits: outcome.hits.length, picks } };
      break;
    }
    case 'baccarat':
      if (typeof outcome.result === 'string') return { key: 'baccarat', params: { result: outcome.result } };
      break;
    case 'video_poker': {
      const hand = isObject(outcome) ? outcome.hand : undefined;
      if (typeof hand === 'string') return { key: 'videoPoker', params: { hand } };
      break;
    }
  }
  if (typeof outcome.multiplier === 'number')
    return outcome.multiplier > 0 ? { key: 'win', params: { multiple: outcome.multiplier } } : { key: 'noWin', params: {} };
  return { key: 'settled', params: {} };
}

export type FairnessBadge = 'verified' | 'failed' | 'hidden' | 'provider';

/** The round's fairness as a badge: the server's replay once the seed is revealed. */
export function fairnessBadge(round: Pick<Round, 'fairness'>): FairnessBadge {
  const fairness = round.fairness;
  if (!fairness) return 'provider';
  if (!fairness.revealed) return 'hidden';
  return fairness.verified ? 'verified' : 'failed';
}
