/**
 * The deposit's card fields (expiry and CVV) and its coins (USDT, BTC) sat in two columns always:
 * at 375 px with 200 % text each column was narrower than its label's words, the CVV's hint and a
 * coin's rate, and they were squeezed and cut. The test's DOM lays nothing out, so the rules that
 * keep them whole are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, minWidthRem, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const PX_PER_REM = 16;
/** The form on a 375 px phone: less the page's padding (16 px) and its card's (16 px) either side. */
const PHONE_FORM_PX = 375 - 2 * 16 - 2 * 16;
/** `--space-3` (tokens.css): the gap between the card's columns (the coins' is smaller). */
const COLUMN_GAP_PX = 12;
/** The narrowest column that holds "Validade", "kullanma" or a coin's rate whole, in rem: it grows with the text. */
const NARROWEST_COLUMN_REM = 8.5;
const TWO_COLUMNS = 'repeat(2, minmax(0, 1fr))';
const GROUPS = ['.card', '.assetGrid'] as const;

const form = splitAtRules(await readStylesheet(import.meta.url, 'DepositForm.module.css'), 'container');
const twoColumnQueries = form.blocks.filter((block) => GROUPS.every((group) => declared(block.css, group, 'grid-template-columns').includes(TWO_COLUMNS)));

/** Whether the query on the form's width `condition` holds for a form `formPx` wide with a rem of `remPx`. */
const holds = (condition: string, formPx: number, remPx: number) => formPx >= minWidthRem(condition) * remPx;

describe('the card’s fields and the coins of a deposit', () => {
  it('stack in one column unless the form is wide enough for two', () => {
    for (const group of GROUPS) expect(declared(form.base, group, 'grid-template-columns'), group).toEqual(['minmax(0, 1fr)']);
    expect(twoColumnQueries).toHaveLength(1);
  });

  it('go side by side by the form’s own width, in rem, not the window’s in px', () => {
    expect(declared(form.base, '.form', 'container')).toEqual(['deposit-form / inline-size']);
    const [query] = twoColumnQueries;
    expect(query?.name).toBe('deposit-form');
    expect(minWidthRem(query?.condition ?? '')).toBeGreaterThan(0);
  });

  it('keep each column at least a width in rem whenever there are two, at any text size', () => {
    const condition = twoColumnQueries[0]?.condition ?? '';
    const narrowestFormRem = minWidthRem(condition);
    expect((narrowestFormRem * PX_PER_REM - COLUMN_GAP_PX) / 2).toBeGreaterThanOrEqual(NARROWEST_COLUMN_REM * PX_PER_REM);
  });

  it('take two columns on a 375 px phone at 100 % text and one at 200 %', () => {
    const condition = twoColumnQueries[0]?.condition ?? '';
    expect(holds(condition, PHONE_FORM_PX, PX_PER_REM)).toBe(true);
    expect(holds(condition, PHONE_FORM_PX, 2 * PX_PER_REM)).toBe(false);
  });

  it('wrap a coin’s network or rate inside its card rather than spill out of it', () => {
    expect(declared(form.base, '.assetCard', 'min-width')).toEqual(['0']);
    expect(declared(form.base, '.assetCard', 'overflow-wrap')).toEqual(['anywhere']);
  });
});
