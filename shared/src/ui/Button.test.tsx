import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addModuleStylesheet, renderWithPlatform } from '../testing/index.tsx';
import { Button } from './Button.tsx';
import styles from './Button.module.css';

function SaveForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" busy={busy}>
        Save
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('busy: keeps the focus, reads unavailable and takes no press (a submit’s, by click or by Enter)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderWithPlatform(<SaveForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(save).toHaveFocus();
    expect(save).not.toBeDisabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    await user.type(screen.getByLabelText('Name'), 'Ana{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('busy: still reads unavailable when its caller passes an aria-disabled that is off', async () => {
    await renderWithPlatform(
      <>
        <Button busy aria-disabled={undefined}>
          Place
        </Button>
        <Button busy aria-disabled={false}>
          Save
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Place' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('unavailable by its caller: reads unavailable without being busy', async () => {
    await renderWithPlatform(<Button aria-disabled="true">Withdraw</Button>);
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toHaveAttribute('aria-disabled', 'true');
    expect(withdraw).not.toHaveAttribute('aria-busy');
  });

  it('not busy: no busy marks, and its own click handler runs', async () => {
    const onClick = vi.fn();
    await renderWithPlatform(<Button onClick={onClick}>Go</Button>);
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).not.toHaveAttribute('aria-disabled');
    expect(go).not.toHaveAttribute('aria-busy');
    await userEvent.click(go);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the not-allowed cursor on an unavailable button, and the progress one only on a busy button', async () => {
    // A test run empties the CSS it imports: the cursors come from Button.module.css as written.
    const stylesheet = await addModuleStylesheet(import.meta.url, 'Button.module.css', styles);
    try {
      await renderWithPlatform(
        <>
          <Button aria-disabled="true">Withdraw</Button>
          <Button busy>Save</Button>
        </>,
      );
      expect(getComputedStyle(screen.getByRole('button', { name: 'Withdraw' })).cursor).toBe('not-allowed');
      expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).cursor).toBe('progress');
    } finally {
      stylesheet.remove();
    }
  });

  describe('unavailableReason', () => {
    function ClearButton({ onClear }: { onClear: () => void }) {
      const [bets, setBets] = useState(1);
      return (
        <Button
          aria-describedby="table-hint"
          unavailableReason={bets === 0 ? 'No bets to clear' : null}
          onClick={() => {
            onClear();
            setBets(0);
          }}
        >
          Clear
        </Button>
      );
    }

    it('off by its own press: keeps the focus, reads unavailable, is described by why and takes no more presses', async () => {
      const onClear = vi.fn();
      const user = userEvent.setup();
      await renderWithPlatform(
        <>
          <span id="table-hint">Bets close in 10 s</span>
          <ClearButton onClear={onClear} />
        </>,
      );
      const clear = screen.getByRole('button', { name: 'Clear' });
      expect(clear).not.toHaveAttribute('aria-disabled');
      expect(clear).toHaveAccessibleDescription('Bets close in 10 s');
      await user.click(clear);
      expect(clear).toHaveFocus();
      expect(clear).not.toBeDisabled();
      expect(clear).toHaveAttribute('aria-disabled', 'true');
      expect(clear).not.toHaveAttribute('aria-busy');
      expect(clear).toHaveAccessibleDescription('Bets close in 10 s No bets to clear');
      await user.keyboard('{Enter}');
      await user.click(clear);
      expect(onClear).toHaveBeenCalledOnce();
    });

    it('an unavailable submit button sends no form, by click or by Enter in a field', async () => {
      const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      const user = userEvent.setup();
      await renderWithPlatform(
        <form onSubmit={onSubmit}>
          <input aria-label="Stake" />
          <Button type="submit" unavailableReason="Enter a stake">
            Place
          </Button>
        </form>,
      );
      await user.click(screen.getByRole('button', { name: 'Place' }));
      await user.type(screen.getByLabelText('Stake'), '5{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Place' })).toHaveAccessibleDescription('Enter a stake');
    });

    it('the reason is no text of its own on the page: only the button’s description', async () => {
      await renderWithPlatform(<Button unavailableReason="Enter a stake">Place</Button>);
      expect(screen.queryByText('Enter a stake')).not.toBeVisible();
    });
  });
});
