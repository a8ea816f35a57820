/**
 * At 200 % text the deposit's quick amounts (R$ 50, 100, 200, 500) read "R$ 50 | R$ 10 | R$ 20 |
 * R$ 5": four 72 px columns always, and "R$ 100" needs 98 px. The test's DOM lays nothing out, so the
 * rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet } from '@palpite/shared/testing';

const PX_PER_REM = 16;
const PHONE_CONTENT_PX = 375 - 2 * 16;
const AUTO_FIT_COLUMNS = /^repeat\(\s*auto-fit\s*,\s*minmax\(\s*min\(\s*100%\s*,\s*([\d.]+)rem\s*\)\s*,\s*1fr\s*\)\s*\)$/;
/** "R$ 500": six characters of about 0.6 em at the chip's var(--font-size-sm) (0.875rem). */
const WIDEST_AMOUNT_REM = 6 * 0.6 * 0.875;
/** The chip's padding either side (var(--space-2)) and border, which do not grow with the text. */
const CHIP_EDGES_PX = 2 * 8 + 2 * 1;

const form = await readStylesheet(import.meta.url, 'DepositForm.module.css');

describe('the quick amounts', () => {
  it('take as many chips a row as keep each amount whole at any text size', () => {
    const [columns = ''] = declared(form, '.quick', 'grid-template-columns');
    const trackRem = Number(AUTO_FIT_COLUMNS.exec(columns)?.[1]);
    // A track holds "R$ 500" at 100 % and at 200 % text alike: its minimum is in rem, like the text.
    expect(trackRem * PX_PER_REM).toBeGreaterThanOrEqual(WIDEST_AMOUNT_REM * PX_PER_REM + CHIP_EDGES_PX);
    expect(trackRem * 2 * PX_PER_REM).toBeGreaterThanOrEqual(WIDEST_AMOUNT_REM * 2 * PX_PER_REM + CHIP_EDGES_PX);
    // All four still share one row on a phone at 100 %.
    expect(4 * trackRem * PX_PER_REM + 3 * 8).toBeLessThanOrEqual(PHONE_CONTENT_PX);
    expect(declared(form, '.quick', 'gap')).toEqual(['var(--space-2)']);
    expect(declared(form, '.chip', 'padding')).toEqual(['0 var(--space-2)']);
  });

  it('never cut or hide an amount’s digits', () => {
    expect(declared(form, '.chip', 'white-space')).toEqual(['nowrap']);
    expect(declared(form, '.chip', 'overflow')).toEqual([]);
    expect(declared(form, '.chip', 'text-overflow')).toEqual([]);
  });
});
