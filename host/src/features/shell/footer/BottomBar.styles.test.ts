/**
 * At 200 % text on a 375 px phone the bottom bar's labels were cut with an ellipsis: the bar had the
 * tokens' fixed 64 px. It now grows with its labels (WCAG 1.4.4, 1.4.10) and keeps its one 64 px row
 * at 100 % text. The test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const { base } = splitAtRules(await readStylesheet(import.meta.url, 'BottomBar.module.css'), 'media');
const shell = splitAtRules(await readStylesheet(import.meta.url, '../Shell.module.css'), 'media');

describe('the bottom bar with larger text', () => {
  it('is at least one 64 px row and otherwise as tall as its labels', () => {
    expect(declared(base, '.items', 'min-height')).toEqual(['64px']);
    // Not the variable: it follows this row's published height, and a bar sized by it could never grow.
    expect(declared(base, '.items', 'height')).toEqual([]);
    expect(declared(base, '.items', 'max-height')).toEqual([]);
  });

  it('wraps a label too long for its tab onto a second line instead of cutting it with an ellipsis', () => {
    expect(declared(base, '.text', 'white-space')).toEqual([]);
    expect(declared(base, '.text', 'text-overflow')).toEqual([]);
    expect(declared(base, '.text', 'overflow')).toEqual([]);
    expect(declared(base, '.text', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(base, '.text', 'text-align')).toEqual(['center']);
  });

  it('keeps its icons whole beside a label on two lines', () => {
    expect(declared(base, '.item > svg', 'flex-shrink')).toEqual(['0']);
  });

  it('leaves the page’s end free by its published height on a phone', () => {
    const phone = shell.blocks.filter((block) => block.condition === '(max-width: 767.98px)');
    expect(phone.flatMap((block) => declared(block.css, '.withBottomBar .column', 'padding-bottom'))).toEqual([
      'calc(var(--bottombar-height) + env(safe-area-inset-bottom))',
    ]);
  });
});
