/**
 * The bet slip with 150-200 % text (WCAG 1.4.4). A test run empties the CSS it imports, so the
 * stylesheet is read from disk, as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

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
