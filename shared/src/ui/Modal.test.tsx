import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing/index.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

function Harness({
  onClose,
  autoFocusField = false,
  openerLeaves = false,
  ...options
}: Partial<ModalProps> & { onClose?: () => void; autoFocusField?: boolean; openerLeaves?: boolean }) {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  return (
    <main tabIndex={-1}>
      {left ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <button type="button">Behind</button>
      <Modal
        {...options}
        open={open}
        title="Confirm"
        onClose={() => {
          onClose?.();
          setOpen(false);
          if (openerLeaves) setLeft(true);
        }}
      >
        <p>Body text</p>
        {autoFocusField ? <input aria-label="E-mail" autoFocus /> : null}
        <button type="button">First</button>
        <button type="button">Second</button>
      </Modal>
    </main>
  );
}

/** Login and forgot-password dialogs that hand over to each other, the way the host's account modals do. */
function HandOffHarness() {
  const [shown, setShown] = useState<'none' | 'login' | 'forgot'>('none');
  const close = () => setShown('none');
  return (
    <main tabIndex={-1}>
      <button type="button" onClick={() => setShown('login')}>
        Log in
      </button>
      <Modal open={shown === 'login'} title="Login" onClose={close}>
        <input aria-label="E-mail" autoFocus />
        <button type="button" onClick={() => setShown('forgot')}>
          Forgot your password?
        </button>
      </Modal>
      <Modal open={shown === 'forgot'} title="Forgot" onClose={close}>
        <button type="button" onClick={() => setShown('login')}>
          Back to login
        </button>
      </Modal>
    </main>
  );
}

async function openModal(props: Partial<ModalProps> & { onClose?: () => void; autoFocusField?: boolean; openerLeaves?: boolean } = {}) {
  const user = userEvent.setup();
  await renderWithPlatform(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Confirm' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, focused on its first control', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('adds no second banner landmark: its header is not a <header>', async () => {
    await openModal({ icon: <span>★</span> });
    expect(screen.queryAllByRole('banner')).toEqual([]);
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the opener when a field inside took it with autoFocus', async () => {
    const { user, opener } = await openModal({ autoFocusField: true });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('gives focus to the page’s main content when its opener is gone on close (a log-in replaces the button)', async () => {
    const { user } = await openModal({ openerLeaves: true });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('gives focus back to the first opener when a dialog hands over to another one from inside', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<HandOffHarness />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('follows a chain of hand-offs back to the first opener', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<HandOffHarness />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape when told to', async () => {
    const { user } = await openModal({ closeOnEscape: false });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click unless told not to', async () => {
    const { user } = await openModal();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores backdrop clicks when closeOnBackdrop is false', async () => {
    const { user } = await openModal({ closeOnBackdrop: false });
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks the page scroll while open', async () => {
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });
});
