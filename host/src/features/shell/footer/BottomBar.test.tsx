/**
 * The phone's bottom bar grows with the text (its labels take a second line at 200 %), so what must
 * stay clear of it (the page's end, the toasts, the bet slip's button, the focus's scroll padding)
 * follows its real height, published on the root element as the top bar publishes its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { resetShellState } from '../test-fixtures.tsx';
import { BottomBar } from './BottomBar.tsx';

const BOTTOM_BAR_HEIGHT = '--bottombar-height';

/** happy-dom lays nothing out and its ResizeObserver never reports: the test sizes the tabs and reports the change. */
const layout = { tabsHeightPx: 64, report: () => undefined as void };

beforeEach(() => {
  layout.tabsHeightPx = 64;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(report: () => void) {
        layout.report = report;
      }
      observe() {}
      unobserve() {}
      disconnect() {
        layout.report = () => undefined;
      }
    },
  );
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return new DOMRect(0, 0, 375, this.tagName === 'UL' ? layout.tabsHeightPx : 0);
  });
});

afterEach(() => {
  resetShellState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function resizeTabs(heightPx: number) {
  layout.tabsHeightPx = heightPx;
  act(() => layout.report());
}

const published = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT);

async function renderBottomBar() {
  return renderWithPlatform(<BottomBar menuOpen={false} menuId="menu" onOpenMenu={() => undefined} />, { namespaces: { shell: shellLocales } });
}

describe('the bottom bar’s height', () => {
  it('is published as its tabs’ real height, so the page keeps clear of a bar grown with the text', async () => {
    await renderBottomBar();
    expect(published()).toBe('64px');

    // 200 % text on a 375 px phone: the labels take a second line.
    resizeTabs(84.8);
    expect(published()).toBe('85px');
    resizeTabs(64);
    expect(published()).toBe('64px');
  });

  it('leaves the tokens’ height to stand while the bar is hidden (768 px and wider) and once it is gone', async () => {
    const { unmount } = await renderBottomBar();
    resizeTabs(0);
    expect(published()).toBe('');
    resizeTabs(85);
    expect(published()).toBe('85px');
    unmount();
    expect(published()).toBe('');
  });
});
