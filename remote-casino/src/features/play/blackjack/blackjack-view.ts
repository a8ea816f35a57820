/** What a blackjack hand shows (pure): the buttons in a steady order, what was staked and the result. */
import type { BlackjackAction, BlackjackHand } from '../api/types.ts';
import { roundResult, type RoundResult } from '../lib/result.ts';

/** Insurance is answered first; then the usual left-to-right order of a blackjack table. */
export const ACTION_ORDER: readonly BlackjackAction[] = ['insurance', 'no_insurance', 'hit', 'stand', 'double', 'split'];

export function orderedActions(legal: readonly BlackjackAction[]): BlackjackAction[] {
  return ACTION_ORDER.filter((action) => legal.includes(action));
}

/**
 * What `action` stakes on top of what the hand holds, in centavos: a double or a split the active
 * hand's stake again, insurance half the bet (rounded down, as the server does); the rest nothing.
 */
export function extraStakeCentavos(hand: Pick<BlackjackHand, 'hands' | 'active'>, action: BlackjackAction): number {
  const active = hand.hands[hand.active];
  if (!active) return 0;
  const stakeCentavos = Math.round(active.stake * 100);
  if (action === 'double' || action === 'split') return stakeCentavos;
  if (action === 'insurance') return Math.floor(stakeCentavos / 2);
  return 0;
}

/**
 * The legal actions the balance cannot pay for (`availableCentavos`: cash + bonus, or the demo
 * balance, as a deal's stake is checked); none while the balance is unknown: the server decides.
 */
export function unaffordableActions(hand: Pick<BlackjackHand, 'hands' | 'active' | 'legal_actions'>, availableCentavos: number | null): BlackjackAction[] {
  if (availableCentavos === null) return [];
  return hand.legal_actions.filter((action) => extraStakeCentavos(hand, action) > availableCentavos);
}

/**
 * The stake the hand was dealt at, in centavos (what the stake field held): the first hand's stake,
 * halved if it was doubled (a split hand starts at the dealt stake too). The hand's own `stake` is
 * everything staked, doubles, split and insurance included.
 */
export function dealtStakeCentavos(hand: Pick<BlackjackHand, 'hands'>): number | null {
  const first = hand.hands[0];
  if (!first) return null;
  const stakeCentavos = Math.round(first.stake * 100);
  return first.doubled ? stakeCentavos / 2 : stakeCentavos;
}

/** Everything the hand took: each (doubled, split) hand's stake plus the insurance, in reais. */
export function stakedReais(hand: Pick<BlackjackHand, 'hands' | 'insurance'>): number {
  const centavos = hand.hands.reduce((total, h) => total + Math.round(h.stake * 100), 0) + Math.round(hand.insurance.stake * 100);
  return centavos / 100;
}

export interface InsuranceView {
  stakeReais: number;
  /** Null until the dealer has looked for a blackjack. */
  outcome: 'won' | 'lost' | null;
  /** What it paid back (2 to 1, the stake with it); 0 when lost. */
  returnReais: number;
}

/** The insurance the player took, and once the dealer has peeked what became of it; null when not taken. */
export function insuranceOf(hand: Pick<BlackjackHand, 'insurance' | 'phase' | 'dealer_blackjack'>): InsuranceView | null {
  if (hand.insurance.status !== 'taken') return null;
  // Taking insurance makes the dealer peek at once: a blackjack there settles the hand; a hand still
  // played means there was none, so the insurance is already lost.
  const outcome = hand.phase === 'settled' ? (hand.dealer_blackjack ? 'won' : 'lost') : hand.phase === 'player' ? 'lost' : null;
  const returnCentavos = outcome === 'won' ? 3 * Math.round(hand.insurance.stake * 100) : 0;
  return { stakeReais: hand.insurance.stake, outcome, returnReais: returnCentavos / 100 };
}

/** The settled hand's result against everything staked; null while it is open. */
export function blackjackResult(hand: BlackjackHand): RoundResult | null {
  if (hand.status !== 'settled' || hand.payout === null) return null;
  return roundResult(stakedReais(hand), hand.payout);
}

/** "soft 17" or "17"; a soft total is shown as both counts ("7/17") like most tables. */
export function totalParts(total: number, soft: boolean): { hard: number; soft: number | null } {
  return soft && total <= 21 ? { hard: total - 10, soft: total } : { hard: total, soft: null };
}
