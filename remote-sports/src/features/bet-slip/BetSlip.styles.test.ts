/**
 * The bet slip with 150-200 % text (WCAG 1.4.4). A test run empties the CSS it imports, so the
 * stylesheet is read from disk, as written, and the widths are worked out from it.
 */
import { describe, expect, it } from 'vitest';
import { declared, minWidthRem, readStylesheet, splitAtRules } from '@palpite/shared/testing';
import { QUICK_STAKES, quickStakeLabel } from './StakeField.tsx';
import { SHEET_MIN_REM } from './slip-geometry.ts';

const stylesheet = await readStylesheet(import.meta.url, 'BetSlip.module.css');
const everyRule = [stylesheet, ...splitAtRules(stylesheet, 'container').blocks.map((block) => block.css)];

/** Every value `property` takes for `selector`, in the base rules and inside every container query. */
const everywhere = (selector: string, property: string) => everyRule.flatMap((css) => declared(css, selector, property));

describe('the stake’s label', () => {
  it('wraps onto more lines with larger text instead of losing its words to an ellipsis ("Valor da a…")', () => {
    expect(everywhere('.stakeLabel', 'white-space').join(';')).not.toMatch(/nowrap|pre/);
    expect(everywhere('.stakeLabel', 'text-overflow').join(';')).not.toMatch(/ellipsis/);
    expect(everywhere('.stakeLabel', 'overflow').join(';')).not.toMatch(/hidden|clip/);
    expect(everywhere('.stakeLabel', 'overflow-wrap')).toEqual(['anywhere']);
  });

  it('has a box that grows with it rather than a fixed height, and Place Bet beside it in a column that cannot push it out', () => {
    expect(everywhere('.stakeInput', 'height')).toEqual([]);
    expect(everywhere('.stakeInput', 'max-height')).toEqual([]);
    expect(everywhere('.stakeInput', 'overflow').join(';')).not.toMatch(/hidden|clip/);
    expect(everywhere('.placeRow', 'grid-template-columns')).toEqual(['minmax(0, 1fr) minmax(0, 1.25fr)']);
  });
});

describe('single or accumulator, and its hint (“3 selections, odds multiplied”)', () => {
  it('wraps the hint under its badge at 200 % text in the 340 px panel instead of clipping it', () => {
    expect(everywhere('.kind', 'flex-wrap')).toEqual(['wrap']);
    expect(everywhere('.kind', 'white-space').join(';')).not.toMatch(/nowrap|pre/);
    expect(everywhere('.kindHint', 'white-space').join(';')).not.toMatch(/nowrap|pre/);
    expect(everywhere('.kindHint', 'overflow-wrap')).toEqual(['anywhere']);
  });
});

describe('the quick stakes at 375 px and 200 % text', () => {
  const PHONE_PX = 375;
  /** The footer's padding either side (var(--space-3)), and the chips' gap and padding either side (var(--space-2), var(--space-1)). */
  const FOOTER_PADDING_PX = 12;
  const GAP_PX = 8;
  const CHIP_PADDING_PX = 4;
  /** The chips' text (var(--font-size-xs)) and a bold system font's widest average glyph, generously. */
  const CHIP_FONT_REM = 0.75;
  const EM_PER_CHARACTER = 0.6;
  const widestLabelRem = Math.max(...QUICK_STAKES.map((amount) => quickStakeLabel(amount).length)) * EM_PER_CHARACTER * CHIP_FONT_REM;
  /** The width one chip needs to hold its label on one line, at `pxPerRem`. */
  const chipPx = (pxPerRem: number) => widestLabelRem * pxPerRem + 2 * CHIP_PADDING_PX;
  const columnPx = (boxPx: number, columns: number) => (boxPx - (columns - 1) * GAP_PX) / columns;

  const quickQueries = splitAtRules(stylesheet, 'container').blocks.filter((block) => block.name === 'quick-stakes');
  const [fourInARow] = quickQueries.filter((block) => declared(block.css, '.quick', 'grid-template-columns').length > 0);

  it('chooses the columns by the width of their own box, in rem so that larger text asks for more room', () => {
    expect(declared(splitAtRules(stylesheet, 'container').base, '.quickStakes', 'container')).toEqual([
      expect.stringMatching(/^quick-stakes\s*\/\s*inline-size$/),
    ]);
    expect(declared(splitAtRules(stylesheet, 'container').base, '.quick', 'grid-template-columns')).toEqual(['repeat(2, minmax(0, 1fr))']);
    expect(fourInARow).toBeDefined();
    expect(declared(fourInARow!.css, '.quick', 'grid-template-columns')).toEqual(['repeat(4, minmax(0, 1fr))']);
    expect(minWidthRem(fourInARow!.condition)).toBeGreaterThan(0);
  });

  it('puts two in a row at 200 % on a 375 px phone, each holding “R$ 100” whole', () => {
    const pxPerRem = 32;
    const boxPx = PHONE_PX - 2 * FOOTER_PADDING_PX;
    expect(minWidthRem(fourInARow!.condition) * pxPerRem).toBeGreaterThan(boxPx);
    expect(columnPx(boxPx, 2)).toBeGreaterThanOrEqual(chipPx(pxPerRem));
  });

  it('puts four in a row only where each holds “R$ 100” whole, at any text size from 100 % to 200 %', () => {
    for (let pxPerRem = 16; pxPerRem <= 32; pxPerRem += 2) {
      const narrowestFourPx = minWidthRem(fourInARow!.condition) * pxPerRem;
      expect(columnPx(narrowestFourPx, 4), `${pxPerRem} px a rem`).toBeGreaterThanOrEqual(chipPx(pxPerRem));
    }
    // At the usual size, four in a row on the narrowest phone (320 px) and in the 340 px desktop panel.
    expect(minWidthRem(fourInARow!.condition) * 16).toBeLessThanOrEqual(320 - 2 * FOOTER_PADDING_PX);
  });

  it('keeps a label too wide for its pill inside it, breaking between digits rather than running out', () => {
    expect(everywhere('.chip', 'min-width')).toEqual(['0']);
    expect(everywhere('.chip', 'overflow-wrap')).toEqual(['anywhere']);
    expect(everywhere('.chip', 'white-space')).toEqual([]);
    expect(everywhere('.chip', 'overflow').join(';')).not.toMatch(/hidden|clip/);
    expect(everywhere('.chip', 'height')).toEqual([]);
  });
});

describe('the phone sheet lowered toward its minimum', () => {
  const sheetQueries = splitAtRules(stylesheet, 'container').blocks.filter((block) => block.name === 'slip-sheet');
  const maxHeightRem = (condition: string) => Number(/^\(\s*max-height\s*:\s*([\d.]+)rem\s*\)$/.exec(condition.trim())?.[1] ?? Number.NaN);

  it('tightens its layout at heights in rem, as its 12.5 rem minimum, so at 200 % text the pay bar stays pinned in view', () => {
    expect(sheetQueries.length).toBeGreaterThanOrEqual(2);
    for (const query of sheetQueries) {
      expect(maxHeightRem(query.condition), query.condition).toBeGreaterThan(SHEET_MIN_REM);
    }
    // The tightest layout, which pins the pay bar, holds at the minimum at any text size.
    const pinning = sheetQueries.filter((query) => declared(query.css, '.payBar', 'position').includes('sticky'));
    expect(pinning).toHaveLength(1);
  });
});
