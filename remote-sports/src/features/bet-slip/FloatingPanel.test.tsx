import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dockedPanelWidthAtom, palpiteStore } from '@palpite/shared';
import { resetSlipState } from '../../lib/bet-slip/slip-state.ts';
import { renderSports } from '../../testing/sports-testing.tsx';
import { FloatingPanel } from './FloatingPanel.tsx';
import { PANEL_WIDTH } from './slip-geometry.ts';

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
});
