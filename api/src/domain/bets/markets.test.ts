import { describe, expect, it } from 'vitest';
import { engineSelection, marketKeyAliases, parseMarketKey, parsePick, parseSelection, selectionKeyAliases } from './markets.ts';

describe('market keys', () => {
  it.each([
    ['1x2', { kind: 'match-result', period: 'ft' }],
    ['ft:match-result', { kind: 'match-result', period: 'ft' }],
    ['ht_1x2', { kind: 'match-result', period: '1h' }],
    ['total:2.5', { kind: 'total', period: 'ft', line: 2.5 }],
    ['ft:total:2.25', { kind: 'total', period: 'ft', line: 2.25 }],
    ['ht_total:1.5', { kind: 'total', period: '1h', line: 1.5 }],
    ['ah:-0.25', { kind: 'asian-handicap', line: -0.25 }],
    ['ft:asian-handicap:+0.75', { kind: 'asian-handicap', line: 0.75 }],
    ['btts', { kind: 'both-teams-to-score' }],
    ['cs', { kind: 'correct-score', grid: 4 }],
    ['cs:5', { kind: 'correct-score', grid: 5 }],
    ['htft', { kind: 'half-time-full-time' }],
    ['dc', { kind: 'double-chance' }],
    ['dnb', { kind: 'draw-no-bet' }],
  ])('football %s', (key, expected) => {
    expect(parseMarketKey('football', key)).toEqual({ sport: 'football', ...expected });
  });

  it.each([
    ['ft:moneyline', { kind: 'moneyline', quarter: null }],
    ['ml', { kind: 'moneyline', quarter: null }],
    ['bb_spread:-4.5', { kind: 'spread', quarter: null, line: -4.5 }],
    ['ft:spread:+2', { kind: 'spread', quarter: null, line: 2 }],
    ['ft:points-total:210.5', { kind: 'points-total', quarter: null, line: 210.5 }],
    ['bb_total:210.5', { kind: 'points-total', quarter: null, line: 210.5 }],
    ['q3:spread:-1.5', { kind: 'spread', quarter: 3, line: -1.5 }],
    ['q1_moneyline', { kind: 'moneyline', quarter: 1 }],
    ['q4_total:52.5', { kind: 'points-total', quarter: 4, line: 52.5 }],
  ])('basketball %s', (key, expected) => {
    expect(parseMarketKey('basketball', key)).toEqual({ sport: 'basketball', ...expected });
  });

  it.each(['total:2.3', 'total:-1', 'ah:abc', 'moneyline', 'corners:9.5', ''])('refuses football %s', (key) => {
    expect(parseMarketKey('football', key)).toBeNull();
  });

  it('every alias of a market reads back as that market', () => {
    for (const key of ['1x2', 'ht_1x2', 'dc', 'dnb', 'total:2.5', 'ht_total:0.5', 'ah:-0.75', 'ah:1', 'btts', 'cs', 'htft']) {
      const spec = parseMarketKey('football', key)!;
      for (const alias of marketKeyAliases(spec)) expect(parseMarketKey('football', alias), alias).toEqual(spec);
    }
    for (const key of ['ml', 'spread:-3.5', 'bb_total:200.5', 'q2:moneyline', 'q2:spread:1.5', 'q2:points-total:50.5']) {
      const spec = parseMarketKey('basketball', key)!;
      for (const alias of marketKeyAliases(spec)) expect(parseMarketKey('basketball', alias), alias).toEqual(spec);
    }
  });
});

describe('outcomes', () => {
  it('reads short picks and the engine’s selection keys', () => {
    const total = parseMarketKey('football', 'total:2.5')!;
    expect(parsePick(total, 'Over')).toBe('over');
    expect(parsePick(total, 'ft:total:under:2.5')).toBe('under');
    const ah = parseMarketKey('football', 'ah:-0.75')!;
    expect(parsePick(ah, 'ft:asian-handicap:away:+0.75')).toBe('away');
    expect(parsePick(ah, 'ft:asian-handicap:away:-0.75')).toBeNull();
    expect(parsePick(parseMarketKey('football', 'cs')!, '2:1')).toBe('2-1');
    expect(parsePick(parseMarketKey('football', 'cs')!, '5-0')).toBeNull();
    expect(parsePick(parseMarketKey('football', 'htft')!, 'x1')).toBe('X/1');
    expect(parsePick(parseMarketKey('football', '1x2')!, 'draw')).toBe('X');
  });

  it('every alias of a selection reads back as that selection', () => {
    for (const [key, outcome] of [
      ['1x2', '1'],
      ['dc', '1X'],
      ['dnb', 'away'],
      ['total:2.5', 'over'],
      ['ah:-0.25', 'away'],
      ['btts', 'no'],
      ['cs', '3-1'],
      ['htft', 'X/2'],
    ] as const) {
      const spec = parseSelection('football', key, outcome)!;
      for (const alias of selectionKeyAliases(spec)) expect(parsePick(spec.market, alias), alias).toBe(spec.pick);
    }
  });

  it('maps to the engine’s selections, with the score at bet time for in-play Asian handicaps', () => {
    expect(engineSelection(parseSelection('football', 'ah:-0.25', 'away')!, { home: 1, away: 0 })).toEqual({
      sport: 'football',
      selection: { market: 'asian-handicap', pick: 'away', line: 0.25, from: { home: 1, away: 0 } },
    });
    expect(engineSelection(parseSelection('basketball', 'q2:spread:-1.5', 'away')!)).toEqual({
      sport: 'basketball',
      selection: { market: 'quarter-spread', quarter: 2, pick: 'away', line: 1.5 },
    });
  });
});
