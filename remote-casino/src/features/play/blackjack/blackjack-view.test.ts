import { describe, expect, it } from 'vitest';
import type { BlackjackHand } from '../api/types.ts';
import {
  blackjackResult,
  dealtStakeCentavos,
  extraStakeCentavos,
  insuranceOf,
  orderedActions,
  stakedReais,
  totalParts,
  unaffordableActions,
} from './blackjack-view.ts';

const hand = (overrides: Partial<BlackjackHand>): BlackjackHand => ({
  id: 1,
  mode: 'demo',
  status: 'settled',
  stake: 2,
  payout: 0,
  moves: 2,
  expires_at: null,
  created_at: '2026-11-22T03:45:08.726Z',
  phase: 'settled',
  hands: [{ cards: ['K-spade', 'Q-heart'], total: 20, soft: false, stake: 2, doubled: false, from_split: false, done: true, outcome: 'win', return: 4 }],
  active: 0,
  dealer: { cards: ['8-spade', '9-club'], total: 17 },
  insurance: { status: 'not_offered', stake: 0 },
  legal_actions: [],
  hint: null,
  dealer_blackjack: false,
  ...overrides,
});

describe('blackjack view', () => {
  it('orders the buttons, insurance first', () => expect(orderedActions(['split', 'stand', 'hit', 'double'])).toEqual(['hit', 'stand', 'double', 'split']));

  it('counts split hands, doubles and insurance in the stake', () => {
    const split = hand({
      hands: [
        { cards: ['8-spade', '3-heart', 'K-club'], total: 21, soft: false, stake: 4, doubled: true, from_split: true, done: true, outcome: 'win', return: 8 },
        { cards: ['8-club', '10-heart'], total: 18, soft: false, stake: 2, doubled: false, from_split: true, done: true, outcome: 'lose', return: 0 },
      ],
      insurance: { status: 'taken', stake: 1 },
      payout: 8,
    });
    expect(stakedReais(split)).toBe(7);
    expect(blackjackResult(split)).toEqual({ kind: 'win', stakeReais: 7, paidReais: 8, netReais: 1 });
  });

  it('has no result while the hand is open', () => expect(blackjackResult(hand({ status: 'open', payout: null }))).toBeNull());

  it('shows a push as its stake back', () => expect(blackjackResult(hand({ payout: 2 }))?.kind).toBe('push'));

  it('shows both counts of a soft total', () => {
    expect(totalParts(17, true)).toEqual({ hard: 7, soft: 17 });
    expect(totalParts(17, false)).toEqual({ hard: 17, soft: null });
  });

  it('prices a double or a split at the active hand’s stake and insurance at half the bet, rounded down', () => {
    const open = hand({ status: 'open', hands: [{ ...hand({}).hands[0]!, stake: 12.35 }], legal_actions: ['hit', 'stand', 'double', 'split'] });
    expect(extraStakeCentavos(open, 'double')).toBe(1235);
    expect(extraStakeCentavos(open, 'split')).toBe(1235);
    expect(extraStakeCentavos(open, 'insurance')).toBe(617);
    expect(extraStakeCentavos(open, 'hit')).toBe(0);
  });

  it('holds back only what the available centavos cannot pay, and nothing while the balance is unknown', () => {
    const open = hand({ status: 'open', hands: [{ ...hand({}).hands[0]!, stake: 12 }], legal_actions: ['hit', 'stand', 'double', 'split'] });
    expect(unaffordableActions(open, 800)).toEqual(['double', 'split']);
    expect(unaffordableActions(open, 1200)).toEqual([]);
    expect(unaffordableActions(open, null)).toEqual([]);
  });

  it('reads the dealt stake back from the first hand, a double halved', () => {
    const first = hand({}).hands[0]!;
    expect(dealtStakeCentavos(hand({ hands: [{ ...first, stake: 7.35 }] }))).toBe(735);
    expect(dealtStakeCentavos(hand({ hands: [{ ...first, stake: 14.7, doubled: true }] }))).toBe(735);
    expect(
      dealtStakeCentavos(
        hand({
          hands: [
            { ...first, stake: 10, doubled: true },
            { ...first, stake: 5 },
          ],
        }),
      ),
    ).toBe(500);
    expect(dealtStakeCentavos(hand({ hands: [] }))).toBeNull();
  });

  it('shows insurance only when taken: lost once the peek found no blackjack, paid 2 to 1 with its stake on one', () => {
    const taken = { status: 'taken', stake: 1.25 } as const;
    expect(insuranceOf(hand({ insurance: { status: 'declined', stake: 0 } }))).toBeNull();
    expect(insuranceOf(hand({ status: 'open', phase: 'player', insurance: taken }))).toEqual({ stakeReais: 1.25, outcome: 'lost', returnReais: 0 });
    expect(insuranceOf(hand({ insurance: taken, dealer_blackjack: true }))).toEqual({ stakeReais: 1.25, outcome: 'won', returnReais: 3.75 });
    expect(insuranceOf(hand({ insurance: taken, dealer_blackjack: false }))).toEqual({ stakeReais: 1.25, outcome: 'lost', returnReais: 0 });
    expect(insuranceOf(hand({ status: 'open', phase: 'insurance', insurance: taken }))?.outcome).toBeNull();
  });
});
