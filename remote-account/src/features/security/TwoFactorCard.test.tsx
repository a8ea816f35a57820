import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus } from '@palpite/shared';
import { json, logIn, logOut, makeUser, mockApi, renderAccount } from '../../testing/account-testing.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

const SECRET = 'Y5SKBC53D7XOLGAE5G3PSORN237LPTQP';
const RECOVERY_CODES = ['K7QM-3XWP', '2H9D-T4RB', 'M8VZ-6QKC', 'P3JN-X7GE', 'Z5WA-9HTM', 'R2CY-4NDF', 'B6KP-8ZVJ', 'H4XT-2MQS', 'N9FE-5RWA', 'T7GB-3CYK'];
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 51 51"><path fill="#ffffff" d="M0 0h51v51H0z"/></svg>';

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('two-factor authentication card', () => {
  it('sets up 2FA: QR code and grouped key shown, code confirmed, state on, user refreshed', async () => {
    logIn(makeUser({ two_factor_enabled: false }));
    const api = mockApi({
      'POST user/2fa/setup': () => json(200, { secret: SECRET, otpauth_uri: `otpauth://totp/Palpite:ana?secret=${SECRET}`, qr_svg: QR_SVG }),
      'POST user/2fa/enable': [
        () =>
          json(422, { success: false, message_key: 'auth.twoFactorInvalid', message: 'Invalid code.', errors: { code: ['Invalid code. Please try again.'] } }),
        () => json(200, { message: 'Two-step verification is on.', two_factor_enabled: true, recovery_codes: RECOVERY_CODES }),
      ],
      'GET user/2fa/recovery-codes': () => json(200, { remaining: 10, total: 10 }),
    });
    const refresh = vi.fn();
    const off = eventBus.on('user-refresh-requested', refresh);
    await renderAccount(<TwoFactorCard />);
    const card = screen.getByRole('region', { name: 'Two-step verification' });
    expect(within(card).getByText('Off')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Set up two-step verification' }));
    const qr = await within(card).findByRole('img', { name: 'QR code to add Palpite to your authenticator app' });
    // Shown through <img> as a data URL: the SVG markup never enters the page.
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(card.querySelector('svg path[fill="#ffffff"]')).toBeNull();
    expect(within(card).getByText('Y5SK BC53 D7XO LGAE 5G3P SORN 237L PTQP')).toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(card).findByText('Key copied to the clipboard.')).toBeInTheDocument();

    // Client check first: six digits, and the password.
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(within(card).getByLabelText('6-digit code')).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code.'));
    expect(within(card).getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('Password is required.'));
    expect(api.callsTo('POST user/2fa/enable')).toHaveLength(0);
    await userEvent.type(within(card).getByLabelText('Current password'), 'my secret 1');

    // The field keeps digits only.
    await userEvent.type(within(card).getByLabelText('6-digit code'), '12a3 456789');
    expect(within(card).getByLabelText('6-digit code')).toHaveValue('123456');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('Invalid code. Please try again.')).toBeInTheDocument();
    expect(within(card).getByLabelText('6-digit code')).toHaveFocus();

    await userEvent.clear(within(card).getByLabelText('6-digit code'));
    await userEvent.type(within(card).getByLabelText('6-digit code'), '654321');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    // The recovery codes come first, shown this once (RecoveryCodes.test.tsx has the details).
    await userEvent.click(await within(card).findByRole('button', { name: 'I have saved them' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Two-step verification is on.');
    expect(within(card).getByText('On')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Turn off two-step verification' })).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST user/2fa/enable')[1]!.body)).toEqual({ code: '654321', current_password: 'my secret 1' });
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
  });

  it('turns 2FA off only with a current code and the password', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    const api = mockApi({
      'POST user/2fa/disable': () => json(200, { message: 'Two-step verification is off.', two_factor_enabled: false }),
      'GET user/2fa/recovery-codes': () => json(200, { remaining: 10, total: 10 }),
    });
    const refresh = vi.fn();
    const off = eventBus.on('user-refresh-requested', refresh);
    await renderAccount(<TwoFactorCard />);
    expect(screen.getByText('On')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    await userEvent.type(code, '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(api.callsTo('POST user/2fa/disable')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'my password 42');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-step verification is off.');
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST user/2fa/disable')[0]!.body)).toEqual({ code: '111222', current_password: 'my password 42' });
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
  });

  it('says the “turned on” and “turned off” notices again in the language picked after them', async () => {
    logIn(makeUser({ two_factor_enabled: false }));
    mockApi({
      'POST user/2fa/setup': () => json(200, { secret: SECRET, otpauth_uri: `otpauth://totp/Palpite:ana?secret=${SECRET}`, qr_svg: QR_SVG }),
      'POST user/2fa/enable': () =>
        json(200, {
          message_key: 'auth.twoFactorEnabled',
          message: 'A verificação em duas etapas está ativada.',
          two_factor_enabled: true,
          recovery_codes: RECOVERY_CODES,
        }),
      'POST user/2fa/disable': () =>
        json(200, { message_key: 'auth.twoFactorDisabled', message: 'A verificação em duas etapas está desativada.', two_factor_enabled: false }),
      'GET user/2fa/recovery-codes': () => json(200, { remaining: 10, total: 10 }),
    });
    await renderAccount(<TwoFactorCard />, { language: 'pt-BR' });
    await userEvent.click(screen.getByRole('button', { name: 'Configurar verificação em duas etapas' }));
    await userEvent.type(await screen.findByLabelText('Código de 6 dígitos'), '654321');
    await userEvent.type(screen.getByLabelText('Senha atual'), 'my secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Já guardei os códigos' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A verificação em duas etapas está ativada.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Two-step verification is on.');

    await act(() => changeLanguage('pt-BR'));
    await userEvent.click(screen.getByRole('button', { name: 'Desativar verificação em duas etapas' }));
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '111222');
    await userEvent.type(screen.getByLabelText('Senha atual'), 'my secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A verificação em duas etapas está desativada.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Two-step verification is off.');
  });

  it('shows the server message when the setup cannot start', async () => {
    logIn(makeUser({ two_factor_enabled: false }));
    mockApi({
      'POST user/2fa/setup': () => json(409, { success: false, message_key: 'auth.twoFactorAlreadyEnabled', message: 'Two-step verification is already on.' }),
    });
    await renderAccount(<TwoFactorCard />);
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Two-step verification is already on.');
    // Turned on elsewhere meanwhile: the player is read again, so the card comes to show it on.
    expect(refreshes).toHaveBeenCalledTimes(1);
    off();
  });

  it('cancelling the setup returns to the Set up button', async () => {
    logIn(makeUser({ two_factor_enabled: false }));
    mockApi({ 'POST user/2fa/setup': () => json(200, { secret: SECRET, otpauth_uri: 'javascript:alert(1)', qr_svg: '<svg><script>alert(1)</script></svg>' }) });
    await renderAccount(<TwoFactorCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    // An unsafe QR code or link is not shown: the key typed by hand still works.
    expect(await screen.findByText('The QR code cannot be shown. Use the key below.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in your authenticator app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Set up two-step verification' })).toBeInTheDocument();
  });
});
