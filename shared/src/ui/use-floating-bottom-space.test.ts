/**
 * What floats at the bottom of the window (the closed bet slip's button) must not cover the end of
 * the page: the footer's last line sat under it at 375 px, with no way to scroll it clear. The
 * test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '../testing/stylesheet.ts';

describe('room at the end of the page for what floats over it', () => {
  it('pads the page’s end by the space the floating control claims, as focus scrolls clear of it', async () => {
    const { base, blocks } = splitAtRules(await readStylesheet(import.meta.url, 'tokens.css'), 'media');
    expect(declared(base, 'html', 'padding-bottom')).toEqual(['var(--floating-bottom-space, 0px)']);
    // On a phone the shell already keeps the bottom bar's height free at the end of the page: only the rest is added.
    const phone = blocks.filter((block) => block.condition === '(max-width: 767.98px)');
    expect(phone.flatMap((block) => declared(block.css, 'html', 'padding-bottom'))).toEqual([
      'max(0px, calc(var(--floating-bottom-space, 0px) - var(--bottombar-height) - env(safe-area-inset-bottom)))',
    ]);
  });
});
