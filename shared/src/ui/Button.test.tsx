import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing/index.tsx';
import { Button } from './Button.tsx';

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

  it('not busy: no busy marks, and its own click handler runs', async () => {
    const onClick = vi.fn();
    await renderWithPlatform(<Button onClick={onClick}>Go</Button>);
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).not.toHaveAttribute('aria-disabled');
    expect(go).not.toHaveAttribute('aria-busy');
    await userEvent.click(go);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
