import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus } from '@palpite/shared';
import { json, mockApi, renderAccount } from '../../testing/account-testing.tsx';
import { ChangePasswordForm, RELOGIN_DELAY_MS } from './ChangePasswordForm.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function fill(current: string, next: string, confirmation: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirm the new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('checks the fields with the shared schema before calling the server (spec §5 texts)', async () => {
    const api = mockApi({});
    await renderAccount(<ChangePasswordForm />);
    await fill('old secret 1', 'short', 'shorter');
    const next = screen.getByLabelText('New password');
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters long.'));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription('Passwords do not match.');
    // Focus goes to the first field to fix.
    expect(next).toHaveFocus();
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('translates the messages (pt-BR)', async () => {
    mockApi({});
    await renderAccount(<ChangePasswordForm />, { language: 'pt-BR' });
    await userEvent.type(screen.getByLabelText('Nova senha'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'long enough 2');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(screen.getByText('A senha é obrigatória.')).toBeInTheDocument();
  });

  it('shows the server message and the field error when the current password is wrong', async () => {
    mockApi({
      'POST user/change-password': () =>
        json(422, {
          success: false,
          message_key: 'auth.changePasswordFailed',
          message: 'Check your information and try again.',
          errors: { current_password: ['The current password is not correct.'] },
        }),
    });
    await renderAccount(<ChangePasswordForm />);
    await fill('wrong one 1', 'brand new pass', 'brand new pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your information and try again.');
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('The current password is not correct.');
    expect(current).toHaveFocus();
  });

  it('sends the three fields, shows the message, then asks the host for a new login', async () => {
    const api = mockApi({
      'POST user/change-password': () => json(200, { message: 'Password changed. Log in again with your new password.', logged_out: true }),
    });
    const relogin = vi.fn();
    const off = eventBus.on('relogin-required', relogin);
    await renderAccount(<ChangePasswordForm />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await fill('old secret 1', 'brand new pass', 'brand new pass');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Password changed. Log in again with your new password.');
    expect(JSON.parse(api.callsTo('POST user/change-password')[0]!.body)).toEqual({
      current_password: 'old secret 1',
      password: 'brand new pass',
      password_confirmation: 'brand new pass',
    });
    expect(relogin).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(RELOGIN_DELAY_MS);
    });
    await waitFor(() => expect(relogin).toHaveBeenCalledWith({ reason: 'password-changed' }));
    expect(relogin).toHaveBeenCalledTimes(1);
    off();
  });

  it('says the “password changed” notice again in the language picked after it', async () => {
    mockApi({
      'POST user/change-password': () =>
        json(200, { message_key: 'auth.passwordChanged', message: 'Senha alterada. Entre novamente com a nova senha.', logged_out: true }),
    });
    await renderAccount(<ChangePasswordForm />, { language: 'pt-BR' });
    await userEvent.type(screen.getByLabelText('Senha atual'), 'old secret 1');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'brand new pass');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'brand new pass');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada. Entre novamente com a nova senha.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Password changed. Log in again with your new password. Taking you to log in…');
  });

  it('lets the player go to login at once', async () => {
    mockApi({ 'POST user/change-password': () => json(200, { message: 'Password changed.', logged_out: true }) });
    const relogin = vi.fn();
    const off = eventBus.on('relogin-required', relogin);
    await renderAccount(<ChangePasswordForm />);
    await fill('old secret 1', 'brand new pass', 'brand new pass');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in again' }));
    expect(relogin).toHaveBeenCalledTimes(1);
    off();
  });
});
