/**
 * At 375 px with 200 % text the deposit and withdraw pages cut the balance ("R$ 48.765,43" showed as
 * "R$ 48.76" under the bonus card) and the method picker pushed the page 37 px sideways. The test's
 * DOM lays nothing out, so the rules that keep the text whole are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, minWidthRem, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const PX_PER_REM = 16;
/** A 375 px screen less the page's padding either side. */
const PHONE_CONTENT_PX = 375 - 2 * 16;
const AUTO_FIT_COLUMNS = /^repeat\(\s*auto-fit\s*,\s*minmax\(\s*min\(\s*100%\s*,\s*([\d.]+)rem\s*\)\s*,\s*1fr\s*\)\s*\)$/;

const balances = splitAtRules(await readStylesheet(import.meta.url, 'BalanceSummary.module.css'), 'media');
const picker = splitAtRules(await readStylesheet(import.meta.url, 'MethodPicker.module.css'), 'container');

describe('the balances at the top of the deposit and withdraw pages', () => {
  it('stack when two columns would not hold both amounts, rather than keep two columns always', () => {
    const [columns = ''] = declared(balances.base, '.summary', 'grid-template-columns');
    const trackRem = Number(AUTO_FIT_COLUMNS.exec(columns)?.[1]);
    expect(trackRem).toBeGreaterThanOrEqual(10);
    // With 200 % text (32 px a rem) two such columns do not fit a phone: one column, the whole width.
    expect(2 * trackRem * 2 * PX_PER_REM).toBeGreaterThan(PHONE_CONTENT_PX);
  });

  it('break a balance longer than its card within its digits rather than let it run under the next card', () => {
    expect(declared(balances.base, '.amount', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(balances.base, '.amount', 'white-space')).toEqual([]);
    expect(declared(balances.base, '.item', 'min-width')).toEqual(['0']);
  });

  it('wrap on wider screens too, with a minimum that grows with the text', () => {
    const wide = balances.blocks.find((block) => block.condition === '(min-width: 768px)')?.css ?? '';
    expect(declared(wide, '.summary', 'flex-wrap')).toEqual(['wrap']);
    expect(declared(wide, '.item', 'min-width')).toEqual([expect.stringMatching(/^min\(100%, [\d.]+rem\)$/)]);
  });
});

describe('the payment method picker', () => {
  it('lets a method’s card shrink to its column, so the page never scrolls sideways', () => {
    expect(declared(picker.base, '.option', 'min-width')).toEqual(['0']);
    expect(declared(picker.base, '.card', 'min-width')).toEqual(['0']);
    expect(declared(picker.base, '.text', 'min-width')).toEqual(['0']);
  });

  it('breaks a name longer than its card (“Transferência” at 200 % text) within the card', () => {
    expect(declared(picker.base, '.text', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(picker.base, '.name', 'overflow-wrap')).not.toContain('break-word');
  });

  it('gives larger text fewer, wider columns: its widths are in rem', () => {
    const columnQueries = picker.blocks.filter((block) => declared(block.css, '.grid', 'grid-template-columns').length > 0);
    expect(columnQueries.length).toBeGreaterThan(0);
    for (const { condition } of columnQueries) expect(minWidthRem(condition), condition).toBeGreaterThan(0);
    for (const { condition } of picker.blocks) expect(condition).not.toMatch(/px/);
  });
});
