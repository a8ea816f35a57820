import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing/index.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('opens with the focus on Cancel, the safe choice, and cancels on it', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    await renderWithPlatform(
      <ConfirmDialog open title="Take a break?" confirmLabel="Take the break" busyLabel="Taking it…" busy={false} onConfirm={onConfirm} onCancel={onCancel}>
        You cannot bet until it ends.
      </ConfirmDialog>,
      { language: 'en' },
    );
    expect(screen.getByRole('dialog', { name: 'Take a break?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
