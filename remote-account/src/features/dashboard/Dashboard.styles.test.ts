/**
 * The dashboard on a 375 px phone with 200 % text. A test run empties the CSS it imports, so the
 * stylesheet is read from disk, as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'Dashboard.module.css');

/** The smallest size each `minmax()` in `columns` allows its column. */
function columnMinimums(columns: string): string[] {
  return [...columns.matchAll(/minmax\(((?:[^(),]|\([^()]*\))+),/g)].map(([, minimum = '']) => minimum.trim());
}

/** A column's minimum that still fits a card narrower than it: none, or one capped at the card's width. */
const fitsAnyCard = (minimum: string) => minimum === '0' || /^min\(\s*100%\s*,/.test(minimum);

describe('the dashboard’s grids', () => {
  it('stack the balances in one column no wider than their card when 11rem does not fit (352 px at 200 % text)', () => {
    const columns = declared(stylesheet, '.balances', 'grid-template-columns');
    expect(columns).toEqual(['repeat(auto-fit, minmax(min(100%, 11rem), 1fr))']);
  });

  it('never ask a column for more than the width its card has, at any screen width', () => {
    const { base, blocks } = splitAtRules(stylesheet, 'media');
    const grids = [base, ...blocks.map((block) => block.css)].flatMap((css) =>
      [...css.matchAll(/grid-template-columns\s*:\s*([^;}]+)/g)].map(([, columns = '']) => columns),
    );
    expect(grids.length).toBeGreaterThan(5);
    for (const columns of grids) {
      expect(
        columnMinimums(columns).filter((minimum) => !fitsAnyCard(minimum)),
        columns,
      ).toEqual([]);
    }
  });
});

describe('a balance’s amount', () => {
  it('may wrap at its space after “R$” rather than overflow its tile, and never breaks inside its figures', () => {
    expect(declared(stylesheet, '.amount', 'white-space').join(';')).not.toMatch(/nowrap|pre/);
    expect(declared(stylesheet, '.amount', 'overflow-wrap')).toEqual(['normal']);
    expect(declared(stylesheet, '.amount', 'word-break')).toEqual([]);
  });
});
