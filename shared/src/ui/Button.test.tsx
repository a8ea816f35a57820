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
});
