import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@palpite/shared';
import { missingTexts } from '@palpite/shared/testing';
import { json, logIn, logOut, makeUser, mockApi, renderAccount } from '../../testing/account-testing.tsx';
import ptBR from '../../locales/pt-BR.json';
import tr from '../../locales/tr.json';
import { TwoFactorCard } from './TwoFactorCard.tsx';

const CODES = ['K7QM-3XWP', '2H9D-T4RB', 'M8VZ-6QKC', 'P3JN-X7GE', 'Z5WA-9HTM', 'R2CY-4NDF', 'B6KP-8ZVJ', 'H4XT-2MQS', 'N9FE-5RWA', 'T7GB-3CYK'];
const NEW_CODES = CODES.map((code) => code.split('').reverse().join(''));
const SETUP = { secret: 'Y5SKBC53D7XOLGAE5G3PSORN237LPTQP', otpauth_uri: 'otpauth://totp/Palpite:ana', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const count = (remaining: number) => () => json(200, { remaining, total: 10 });

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

async function turnOn() {
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
  await userEvent.type(await screen.findByLabelText('6-digit code'), '654321');
  await userEvent.type(screen.getByLabelText('Current password'), 'my secret 1');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
}

const listedCodes = (panel: HTMLElement) =>
  within(within(panel).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('recovery codes', () => {
  it('shows the ten codes once after turning 2FA on, then the state with its message', async () => {
    logIn(makeUser({ two_factor_enabled: false }));
    const api = mockApi({
      'POST user/2fa/setup': () => json(200, SETUP),
      'POST user/2fa/enable': () => json(200, { message: 'Two-step verification is on.', two_factor_enabled: true, recovery_codes: CODES }),
      'GET user/2fa/recovery-codes': count(10),
    });
    await renderAccount(<TwoFactorCard />);
    await turnOn();

    const panel = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(panel).getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(within(panel).getByText(/Each code works only once/)).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(listedCodes(panel)).toEqual(CODES);
    expect(screen.queryByText('Two-step verification is on.')).toBeNull();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(panel).getByRole('button', { name: 'Copy all codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await within(panel).findByText('Recovery codes copied to the clipboard.')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('region', { name: 'Save your recovery codes' })).toBeNull();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    const message = screen.getByText('Two-step verification is on.');
    expect(document.activeElement).toContainElement(message);
    expect(await screen.findByText('10 of 10 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-step verification' })).toBeInTheDocument();
    expect(api.callsTo('GET user/2fa/recovery-codes')).toHaveLength(1);
  });

  it('downloads the codes as a text file with a header line', async () => {
    logIn(makeUser({ two_factor_enabled: false, email: 'ana@example.com' }));
    mockApi({
      'POST user/2fa/setup': () => json(200, SETUP),
      'POST user/2fa/enable': () => json(200, { message: 'On.', two_factor_enabled: true, recovery_codes: CODES }),
    });
    const created = vi.fn((_blob: Blob | MediaSource) => 'blob:codes');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(created);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    let downloaded: string | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await renderAccount(<TwoFactorCard />);
    await turnOn();
    await userEvent.click(await screen.findByRole('button', { name: 'Download codes' }));

    expect(downloaded).toBe('palpite-recovery-codes.txt');
    const [header, blank, ...lines] = (await (created.mock.calls[0]![0] as Blob).text()).split('\n');
    expect(header).toMatch(/^Palpite recovery codes for ana@example\.com \(.+\)\. Each code works only once\.$/);
    expect(blank).toBe('');
    expect(lines).toEqual([...CODES, '']);
  });

  it('shows how many codes are left, a skeleton while loading, and a warning when few are', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({ 'GET user/2fa/recovery-codes': [() => new Promise<Response>((resolve) => (answer = resolve)), count(0)] });
    const view = await renderAccount(<TwoFactorCard />);
    const label = screen.getByText('Recovery codes');
    expect(label.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/of 10 left/)).toBeNull();

    await waitFor(() => expect(api.callsTo('GET user/2fa/recovery-codes')).toHaveLength(1));
    answer(json(200, { remaining: 2, total: 10 }));
    expect(await screen.findByText('2 of 10 left')).toBeInTheDocument();
    expect(label.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 recovery codes left. Generate new ones');
    view.unmount();

    await renderAccount(<TwoFactorCard />);
    expect(await screen.findByText('0 of 10 left')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have no recovery codes left.');
  });

  it('gives no warning while enough codes are left, and offers a retry when the count fails', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    mockApi({ 'GET user/2fa/recovery-codes': [() => json(500, {}), count(3)] });
    await renderAccount(<TwoFactorCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your recovery codes could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 of 10 left')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says there is no connection, rather than that the count could not load, when the request got no answer', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    mockApi({
      'GET user/2fa/recovery-codes': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderAccount(<TwoFactorCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
  });

  it('says why the count could not load again in the language picked after it', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    mockApi({
      'GET user/2fa/recovery-codes': () => json(500, { success: false, message_key: 'unexpectedError', message: 'Algo deu errado. Tente novamente.' }),
    });
    await renderAccount(<TwoFactorCard />, { language: 'pt-BR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado. Tente novamente.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('generates new codes with the authenticator code and the password, showing field errors first', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    const api = mockApi({
      'GET user/2fa/recovery-codes': [count(1), count(10)],
      'POST user/2fa/recovery-codes': [
        () =>
          json(422, {
            success: false,
            message_key: 'validation.failed',
            message: 'Check your information and try again.',
            errors: { code: ['Invalid code. Please try again.'], current_password: ['The current password is not correct.'] },
          }),
        () => json(200, { message: 'New recovery codes created. The old ones no longer work.', recovery_codes: NEW_CODES }),
      ],
    });
    await renderAccount(<TwoFactorCard />);
    expect(await screen.findByText('1 of 10 left')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Only 1 recovery code left.');

    await userEvent.click(screen.getByRole('button', { name: 'Generate new codes' }));
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    // Checked with the contract's schema before any call.
    await userEvent.click(screen.getByRole('button', { name: 'Generate new codes' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Password is required.');
    expect(api.callsTo('POST user/2fa/recovery-codes')).toHaveLength(0);

    await userEvent.type(code, '111222');
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong pass 1');
    await userEvent.click(screen.getByRole('button', { name: 'Generate new codes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your information and try again.');
    expect(code).toHaveAccessibleDescription('Invalid code. Please try again.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct.');
    expect(code).toHaveFocus();

    await userEvent.clear(code);
    await userEvent.type(code, '333444');
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'my secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Generate new codes' }));

    const panel = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(JSON.parse(api.callsTo('POST user/2fa/recovery-codes')[1]!.body)).toEqual({ code: '333444', current_password: 'my secret 1' });
    expect(within(panel).getByText('New recovery codes created. The old ones no longer work.')).toBeInTheDocument();
    expect(listedCodes(panel)).toEqual(NEW_CODES);
    expect(within(panel).getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();

    await userEvent.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 of 10 left')).toBeInTheDocument();
    expect(screen.queryByText(NEW_CODES[0]!)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate new codes' })).toHaveFocus());
  });

  it('says the “new codes created” notice again in the language picked after it', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    mockApi({
      'GET user/2fa/recovery-codes': count(10),
      'POST user/2fa/recovery-codes': () =>
        json(200, {
          message_key: 'auth.recoveryCodesGenerated',
          message: 'Novos códigos de recuperação criados. Os antigos não funcionam mais.',
          recovery_codes: NEW_CODES,
        }),
    });
    await renderAccount(<TwoFactorCard />, { language: 'pt-BR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar novos códigos' }));
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '333444');
    await userEvent.type(screen.getByLabelText('Senha atual'), 'my secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novos códigos' }));
    const panel = await screen.findByRole('region', { name: 'Guarde seus códigos de recuperação' });
    expect(within(panel).getByText('Novos códigos de recuperação criados. Os antigos não funcionam mais.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(
      within(screen.getByRole('region', { name: 'Save your recovery codes' })).getByText('New recovery codes created. The old ones no longer work.'),
    ).toBeInTheDocument();
  });

  it('cancelling the new codes form changes nothing and returns to its button', async () => {
    logIn(makeUser({ two_factor_enabled: true }));
    const api = mockApi({ 'GET user/2fa/recovery-codes': count(7) });
    await renderAccount(<TwoFactorCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate new codes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate new codes' })).toHaveFocus());
    expect(await screen.findByText('7 of 10 left')).toBeInTheDocument();
    expect(api.callsTo('POST user/2fa/recovery-codes')).toHaveLength(0);
  });

  it.each([
    ['pt-BR', ptBR],
    ['tr', tr],
  ] as const)('has every text in %s', async (language, texts) => {
    const { twoFactor, recoveryCodes, password } = texts.security;
    logIn(makeUser({ two_factor_enabled: true }));
    mockApi({
      'GET user/2fa/recovery-codes': count(1),
      'POST user/2fa/recovery-codes': () => json(200, { message: 'OK', recovery_codes: NEW_CODES }),
    });
    await renderAccount(<TwoFactorCard />, { language });
    expect(await screen.findByText(recoveryCodes.left_one.replace('{{count}}', '1').replace('{{total}}', '10'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: recoveryCodes.generate }));
    await userEvent.type(screen.getByLabelText(twoFactor.codeLabel), '111222');
    await userEvent.type(screen.getByLabelText(password.current), 'my secret 1');
    await userEvent.click(screen.getByRole('button', { name: recoveryCodes.generate }));
    expect(listedCodes(await screen.findByRole('region', { name: recoveryCodes.saveTitle }))).toEqual(NEW_CODES);
    expect(missingTexts()).toEqual([]);
  });
});
