import { describe, expect, it } from 'vitest';
import type { Round } from '../../../lib/types.ts';
import { fairnessBadge, roundSummary } from './round-summary.ts';

const round = (game_type: string, outcome: Record<string, unknown> | null, bet: Record<string, unknown> = {}, status: Round['status'] = 'settled') => ({
  game: { uuid: 'u', name: 'n', provider: 'p', image: '', game_type },
  status,
  outcome,
  bet,
});

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

  it('says when a round is still open or was cancelled', () => {
    expect(roundSummary(round('blackjack', { hands: [] }, {}, 'open'))).toEqual({ key: 'open', params: {} });
    expect(roundSummary(round('slots', null, {}, 'cancelled'))).toEqual({ key: 'cancelled', params: {} });
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
