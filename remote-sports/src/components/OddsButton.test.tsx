import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared, readStylesheet, renderWithPlatform } from '@palpite/shared/testing';
import { sportsLocales } from '../locales/index.ts';
import { OddsButton } from './OddsButton.tsx';

afterEach(cleanup);

const renderButton = (props: { selected: boolean; suspended: boolean; onToggle?: () => void }) =>
  renderWithPlatform(<OddsButton label="1" price={2.1} description="Match result: Santos FC" onToggle={props.onToggle ?? (() => undefined)} {...props} />, {
    language: 'en',
    namespaces: { sports: sportsLocales },
  });

describe('odds button', () => {
  it('is disabled with a lock while its market is suspended', async () => {
    await renderButton({ selected: false, suspended: true });
    const button = screen.getByRole('button', { name: '1, Match result: Santos FC, suspended' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveTextContent('2.10');
  });

  it('shows the lock on a pick that is on the slip too, and still takes it off the slip when pressed', async () => {
    const onToggle = vi.fn();
    await renderButton({ selected: true, suspended: true, onToggle });
    const button = screen.getByRole('button', { name: '1, Match result: Santos FC, suspended' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toBeEnabled();
    expect(button).not.toHaveTextContent('2.10');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('keeps the keyboard focus when its market is suspended while focused, taking no press, until the player moves on', async () => {
    const onToggle = vi.fn();
    const view = await renderButton({ selected: false, suspended: false, onToggle });
    const button = screen.getByRole('button', { name: '1 2.10, Match result: Santos FC' });
    button.focus();
    view.rerender(<OddsButton label="1" price={2.1} description="Match result: Santos FC" selected={false} suspended onToggle={onToggle} />);
    const held = screen.getByRole('button', { name: '1, Match result: Santos FC, suspended' });
    expect(held).toHaveFocus();
    expect(held).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onToggle).not.toHaveBeenCalled();
    act(() => held.blur());
    expect(screen.getByRole('button', { name: '1, Match result: Santos FC, suspended' })).toBeDisabled();
  });

  it('shows the price of an open market', async () => {
    await renderButton({ selected: false, suspended: false });
    expect(screen.getByRole('button', { name: '1 2.10, Match result: Santos FC' })).toBeEnabled();
  });

  it('gives its label a line tall enough for descenders and brackets (“Diğer”, “1 (-0,75)”), which it cuts with an ellipsis, not at the bottom', async () => {
    const css = await readStylesheet(import.meta.url, 'OddsButton.module.css');
    expect(declared(css, '.label', 'overflow')).toEqual(['hidden']);
    expect(declared(css, '.label', 'text-overflow')).toEqual(['ellipsis']);
    const lineHeights = declared(css, '.label', 'line-height').map(Number);
    expect(lineHeights).toHaveLength(1);
    expect(lineHeights[0]).toBeGreaterThanOrEqual(1.3);
    // Still inside the button's 48 px with the price: 4 + 0.75 × 16 × 1.4 + 2 + 18 + 4 = 44.8 px, so no button grows.
    expect(declared(css, '.odds', 'min-height')).toEqual(['48px']);
    expect(declared(css, '.label', 'font-size')).toEqual(['var(--font-size-xs)']);
    expect(lineHeights[0]! * 0.75 * 16 + 4 + 2 + 18 + 4).toBeLessThanOrEqual(48);
  });
});
