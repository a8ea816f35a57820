import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSlipState } from '../../lib/bet-slip/slip-state.ts';
import { fakeResizeObserverPerTest } from '../../testing/fake-resize-observer.ts';
import { renderSports } from '../../testing/sports-testing.tsx';
import { BottomSheet } from './BottomSheet.tsx';

/** The phone sheet over a page with a field, a field that uses Escape itself, and a modal dialog. */
async function renderSheet(onClose = vi.fn()) {
  const view = await renderSports(
    <>
      <main>
        <input aria-label="Search" />
        <input aria-label="Own Escape" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </main>
      <div role="dialog" aria-modal="true" aria-label="Warning">
        <button type="button">OK</button>
      </div>
      <BottomSheet onClose={onClose}>slip</BottomSheet>
    </>,
  );
  return { onClose, view };
}

beforeEach(() => resetSlipState());

describe('the phone slip sheet and Escape', () => {
  it('closes on Escape from inside the sheet', async () => {
    const { onClose } = await renderSheet();
    expect(screen.getByTestId('bet-slip')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape from anywhere on the page, leaving the focus there', async () => {
    const { onClose } = await renderSheet();
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(search).toHaveFocus();
    // With nothing focused, the key goes to <body>: it still closes.
    search.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves an Escape already handled, or meant for an open modal dialog, alone', async () => {
    const { onClose } = await renderSheet();
    screen.getByRole('textbox', { name: 'Own Escape' }).focus();
    await userEvent.keyboard('{Escape}');
    screen.getByRole('button', { name: 'OK' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves Escape alone while a modal dialog has made the page, sheet included, inert', async () => {
    const { onClose } = await renderSheet();
    screen.getByTestId('bet-slip').parentElement!.setAttribute('inert', '');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops listening once closed', async () => {
    const { onClose, view } = await renderSheet();
    view.unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the phone slip sheet’s least height', () => {
  const { reportResize } = fakeResizeObserverPerTest();
  const setTextSize = (fontSizePx: number) => {
    document.documentElement.style.fontSize = `${fontSizePx}px`;
  };

  const initialHeight = window.innerHeight;
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 812 });
  });
  afterEach(() => {
    document.documentElement.style.fontSize = '';
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: initialHeight });
  });

  const handle = () => screen.getByRole('separator', { name: 'Resize bet slip (up and down arrows)' });

  it('is 12.5 rem, so at 200 % text the sheet lowered all the way keeps room for its header and pay bar', async () => {
    setTextSize(32);
    await renderSheet();
    expect(handle()).toHaveAttribute('aria-valuemin', '400');
    handle().focus();
    await userEvent.keyboard('{Home}');
    expect(handle()).toHaveAttribute('aria-valuenow', '400');
    expect(screen.getByTestId('bet-slip')).toHaveStyle({ height: '400px' });
  });

  it('follows the text size as it changes, raising a sheet left lower than the new minimum', async () => {
    await renderSheet();
    handle().focus();
    await userEvent.keyboard('{Home}');
    expect(handle()).toHaveAttribute('aria-valuemin', '200');
    expect(handle()).toHaveAttribute('aria-valuenow', '200');

    setTextSize(32);
    reportResize();
    expect(handle()).toHaveAttribute('aria-valuemin', '400');
    expect(handle()).toHaveAttribute('aria-valuenow', '400');
    expect(handle()).toHaveAttribute('aria-valuemax', '690');
    expect(screen.getByTestId('bet-slip')).toHaveStyle({ height: '400px' });
  });
});
