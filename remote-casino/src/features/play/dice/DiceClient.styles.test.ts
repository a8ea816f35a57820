/**
 * The dice facts (target, chance, payout) at 200 % text on a 720–1280 px window: their tracks may
 * shrink and the row wraps, so no word runs out of its box. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, minWidthRem, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'DiceClient.module.css');
const { base, blocks: queries } = splitAtRules(stylesheet, 'container');

const allColumns = [base, ...queries.map((query) => query.css)].flatMap((css) => [
  ...declared(css, '.facts', 'grid-template-columns'),
  ...declared(css, '.controls', 'grid-template-columns'),
]);

describe('the dice facts at 200 % text', () => {
  it('are laid out by the stage’s own width in rem, which grows with the text, not by the window’s', () => {
    expect(declared(base, '.client', 'container-type')).toContain('inline-size');
    expect(stylesheet).not.toContain('@media');
    for (const query of queries) {
      // Unnamed: each query measures the nearest container, the client's own box.
      expect(query.name).toBe('');
      expect(minWidthRem(query.condition)).not.toBeNaN();
    }
  });

  it('give every track a minimum it can shrink to, so the row never grows wider than the stage', () => {
    expect(allColumns.length).toBeGreaterThan(0);
    for (const columns of allColumns) {
      // A bare `1fr` or a px track keeps its content's width; `minmax(0, …)` and `min(100%, …)` give way.
      const left = columns.replace(/minmax\(0, [\d.]+(fr|rem)\)/g, '').replace(/repeat\(auto-fit, minmax\(min\(100%, [\d.]+rem\), 1fr\)\)/g, '');
      expect(left.trim(), columns).toBe('');
    }
  });

  it('wrap to one fact a row when narrow, and go three abreast only before the wrapping row could leave a track empty', () => {
    const [, trackRem] = /^repeat\(auto-fit, minmax\(min\(100%, ([\d.]+)rem\), 1fr\)\)$/.exec(declared(base, '.facts', 'grid-template-columns')[0] ?? '') ?? [];
    const threeAbreast = queries.find((query) => declared(query.css, '.facts', 'grid-template-columns').length > 0);
    expect(threeAbreast).toBeDefined();
    expect(minWidthRem(threeAbreast!.condition)).toBeLessThanOrEqual(3 * Number(trackRem));
    expect(declared(base, '.fact', 'overflow-wrap')).toContain('anywhere');
    expect(declared(base, '.targetRow', 'flex-wrap')).toContain('wrap');
  });
});
