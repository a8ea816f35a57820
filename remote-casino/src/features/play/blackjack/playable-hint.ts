/**
 * The basic-strategy hint the player can act on (pure). The server advises from the cards alone,
 * so its advice may be a move the player cannot make here: a double or a split not allowed for this
 * hand, or held back because the balance cannot pay it. Basic strategy says what to do instead.
 */
import type { BlackjackAction, BlackjackHand } from '../api/types.ts';
import { parseCard } from '../cards/cards.ts';

type HintedHand = Pick<BlackjackHand, 'hint' | 'hands' | 'active' | 'dealer'>;

/**
 * The hint among the `enabled` moves (legal and affordable): a double not possible is a hit, except
 * on a soft 18 or more, which stands (A-7 vs 3–6 doubles, else stands); a split not possible plays
 * the pair as its total; insurance not possible is declined. Null when no fallback can be made.
 */
export function playableHint(hand: HintedHand, enabled: readonly BlackjackAction[]): BlackjackAction | null {
  const advice = hand.hint;
  if (advice === null || enabled.includes(advice)) return advice;
  const fallback = fallbackFor(advice, hand);
  return fallback !== null && enabled.includes(fallback) ? fallback : null;
}

function fallbackFor(advice: BlackjackAction, hand: HintedHand): BlackjackAction | null {
  const player = hand.hands[hand.active];
  const up = upCardValue(hand.dealer.cards[0] ?? null);
  if (advice === 'insurance') return 'no_insurance';
  if (!player) return null;
  if (advice === 'double') return player.soft && player.total >= 18 ? 'stand' : 'hit';
  if (advice === 'split' && up !== null) return hitOrStand(player.total, player.soft, up);
  return null;
}

/**
 * Basic strategy for a total (dealer stands on soft 17). Only hit or stand: a pair whose split is
 * advised never totals a doubling hand (5-5 is doubled, never split).
 */
export function hitOrStand(total: number, soft: boolean, upValue: number): 'hit' | 'stand' {
  const dealerWeak = upValue >= 2 && upValue <= 6;
  if (soft) return total >= 19 || (total === 18 && upValue <= 8) ? 'stand' : 'hit';
  if (total >= 17) return 'stand';
  if (total >= 13) return dealerWeak ? 'stand' : 'hit';
  if (total === 12) return upValue >= 4 && upValue <= 6 ? 'stand' : 'hit';
  return 'hit';
}

/** The dealer's up card as basic strategy counts it: 2–10, pictures 10, ace 11; null if unknown. */
export function upCardValue(name: string | null): number | null {
  const card = parseCard(name);
  if (!card) return null;
  if (card.rank === 'A') return 11;
  if (card.rank === 'J' || card.rank === 'Q' || card.rank === 'K') return 10;
  return Number(card.rank);
}
