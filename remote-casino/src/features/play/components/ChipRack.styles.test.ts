/**
 * The chips at 200 % text (roulette, live roulette, baccarat): a chip grows with its label, so "0,10"
 * stays inside it, and never gets smaller than the 48 px target. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'ChipRack.module.css');

/** The root font size at 100 % and at 200 % text. */
const ROOT_FONT_PX = [16, 32];
/** The chips' touch target (WCAG 2.5.8 asks 24 px; the site keeps 48). */
const TARGET_PX = 48;
/** `--font-size-sm` (tokens.css), the label's size. */
const LABEL_FONT_REM = 0.875;
/** The widest label, "0,10": three bold digits and a comma, about 2.1 em. */
const WIDEST_LABEL_EM = 2.1;

/** The chip's side in px at a root font of `rootPx`, from `max(Npx, Mrem)`. */
function sidePx(value: string, rootPx: number): number {
  const [, px, rem] = /^max\((\d+)px, ([\d.]+)rem\)$/.exec(value) ?? [];
  return Math.max(Number(px), Number(rem) * rootPx);
}

describe('a chip at 200 % text', () => {
  const [width = ''] = declared(stylesheet, '.face', 'width');
  const [height = ''] = declared(stylesheet, '.face', 'height');
  const borderPx = Number(/^(\d+)px /.exec(declared(stylesheet, '.face', 'border')[0] ?? '')?.[1] ?? Number.NaN);

  it('is a circle sized in rem, never under the 48 px target', () => {
    expect(width).toMatch(/^max\(\d+px, [\d.]+rem\)$/);
    expect(height).toBe(width);
    for (const rootPx of ROOT_FONT_PX) expect(sidePx(width, rootPx)).toBeGreaterThanOrEqual(TARGET_PX);
  });

  it('keeps its widest label inside its border, at 100 % and at 200 % text', () => {
    expect(borderPx).not.toBeNaN();
    for (const rootPx of ROOT_FONT_PX) {
      const insidePx = sidePx(width, rootPx) - 2 * borderPx;
      expect(insidePx, `${rootPx}px text`).toBeGreaterThanOrEqual(WIDEST_LABEL_EM * LABEL_FONT_REM * rootPx);
    }
  });
});
