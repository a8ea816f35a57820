/**
 * What floats at the bottom of the window (the closed bet slip's button) must not cover the end of
 * the page: the footer's last line sat under it at 375 px, with no way to scroll it clear. The
 * test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { declared, readStylesheet, splitAtRules } from '../testing/stylesheet.ts';
import { FLOATING_BOTTOM_SPACE, useFloatingBottomSpace } from './use-floating-bottom-space.ts';

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

describe('useFloatingBottomSpace', () => {
  it('follows the floating control when a bar it sits on grows, though the control itself keeps its size', async () => {
    const button = document.createElement('button');
    let topPx = window.innerHeight - 120;
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: topPx, width: 56, height: 56 });
    const root = document.documentElement;
    const { unmount } = renderHook(() => useFloatingBottomSpace(button));
    expect(root.style.getPropertyValue(FLOATING_BOTTOM_SPACE)).toBe('128px');

    // The bottom bar's labels took a second line (200 % text, another language): the shell publishes its height.
    topPx -= 21;
    root.style.setProperty('--bottombar-height', '85px');
    await waitFor(() => expect(root.style.getPropertyValue(FLOATING_BOTTOM_SPACE)).toBe('149px'));

    unmount();
    root.style.removeProperty('--bottombar-height');
    expect(root.style.getPropertyValue(FLOATING_BOTTOM_SPACE)).toBe('');
  });
});
