/**
 * The player's bets at a live table at 375 px and at 200 % text: a row's round, stake and outcome
 * never run into each other; a long outcome takes a line of its own. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'LiveTable.module.css');
const { base, blocks: queries } = splitAtRules(stylesheet, 'media');
const everyRule = [base, ...queries.map((query) => query.css)];

describe('a row of the player’s bets at this table', () => {
  it('wraps, so the outcome goes under the round and the stake when the three do not fit side by side', () => {
    expect(declared(base, '.bet', 'display')).toEqual(['flex']);
    expect(declared(base, '.bet', 'flex-wrap')).toEqual(['wrap']);
    // A grid's shrinkable track collapsed under a long outcome, and the round ran into the stake.
    for (const css of everyRule) expect(declared(css, '.bet', 'grid-template-columns')).toEqual([]);
  });

  it('keeps a gap between the round and the stake, and between the lines when it wraps', () => {
    const [rowGap, columnGap] = (declared(base, '.bet', 'gap')[0] ?? '').split(/\s+/);
    expect(rowGap).toMatch(/^var\(--space-\d\)$/);
    expect(columnGap).toMatch(/^var\(--space-\d\)$/);
  });

  it('puts the outcome at the row’s end, and breaks a word too long for a 375 px line', () => {
    expect(declared(base, '.bet > strong', 'margin-inline-start')).toEqual(['auto']);
    expect(declared(base, '.bet', 'overflow-wrap')).toEqual(['anywhere']);
  });
});
