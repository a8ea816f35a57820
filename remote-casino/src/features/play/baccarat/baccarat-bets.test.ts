import { describe, expect, it } from 'vitest';
import { addBaccaratChip, baccaratBody, baccaratPays, baccaratTotal, NO_BACCARAT_BETS } from './baccarat-bets.ts';

describe('baccarat bets', () => {
  it('stacks chips per spot and totals them', () => {
    const bets = addBaccaratChip(addBaccaratChip(addBaccaratChip(NO_BACCARAT_BETS, 'banker', 500), 'banker', 100), 'tie', 100);
    expect(bets).toEqual({ player: 0, tie: 100, banker: 600 });
    expect(baccaratTotal(bets)).toBe(700);
  });

  it('sends one bet per spot with chips, in reais', () =>
    expect(baccaratBody({ player: 250, tie: 0, banker: 100 })).toEqual([
      { spot: 'player', amount: 2.5 },
      { spot: 'banker', amount: 1 },
    ]));
});

describe('the payouts the table shows', () => {
  it('write the banker’s 0.95 in the page’s language', () => {
    expect(baccaratPays('banker', 'pt-BR')).toBe('0,95:1');
    expect(baccaratPays('banker', 'en')).toBe('0.95:1');
    expect(baccaratPays('banker', 'tr')).toBe('0,95:1');
    expect(baccaratPays('tie', 'en')).toBe('8:1');
    expect(baccaratPays('player', 'pt-BR')).toBe('1:1');
  });
});
