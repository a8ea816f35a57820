import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, modalsAtom, palpiteStore, readStored, STORAGE_KEYS } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellDialogTexts, shellLocales } from '../../locales.ts';
import { LoginModal } from './LoginModal.tsx';

const TOKEN = 't'.repeat(43);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
});

const TEMPORARY = 'tmp'.repeat(15);

/** The login call asks for the 2FA step and `then` answers the calls after it; returns what each call sent. */
function mockCodeStep(...then: Response[]) {
  const answers = [json(200, { requires_2fa: true, temporary_token: TEMPORARY, message: 'code needed' }), ...then];
  const sent: { request: Request; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    sent.push({ request, body: await request.clone().json() });
    return answers.shift() ?? json(500, {});
  });
  return sent;
}

async function reachCodeStep() {
  await openLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'right password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('dialog', { name: 'Two-step verification' });
}

/** Switches the code step to a recovery code; returns its field, which must have the focus. */
async function switchToRecoveryCode() {
  await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  const field = screen.getByLabelText('Recovery code');
  expect(field).toHaveFocus();
  return field;
}

async function openLogin() {
  palpiteStore.set(modalsAtom, { type: 'showLogin' });
  await renderWithPlatform(<LoginModal />, { namespaces: { shell: [shellLocales, shellDialogTexts.loaders] } });
  return screen.getByRole('dialog', { name: 'Log in to Palpite' });
}

describe('login modal', () => {
  it('asks for email and password before calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message in red when the credentials are wrong', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(401, { success: false, message_key: 'auth.invalidCredentials', message: 'Invalid credentials. Please try again!' }),
    );
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again!');
  });

  it('treats a token shorter than 30 characters as a failed login and keeps nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { requires_2fa: false, access_token: 'short-token', message: 'ok' }));
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('moves to the code step with the temporary token, then succeeds, stores the token and emits login-success after 3 s', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { requires_2fa: true, temporary_token: 'tmp'.repeat(15), message: 'code needed' }))
      .mockResolvedValueOnce(json(200, { access_token: TOKEN, message: 'ok' }));
    const loginSuccess = vi.fn();
    const off = eventBus.on('login-success', loginSuccess);
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('dialog', { name: 'Two-step verification' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText("You're logged in!")).toBeInTheDocument();
    // The form that had the focus is gone: the dialog keeps it, not the page.
    expect(screen.getByRole('dialog')).toHaveFocus();
    const secondCall = fetch.mock.calls[1]![0] as Request;
    expect(secondCall.headers.get('Authorization')).toBe(`Bearer ${'tmp'.repeat(15)}`);
    expect(readStored(STORAGE_KEYS.authToken)).toBe(TOKEN);
    expect(loginSuccess).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(loginSuccess).toHaveBeenCalledWith({ token: TOKEN }));
    expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(false);
    off();
  });

  it('keeps what is typed in the code field (no length rule on it) and reports a code that is not six digits', async () => {
    const sent = mockCodeStep();
    await reachCodeStep();
    await userEvent.type(screen.getByLabelText('Authentication code'), '1234567');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code must be exactly 6 digits.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('takes a pasted code with spaces, and leads back to email and password from the code step', async () => {
    const sent = mockCodeStep(json(429, { success: false, message_key: 'auth.tooManyAttempts', message: 'Too many attempts. Request a new code.' }));
    await reachCodeStep();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(sent[1]!.body).toEqual({ code: '123456' });

    await userEvent.click(screen.getByRole('button', { name: 'Back to email and password' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to Palpite' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a recovery code typed in any case, sends it as XXXX-XXXX with the temporary token, and says how many are left', async () => {
    const sent = mockCodeStep(json(200, { access_token: TOKEN, message: 'ok', recovery_codes_left: 5 }));
    const loginSuccess = vi.fn();
    const off = eventBus.on('login-success', loginSuccess);
    await reachCodeStep();
    const field = await switchToRecoveryCode();
    expect(field).toHaveAccessibleDescription('8 letters and digits, like K7QM-3XWP');
    await userEvent.type(field, 'k7qm 3xwp');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are logged in with a recovery code. 5 left.');
    const { request, body } = sent[1]!;
    expect(new URL(request.url).pathname).toMatch(/\/user\/2fa\/login\/recovery$/);
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TEMPORARY}`);
    expect(body).toEqual({ recovery_code: 'K7QM-3XWP' });
    expect(readStored(STORAGE_KEYS.authToken)).toBe(TOKEN);
    expect(screen.queryByRole('link')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(loginSuccess).toHaveBeenCalledWith({ token: TOKEN }));
    off();
  });

  it('with two recovery codes or fewer left, links to the security page and stays open until the player leaves', async () => {
    mockCodeStep(json(200, { access_token: TOKEN, message: 'ok', recovery_codes_left: 2 }));
    const loginSuccess = vi.fn();
    const off = eventBus.on('login-success', loginSuccess);
    await reachCodeStep();
    await userEvent.type(await switchToRecoveryCode(), 'K7QM-3XWP');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are logged in with a recovery code. 2 left.');
    const security = screen.getByRole('link', { name: 'Create new recovery codes on the Security page' });
    expect(security).toHaveAttribute('href', '/user/security');
    // The way on has the focus, outside the announced status.
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(screen.getByRole('status')).not.toContainElement(security);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(true);
    expect(loginSuccess).not.toHaveBeenCalled();

    await userEvent.click(security);
    expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(false);
    expect(loginSuccess).toHaveBeenCalledExactlyOnceWith({ token: TOKEN });
    off();
  });

  it('with few recovery codes left, "Continue" closes the screen and completes the login', async () => {
    mockCodeStep(json(200, { access_token: TOKEN, message: 'ok', recovery_codes_left: 1 }));
    const loginSuccess = vi.fn();
    const off = eventBus.on('login-success', loginSuccess);
    await reachCodeStep();
    await userEvent.type(await switchToRecoveryCode(), 'K7QM-3XWP');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(false);
    expect(loginSuccess).toHaveBeenCalledExactlyOnceWith({ token: TOKEN });
    off();
  });

  it("shows the server's error under the recovery code field", async () => {
    const invalid = 'This recovery code is not valid or was already used.';
    mockCodeStep(json(422, { success: false, message_key: 'auth.recoveryCodeInvalid', message: invalid, errors: { recovery_code: [invalid] } }));
    await reachCodeStep();
    const field = await switchToRecoveryCode();
    await userEvent.type(field, 'K7QM-3XWP');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(`${invalid} 8 letters and digits, like K7QM-3XWP`));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('checks a recovery code is complete before calling the server, and leads back to the authenticator code', async () => {
    const sent = mockCodeStep();
    await reachCodeStep();
    await userEvent.type(await switchToRecoveryCode(), 'K7QM-3XW');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A recovery code has 8 letters and digits, like K7QM-3XWP.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    expect(screen.getByRole('dialog', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    expect(screen.queryByLabelText('Recovery code')).toBeNull();
  });

  it('closed on its success screen, logs the player in at once and keeps where the warning was taking them', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { access_token: TOKEN, message: 'ok' }));
    const loginSuccess = vi.fn();
    const off = eventBus.on('login-success', loginSuccess);
    palpiteStore.set(modalsAtom, { type: 'showWarning', redirectTo: '/user/wallet' });
    const dialog = await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText("You're logged in!")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(loginSuccess).toHaveBeenCalledExactlyOnceWith({ token: TOKEN });
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isLoginVisible: false, showAfterRedirect: '/user/wallet' });
    off();
  });

  it('closed before logging in, forgets where the warning was taking the player', async () => {
    palpiteStore.set(modalsAtom, { type: 'showWarning', redirectTo: '/user/wallet' });
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isLoginVisible: false, showAfterRedirect: null });
  });

  it('closed while the login is on its way, keeps no session: the token is not stored and the session it opened is ended', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      sent.push(request);
      if (request.url.endsWith('/login')) return new Promise<Response>((resolve) => (answer = resolve));
      return json(200, { success: true });
    });
    const loginSuccess = vi.fn();
    const off = eventBus.on('login-success', loginSuccess);
    const dialog = await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(async () => answer(json(200, { access_token: TOKEN, message: 'ok' })));
    await waitFor(() => expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/palpite/login', '/api/palpite/logout']));
    expect(sent[1]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(readStored(STORAGE_KEYS.authToken)).toBeNull();
    expect(loginSuccess).not.toHaveBeenCalled();
    off();
  });

  it('after a failed submit, moves the focus to the first field to fix (its message describes it)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('links to sign-up (hiding login)', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isLoginVisible: false, isSignupVisible: true });
  });
});
