import type { Round } from '../../../lib/types.ts';

/** A translation key under `recall.outcome` and its parameters: one line saying what happened. */
export interface Summary {
  key: string;
  params: Record<string, string | number>;
  /** Blackjack: how each hand ended (keys under `recall.blackjack.hand`) and the dealer (under `recall.blackjack.dealer`). */
  blackjack?: { hands: Summary[]; dealer: Summary | null };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const HAND_OUTCOMES: readonly unknown[] = ['blackjack', 'win', 'push', 'lose'];

/** One hand of the API's blackjack outcome: its `outcome` (a losing hand over 21 busted) and its `total`. */
function handEnding(hand: unknown): Summary | null {
  if (!isObject(hand) || !HAND_OUTCOMES.includes(hand.outcome)) return null;
  const outcome = hand.outcome as string;
  if (outcome === 'blackjack') return { key: 'blackjack', params: {} };
  if (typeof hand.total !== 'number') return { key: outcome, params: {} };
  return { key: outcome === 'lose' && hand.total > 21 ? 'bustTotal' : `${outcome}Total`, params: { total: hand.total } };
}

/** The dealer's end: a blackjack, a bust, or the total it stood on; null when the outcome does not say. */
function dealerEnding(outcome: Json): Summary | null {
  if (outcome.dealer_blackjack === true) return { key: 'blackjack', params: {} };
  const total = isObject(outcome.dealer) ? outcome.dealer.total : undefined;
  if (typeof total !== 'number') return null;
  return { key: total > 21 ? 'bust' : 'total', params: { total } };
}

/** Each hand's ending (two after a split) and the dealer's; null unless every hand says how it ended. */
function blackjackSummary(outcome: Json): Summary | null {
  const hands = Array.isArray(outcome.hands) ? outcome.hands.map(handEnding) : [];
  if (hands.length === 0 || !hands.every((hand) => hand !== null)) return null;
  return { key: 'blackjack', params: {}, blackjack: { hands, dealer: dealerEnding(outcome) } };
}

/**
 * What a round's outcome was, in one line (roulette pocket, dice roll, keno hits, hand…). Pure. A
 * free spin says so and what it won: its stake is 0, so a multiple of it would say nothing.
 */
export function roundSummary(round: Pick<Round, 'game' | 'status' | 'outcome' | 'bet' | 'payout' | 'free_spin_campaign_id'>): Summary {
  const outcome = round.outcome ?? {};
  if (round.status === 'open') return { key: 'open', params: {} };
  if (round.status === 'cancelled') return { key: 'cancelled', params: {} };
  if (round.free_spin_campaign_id !== null) {
    const payout = round.payout ?? 0;
    return payout > 0 ? { key: 'freeSpinWin', params: { payout } } : { key: 'freeSpinNoWin', params: {} };
  }
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
    case 'blackjack': {
      const summary = blackjackSummary(outcome);
      if (summary) return summary;
      break;
    }
  }
  if (typeof outcome.multiplier === 'number')
    return outcome.multiplier > 0 ? { key: 'win', params: { multiple: outcome.multiplier } } : { key: 'noWin', params: {} };
  return { key: 'settled', params: {} };
}

/**
 * The stake a round shows: the amount paid, or for a free spin the campaign's stake it was played at
 * (in its bet; null if the bet does not say), which was not charged.
 */
export type StakeShown = { paid: number } | { free: number | null };

export function stakeShown(round: Pick<Round, 'stake' | 'bet' | 'free_spin_campaign_id'>): StakeShown {
  if (round.free_spin_campaign_id === null) return { paid: round.stake };
  return { free: typeof round.bet.stake === 'number' ? round.bet.stake : null };
}

export type FairnessBadge = 'verified' | 'failed' | 'hidden' | 'provider';

/** The round's fairness as a badge: the server's replay once the seed is revealed. */
export function fairnessBadge(round: Pick<Round, 'fairness'>): FairnessBadge {
  const fairness = round.fairness;
  if (!fairness) return 'provider';
  if (!fairness.revealed) return 'hidden';
  return fairness.verified ? 'verified' : 'failed';
}
