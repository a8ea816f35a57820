import { describe, expect, it } from 'vitest';
import type { Round } from '../../../lib/types.ts';
import engineRounds from '../../../lib/fair/engine-rounds.fixture.json';
import { fairnessBadge, roundSummary, stakeShown } from './round-summary.ts';

const round = (game_type: string, outcome: Record<string, unknown> | null, bet: Record<string, unknown> = {}, status: Round['status'] = 'settled') => ({
  game: { uuid: 'u', name: 'n', provider: 'p', image: '', game_type },
  status,
  outcome,
  bet,
  payout: 0,
  free_spin_campaign_id: null,
});

/** A blackjack hand as the API records it (its `outcome`), by nonce in the engine's fixture. */
const hand = (nonce: number) => engineRounds.rounds.blackjack.find((played) => played.nonce === nonce)!.outcome;
const total = (key: string, value: number) => ({ key, params: { total: value } });

describe('one line per round', () => {
  it('says the roulette pocket, the dice roll and the keno hits', () => {
    expect(roundSummary(round('roulette', { pocket: 33, color: 'black', returns: [0] }))).toEqual({ key: 'roulette', params: { pocket: 33, color: 'black' } });
    expect(roundSummary(round('dice', { roll: 34.29, win: false, multiplier: 0 }))).toEqual({ key: 'dice', params: { roll: 34.29 } });
    expect(roundSummary(round('keno', { hits: [5], drawn: [], multiplier: 0 }, { picks: [1, 2, 3, 4, 5] }))).toEqual({
      key: 'keno',
      params: { hits: 1, picks: 5 },
    });
  });

  it('says the baccarat result and the poker hand', () => {
    expect(roundSummary(round('baccarat', { result: 'banker' }))).toEqual({ key: 'baccarat', params: { result: 'banker' } });
    expect(roundSummary(round('video_poker', { hand: 'two_pair' }))).toEqual({ key: 'videoPoker', params: { hand: 'two_pair' } });
  });

  it('says a slot win by its multiple, or no win', () => {
    expect(roundSummary(round('slots', { multiplier: 0.2, coins: 10 }))).toEqual({ key: 'win', params: { multiple: 0.2 } });
    expect(roundSummary(round('slots', { multiplier: 0 }))).toEqual({ key: 'noWin', params: {} });
    expect(roundSummary(round('blackjack', null))).toEqual({ key: 'settled', params: {} });
  });

  it('says how a blackjack hand ended, with the player’s and the dealer’s totals', () => {
    const ending = (nonce: number) => roundSummary(round('blackjack', hand(nonce))).blackjack;
    expect(ending(1)).toEqual({ hands: [total('loseTotal', 17)], dealer: total('total', 20) });
    expect(ending(2)).toEqual({ hands: [total('winTotal', 13)], dealer: total('bust', 26) });
    expect(ending(57)).toEqual({ hands: [total('bustTotal', 26)], dealer: total('total', 20) });
    expect(ending(62)).toEqual({ hands: [total('loseTotal', 20)], dealer: { key: 'blackjack', params: {} } });
    const natural = { ...hand(1), hands: [{ ...hand(1).hands[0], cards: ['A-spade', 'K-heart'], total: 21, outcome: 'blackjack' }] };
    expect(roundSummary(round('blackjack', natural)).blackjack?.hands).toEqual([{ key: 'blackjack', params: {} }]);
    const tied = { ...hand(1), hands: [{ ...hand(1).hands[0], outcome: 'push', total: 20 }] };
    expect(roundSummary(round('blackjack', tied)).blackjack?.hands).toEqual([total('pushTotal', 20)]);
  });

  it('says how each hand of a split ended', () => {
    expect(roundSummary(round('blackjack', hand(120)))).toEqual({
      key: 'blackjack',
      params: {},
      blackjack: { hands: [total('winTotal', 18), total('winTotal', 21)], dealer: total('total', 17) },
    });
  });

  it('says the ending without totals when the outcome has none, and falls back when it has no ending', () => {
    const bare = { hands: [{ outcome: 'lose' }, { outcome: 'push' }], dealer: {} };
    expect(roundSummary(round('blackjack', bare)).blackjack).toEqual({
      hands: [
        { key: 'lose', params: {} },
        { key: 'push', params: {} },
      ],
      dealer: null,
    });
    expect(roundSummary(round('blackjack', { hands: [{ total: 20 }] }))).toEqual({ key: 'settled', params: {} });
  });

  it('says a free spin was one and what it won, not a multiple of its stake of 0', () => {
    const freeSpin = { ...round('slots', { multiplier: 2 }, { stake: 0.2, free_spin: true }), payout: 0.4, free_spin_campaign_id: 3 };
    expect(roundSummary(freeSpin)).toEqual({ key: 'freeSpinWin', params: { payout: 0.4 } });
    expect(roundSummary({ ...freeSpin, payout: 0, outcome: { multiplier: 0 } })).toEqual({ key: 'freeSpinNoWin', params: {} });
  });

  it('says when a round is still open or was cancelled', () => {
    expect(roundSummary(round('blackjack', { hands: [] }, {}, 'open'))).toEqual({ key: 'open', params: {} });
    expect(roundSummary(round('slots', null, {}, 'cancelled'))).toEqual({ key: 'cancelled', params: {} });
  });
});

describe('the stake shown', () => {
  it('is the amount paid, or a free spin’s campaign stake, which was not charged', () => {
    expect(stakeShown({ stake: 1.5, bet: { stake: 1.5 }, free_spin_campaign_id: null })).toEqual({ paid: 1.5 });
    expect(stakeShown({ stake: 0, bet: { stake: 0.2, free_spin: true }, free_spin_campaign_id: 3 })).toEqual({ free: 0.2 });
    expect(stakeShown({ stake: 0, bet: {}, free_spin_campaign_id: 3 })).toEqual({ free: null });
  });
});

describe('the fairness badge', () => {
  const fairness = { server_seed_hash: 'h', server_seed: null, client_seed: 'c', nonce: 0, revealed: false, verified: null };
  it('follows the reveal and the server replay', () => {
    expect(fairnessBadge({ fairness: null })).toBe('provider');
    expect(fairnessBadge({ fairness })).toBe('hidden');
    expect(fairnessBadge({ fairness: { ...fairness, server_seed: 's', revealed: true, verified: true } })).toBe('verified');
    expect(fairnessBadge({ fairness: { ...fairness, server_seed: 's', revealed: true, verified: false } })).toBe('failed');
  });
});
