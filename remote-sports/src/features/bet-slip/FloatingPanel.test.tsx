import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dockedPanelWidthAtom, palpiteStore } from '@palpite/shared';
import { resetSlipState } from '../../lib/bet-slip/slip-state.ts';
import { fakeResizeObserverPerTest } from '../../testing/fake-resize-observer.ts';
import { renderSports } from '../../testing/sports-testing.tsx';
import { FloatingPanel } from './FloatingPanel.tsx';
import { PANEL_BOTTOM_GAP, PANEL_WIDTH, panelMinHeight } from './slip-geometry.ts';

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const initialWidth = window.innerWidth;
beforeEach(() => resetSlipState());
afterEach(() => setWindowWidth(initialWidth));

describe('the desktop slip panel', () => {
  it('docks untouched on a wide window, floats once the player moves it, and gives the room back when it closes', async () => {
    setWindowWidth(1440);
    const view = await renderSports(<FloatingPanel onClose={() => undefined}>slip</FloatingPanel>);
    expect(palpiteStore.get(dockedPanelWidthAtom)).toBe(PANEL_WIDTH + 24);
    expect(screen.getByTestId('bet-slip')).toHaveStyle({ left: `${1440 - PANEL_WIDTH - 24}px` });

    screen.getByRole('button', { name: 'Move bet slip (arrow keys)' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('bet-slip')).toHaveStyle({ left: `${1440 - PANEL_WIDTH - 24 - 24}px` });
    expect(palpiteStore.get(dockedPanelWidthAtom)).toBe(0);

    view.unmount();
    expect(palpiteStore.get(dockedPanelWidthAtom)).toBe(0);
  });

  it('floats over the page on a window too narrow to share, and docks when the window grows', async () => {
    setWindowWidth(1100);
    const view = await renderSports(<FloatingPanel onClose={() => undefined}>slip</FloatingPanel>);
    expect(palpiteStore.get(dockedPanelWidthAtom)).toBe(0);
    setWindowWidth(1600);
    window.dispatchEvent(new Event('resize'));
    await screen.findByTestId('bet-slip');
    await expect.poll(() => palpiteStore.get(dockedPanelWidthAtom)).toBe(PANEL_WIDTH + 24);
    // The untouched panel follows the right edge into the room kept for it.
    expect(screen.getByTestId('bet-slip')).toHaveStyle({ left: `${1600 - PANEL_WIDTH - 24}px` });
    view.unmount();
    expect(palpiteStore.get(dockedPanelWidthAtom)).toBe(0);
  });

  describe('when the text size changes', () => {
    const { reportResize } = fakeResizeObserverPerTest();
    const initialHeight = window.innerHeight;
    beforeEach(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
    });
    afterEach(() => {
      document.documentElement.style.fontSize = '';
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: initialHeight });
    });

    it('moves a panel dragged to the bottom up, so its footer grown with the text stays on screen', async () => {
      setWindowWidth(1440);
      await renderSports(<FloatingPanel onClose={() => undefined}>slip</FloatingPanel>);
      screen.getByRole('button', { name: 'Move bet slip (arrow keys)' }).focus();
      await userEvent.keyboard('{ArrowDown>40/}');
      const lowestTop = 900 - panelMinHeight(16) - PANEL_BOTTOM_GAP;
      expect(screen.getByTestId('bet-slip')).toHaveStyle({ top: `${lowestTop}px` });

      // 200 % text, the window unchanged: no resize event, only the root font size moves.
      document.documentElement.style.fontSize = '32px';
      reportResize();
      expect(screen.getByTestId('bet-slip')).toHaveStyle({ top: `${900 - panelMinHeight(32) - PANEL_BOTTOM_GAP}px` });
    });
  });
});
