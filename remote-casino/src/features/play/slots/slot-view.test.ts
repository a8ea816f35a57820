import { describe, expect, it } from 'vitest';
import { emptyGrid, idleGrid, slotView, type VideoSpin } from './slot-view.ts';

describe('slotView', () => {
  it('shows a classic any-bars win on the whole payline', () => {
    const view = slotView({
      window: [
        ['blank', 'blank', 'blank'],
        ['double_bar', 'single_bar', 'single_bar'],
        ['blank', 'cherry', 'blank'],
      ],
      win: 'anyBars',
      multiplier: 5,
    });
    expect(view.grid[1]).toEqual(['double_bar', 'single_bar', 'single_bar']);
    expect([...view.winning].sort()).toEqual(['1:0', '1:1', '1:2']);
    expect(view.wins).toEqual([{ kind: 'classic', win: 'anyBars', multiplier: 5 }]);
  });

  it('marks only the cherries of a cherry win', () => {
    const view = slotView({
      window: [
        ['blank', 'blank', 'blank'],
        ['cherry', 'seven', 'blank'],
        ['blank', 'blank', 'blank'],
      ],
      win: 'oneCherry',
      multiplier: 2,
    });
    expect([...view.winning]).toEqual(['1:0']);
  });

  it('has nothing to mark on a losing classic spin', () => {
    const view = slotView({
      window: [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
        ['g', 'h', 'i'],
      ],
      win: null,
      multiplier: 0,
    });
    expect(view.winning.size).toBe(0);
    expect(view.wins).toEqual([]);
  });

  const spin = (overrides: Partial<VideoSpin>): VideoSpin => ({
    // window[reel][row]
    window: [
      ['queen', 'jack', 'drum'],
      ['king', 'jack', 'scatter'],
      ['ace', 'wild', 'queen'],
      ['scatter', 'jack', 'ace'],
      ['jack', 'mask', 'scatter'],
    ],
    line_wins: [],
    scatters: 3,
    multiplier: 1,
    line_bets_won: 0,
    ...overrides,
  });

  it('turns the video slot reel by reel into rows and marks line wins and scatters', () => {
    const view = slotView({
      base_spin: spin({ line_wins: [{ line: 1, rows: [1, 1, 1, 1, 1], symbol: 'jack', count: 4, line_bets: 20 }] }),
      free_spins: [spin({ line_bets_won: 30, multiplier: 3 }), spin({ line_bets_won: 0, multiplier: 3 })],
      line_bets_won: 90,
      multiplier: 4.5,
    });
    expect(view.grid[0]).toEqual(['queen', 'king', 'ace', 'scatter', 'jack']);
    expect(view.grid[1]).toEqual(['jack', 'jack', 'wild', 'jack', 'mask']);
    expect(view.winning.has('1:0') && view.winning.has('1:3')).toBe(true);
    expect(view.winning.has('1:4')).toBe(false);
    expect(view.winning.has('0:3') && view.winning.has('2:1') && view.winning.has('2:4')).toBe(true);
    expect(view.wins).toEqual([
      { kind: 'line', line: 1, symbol: 'jack', count: 4, lineBets: 20 },
      { kind: 'scatter', count: 3 },
    ]);
    expect(view.featureSpins).toBe(2);
    expect(view.featureLineBets).toBe(30);
    expect(view.multiplier).toBe(4.5);
  });

  it('marks a ways win on the symbol and the wilds of its reels', () => {
    const view = slotView({
      window: [
        ['jaguar', 'ace', 'ten'],
        ['wild', 'jaguar', 'king'],
        ['queen', 'jaguar', 'king'],
        ['jack', 'king', 'macaw'],
        ['king', 'macaw', 'ten'],
      ],
      wins: [{ symbol: 'jaguar', reels: 3, ways: 2, coins: 160 }],
      coins: 160,
      multiplier: 3.2,
    });
    expect([...view.winning].sort()).toEqual(['0:0', '0:1', '1:1', '1:2']);
    expect(view.wins).toEqual([{ kind: 'ways', symbol: 'jaguar', reels: 3, ways: 2, coins: 160 }]);
  });

  it('reads the ways slot’s `queen` as its Q card, not the Carnival queen of the video slot', () => {
    const view = slotView({
      window: [
        ['queen', 'ace', 'ten'],
        ['wild', 'queen', 'king'],
        ['queen', 'jaguar', 'king'],
        ['jack', 'king', 'macaw'],
        ['king', 'macaw', 'ten'],
      ],
      wins: [{ symbol: 'queen', reels: 3, ways: 2, coins: 20 }],
      coins: 20,
      multiplier: 0.4,
    });
    expect(view.grid[0]).toEqual(['queen_card', 'wild', 'queen_card', 'jack', 'king']);
    expect(view.grid.flat()).not.toContain('queen');
    expect(view.wins).toEqual([{ kind: 'ways', symbol: 'queen_card', reels: 3, ways: 2, coins: 20 }]);
    expect([...view.winning].sort()).toEqual(['0:0', '0:1', '0:2', '1:1']);
  });
});

describe('emptyGrid', () => {
  it('takes the size from the paytable', () =>
    expect(emptyGrid({ reels: 3, rows: 3 })).toEqual([
      ['', '', ''],
      ['', '', ''],
      ['', '', ''],
    ]));
  it('defaults to 5×3', () => expect(emptyGrid({})[0]).toHaveLength(5));
});

describe('idleGrid', () => {
  const pays = (symbols: string[]) => symbols.map((symbol) => ({ symbol, pays: { '3': 10, '4': 20, '5': 50 } }));
  const video = { reels: 5, rows: 3, lines: 20, pays: pays(['queen', 'mask', 'drum', 'feather', 'ace', 'king', 'queen_card', 'jack', 'ten']) };
  const symbolsOfReel = (grid: string[][], reel: number) => new Set(grid.map((row) => row[reel]!));

  it('shows the paid symbols of a video or ways slot, the first three reels sharing none (nothing can pay)', () => {
    const grid = idleGrid(video);
    expect(grid).toHaveLength(3);
    expect(grid.every((row) => row.length === 5 && row.every((symbol) => video.pays.some((pay) => pay.symbol === symbol)))).toBe(true);
    const [first, second, third] = [0, 1, 2].map((reel) => symbolsOfReel(grid, reel));
    for (const symbol of first!) expect(second!.has(symbol) || third!.has(symbol)).toBe(false);
    for (const symbol of second!) expect(third!.has(symbol)).toBe(false);
    expect(grid.flat()).not.toContain('wild');
    expect(grid.flat()).not.toContain('scatter');
  });

  it('shows the classic slot with nothing on its payline that pays: no cherry, no three bars, no three sevens', () => {
    const grid = idleGrid({ reels: 3, rows: 3, lines: 1, pays: [{ win: 'sevens', pays: 1000 }] });
    const payline = grid[1]!;
    expect(payline).not.toContain('cherry');
    expect(payline.every((symbol) => symbol.endsWith('_bar'))).toBe(false);
    expect(payline.every((symbol) => symbol === 'seven')).toBe(false);
    expect(grid.flat().every((symbol) => symbol !== '')).toBe(true);
  });

  it('shows the ways slot’s Q card at rest as the card', () => {
    const ways = {
      unit: 'coin_per_way',
      reels: 5,
      rows: 3,
      ways: 243,
      pays: pays(['jaguar', 'toucan', 'macaw', 'frog', 'ace', 'king', 'queen', 'jack', 'ten']),
    };
    expect(idleGrid(ways).flat()).toContain('queen_card');
    expect(idleGrid(ways).flat()).not.toContain('queen');
    expect(idleGrid(video).flat()).toContain('queen');
  });

  it('keeps the empty grid when the paytable has too few symbols to lay out without a win', () => {
    expect(idleGrid({ reels: 5, rows: 3, pays: pays(['a', 'b', 'c', 'd']) })).toEqual(emptyGrid({ reels: 5, rows: 3 }));
  });
});
