import { describe, expect, it } from 'vitest';
import { payingHits, readPaytable } from './paytable-view.ts';

// Shapes as `GET /games/:uuid` answers them (api/src/features/casino/view.ts).
describe('reading a paytable', () => {
  it('reads a payline slot with its scatter and free spins', () => {
    const view = readPaytable('slots', 'single', {
      unit: 'line_bet',
      lines: 20,
      pays: [{ symbol: 'queen', pays: { 3: 100, 4: 400, 5: 2000 } }, { symbol: 'broken' }],
      scatter: { unit: 'stake', pays: { 3: 2, 4: 10, 5: 50 } },
      free_spins: { trigger: '3+ scatters', award: 10, multiplier: 3, cap: 50 },
    });
    expect(view).toEqual({
      kind: 'symbols',
      unit: 'line_bet',
      lines: 20,
      ways: null,
      coinsPerStake: null,
      rows: [{ symbol: 'queen', pays: [100, 400, 2000] }],
      scatter: [2, 10, 50],
      freeSpins: { award: 10, multiplier: 3, cap: 50 },
    });
  });

  it('names the ways slot’s Q card `queen_card`, as the video slot does, not its Carnival queen', () => {
    const view = readPaytable('slots', 'single', {
      unit: 'coin_per_way',
      ways: 243,
      coins_per_stake: 50,
      pays: [
        { symbol: 'king', pays: { 3: 18, 4: 40, 5: 160 } },
        { symbol: 'queen', pays: { 3: 10, 4: 30, 5: 120 } },
      ],
    });
    expect(view.kind === 'symbols' && view.rows.map((row) => row.symbol)).toEqual(['king', 'queen_card']);
  });

  it('reads a ways slot and a classic slot', () => {
    expect(
      readPaytable('slots', 'single', { unit: 'coin_per_way', ways: 243, coins_per_stake: 50, pays: [{ symbol: 'jaguar', pays: { 3: 80, 4: 250, 5: 1000 } }] }),
    ).toMatchObject({
      kind: 'symbols',
      unit: 'coin_per_way',
      ways: 243,
      coinsPerStake: 50,
      scatter: null,
      freeSpins: null,
    });
    expect(readPaytable('slots', 'single', { unit: 'stake', pays: [{ win: 'sevens', pays: 1000 }] })).toEqual({
      kind: 'wins',
      rows: [{ win: 'sevens', pays: 1000 }],
    });
  });

  it('reads roulette with each bet type’s limits per spot and the layout’s, live too, and without them', () => {
    const table = {
      unit: 'stake',
      returns: [
        { type: 'straight', returns: 36, min_stake: 0.1, max_stake: 1000 },
        { type: 'red', returns: 2, min_stake: 0.1, max_stake: 18000 },
      ],
      max_total_stake: 50000,
      max_bets: 200,
      zero: 'single zero; outside bets lose on 0',
    };
    const view = {
      kind: 'roulette',
      rows: [
        { name: 'straight', returns: 36, min: 0.1, max: 1000 },
        { name: 'red', returns: 2, min: 0.1, max: 18000 },
      ],
      maxTotal: 50000,
      maxBets: 200,
    };
    expect(readPaytable('roulette', 'single', table)).toEqual(view);
    expect(readPaytable('roulette', 'live', table)).toEqual(view);
    expect(readPaytable('roulette', 'single', { returns: [{ type: 'straight', returns: 36 }] })).toEqual({
      kind: 'roulette',
      rows: [{ name: 'straight', returns: 36, min: null, max: null }],
      maxTotal: null,
      maxBets: null,
    });
  });

  it('reads table games', () => {
    expect(readPaytable('video_poker', 'hand', { returns: [{ hand: 'royal_flush', returns: 800 }] })).toEqual({
      kind: 'returns',
      label: 'hand',
      rows: [{ name: 'royal_flush', returns: 800 }],
    });
    expect(readPaytable('blackjack', 'hand', { returns: { blackjack: 2.5, win: 2 }, rules: ['infinite deck'] })).toEqual({
      kind: 'returns',
      label: 'hand',
      rows: [
        { name: 'blackjack', returns: 2.5 },
        { name: 'win', returns: 2 },
      ],
    });
    expect(readPaytable('baccarat', 'live', { returns: [{ spot: 'banker', returns: { player: 0, banker: 1.95, tie: 1 } }] })).toEqual({
      kind: 'baccarat',
      rows: [{ spot: 'banker', player: 0, banker: 1.95, tie: 1 }],
    });
    expect(readPaytable('keno', 'single', { drawn: 10, pool: 40, returns: [{ picks: 2, by_hits: [0, 1, 9.9] }] })).toEqual({
      kind: 'keno',
      drawn: 10,
      pool: 40,
      rows: [{ picks: 2, byHits: [0, 1, 9.9] }],
    });
    expect(readPaytable('dice', 'single', { max_return: 9900 })).toEqual({ kind: 'dice', maxReturn: 9900 });
  });

  it('reads an external provider table and refuses the unknown', () => {
    expect(readPaytable('slots', 'external', { paytable: [{ pays: 500, symbols: ['sol', 'sol', 'sol'] }] })).toEqual({
      kind: 'combos',
      rows: [{ symbols: ['sol', 'sol', 'sol'], pays: 500 }],
    });
    expect(readPaytable('slots', 'external', {})).toEqual({ kind: 'none' });
    expect(readPaytable('crash', 'single', { anything: 1 })).toEqual({ kind: 'none' });
    expect(readPaytable('dice', 'single', { max_return: 'lots' })).toEqual({ kind: 'none' });
  });

  it('lists only the keno hits that pay', () => {
    expect(payingHits([0, 0, 1.5, 3.2, 10, 500])).toEqual([
      [2, 1.5],
      [3, 3.2],
      [4, 10],
      [5, 500],
    ]);
    expect(payingHits([0, 0])).toEqual([]);
  });
});
