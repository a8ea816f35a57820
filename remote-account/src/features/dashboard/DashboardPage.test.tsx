import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus } from '@palpite/shared';
import { json, logIn, logOut, makeUser, mockApi, renderAccount } from '../../testing/account-testing.tsx';
import { DashboardPage } from './DashboardPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

const form = () => screen.getByRole('region', { name: 'Personal details' });

describe('dashboard', () => {
  it('shows who is logged in, the balances and the shortcuts', async () => {
    logIn(makeUser({ balance: 1234.5, bonus_balance: 50 }));
    mockApi({});
    await renderAccount(<DashboardPage />);
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Ana Clara Souza')).toBeInTheDocument();
    expect(within(profile).getByText('AC')).toBeInTheDocument();
    expect(within(profile).getByText('Email verified')).toBeInTheDocument();
    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(balances).toHaveTextContent(/Balance\s*R\$\s1\.234,50/);
    expect(balances).toHaveTextContent(/Bonus balance\s*R\$\s50,00/);
    const links = within(screen.getByRole('region', { name: 'Shortcuts' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user/wallet',
      '/user/wallet/usertransaction',
      '/mybets',
      '/user/security',
      '/user/active-sessions',
      '/user/verification',
      '/responsible-gambling',
    ]);
  });

  it('lets a large balance put “R$” on a line of its own at 200 % text, never splitting its figures', async () => {
    logIn(makeUser({ balance: 104800, bonus_balance: 50 }));
    mockApi({});
    await renderAccount(<DashboardPage />);
    const balances = screen.getByRole('region', { name: 'Balances' });
    // An ordinary space, the one break point: a no-break space with nowrap pushed the amount out of its tile.
    // Read raw: getByText's normaliser turns a no-break space into an ordinary one.
    expect(within(balances).getByText(/104\.800,00/).textContent).toBe('R$ 104.800,00');
  });

  it('saves only the profile fields, shows server field errors under them, then the success', async () => {
    logIn(makeUser({ address: null, city: null, country: null, birthdate: null, email_marketing: false }));
    const saved = makeUser({ address: 'Av. Paulista, 1000', city: 'São Paulo', country: 'Brasil', birthdate: '1990-05-17', email_marketing: true });
    const api = mockApi({
      'PUT user/profile': [
        () =>
          json(422, {
            success: false,
            message_key: 'validation.underage',
            message: 'You must be 18 or older.',
            errors: { birthdate: ['You must be 18 or older.'] },
          }),
        () => json(200, { message: 'Profile updated.', user: saved }),
      ],
    });
    const refresh = vi.fn();
    const off = eventBus.on('user-refresh-requested', refresh);
    await renderAccount(<DashboardPage />);

    const email = within(form()).getByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('The registered email cannot be changed.');

    await userEvent.type(within(form()).getByLabelText('Address'), '  Av. Paulista, 1000 ');
    await userEvent.type(within(form()).getByLabelText('City'), 'São Paulo');
    await userEvent.type(within(form()).getByLabelText('Country'), 'Brasil');
    // The date field's code loads on first use.
    await waitFor(() => expect(within(form()).getByLabelText('Date of birth')).not.toHaveAttribute('readonly'));
    await userEvent.type(within(form()).getByLabelText('Date of birth'), '01/01/2015');
    await userEvent.click(within(form()).getByRole('switch', { name: 'Get offers and news by email' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));

    const birthdate = within(form()).getByLabelText('Date of birth');
    expect(await within(form()).findByText('You must be 18 or older.', { selector: 'p[id$="-error"]' })).toBeInTheDocument();
    expect(birthdate).toHaveAttribute('aria-invalid', 'true');
    expect(birthdate).toHaveFocus();
    expect(within(form()).getAllByText('You must be 18 or older.')).toHaveLength(1);
    expect(JSON.parse(api.callsTo('PUT user/profile')[0]!.body)).toEqual({
      address: 'Av. Paulista, 1000',
      city: 'São Paulo',
      country: 'Brasil',
      birthdate: '2015-01-01',
      email_marketing: true,
    });
    expect(refresh).not.toHaveBeenCalled();

    await userEvent.clear(birthdate);
    await userEvent.type(birthdate, '05/17/1990');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('Profile updated.');
    expect(birthdate).not.toHaveAttribute('aria-invalid');
    const body = JSON.parse(api.callsTo('PUT user/profile')[1]!.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['address', 'birthdate', 'city', 'country', 'email_marketing']);
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
  });

  it('sends a cleared field as null', async () => {
    logIn(makeUser());
    const api = mockApi({ 'PUT user/profile': () => json(200, { message: 'Profile updated.', user: makeUser({ city: null }) }) });
    await renderAccount(<DashboardPage />);
    await userEvent.clear(within(form()).getByLabelText('City'));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await within(form()).findByRole('status');
    expect(JSON.parse(api.callsTo('PUT user/profile')[0]!.body)).toMatchObject({ city: null, address: 'Rua das Flores, 10' });
  });

  it('says the “profile updated” notice again in the language picked after it', async () => {
    logIn(makeUser());
    mockApi({ 'PUT user/profile': () => json(200, { message_key: 'auth.profileUpdated', message: 'Perfil atualizado.', user: makeUser({ city: 'Recife' }) }) });
    await renderAccount(<DashboardPage />, { language: 'pt-BR' });
    const details = screen.getByRole('region', { name: 'Dados pessoais' });
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Perfil atualizado.');

    await act(() => changeLanguage('en'));
    expect(within(form()).getByRole('status')).toHaveTextContent('Profile updated.');
  });

  it('keeps an unfinished birth date from clearing the stored one, and says why', async () => {
    logIn(makeUser({ birthdate: '1990-05-17' }));
    const api = mockApi({ 'PUT user/profile': () => json(200, { message: 'Profile updated.', user: makeUser() }) });
    await renderAccount(<DashboardPage />);
    const birthdate = await within(form()).findByDisplayValue('05/17/1990');
    await userEvent.clear(birthdate);
    await userEvent.type(birthdate, '05/17/19{Enter}');
    expect(within(form()).getByText('Invalid date: use the format mm/dd/yyyy.')).toBeInTheDocument();
    expect(birthdate).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(birthdate).toHaveFocus();
    expect(api.callsTo('PUT user/profile')).toHaveLength(0);

    await userEvent.type(birthdate, '91');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await within(form()).findByRole('status');
    expect(JSON.parse(api.callsTo('PUT user/profile')[0]!.body)).toMatchObject({ birthdate: '1991-05-17' });
  });

  it('drops the other fields’ old errors when an unfinished birth date stops the save', async () => {
    logIn(makeUser({ address: null, city: null, birthdate: null }));
    const api = mockApi({
      'PUT user/profile': () =>
        json(400, {
          success: false,
          message_key: 'auth.profileUpdateFailed',
          message: 'Profile update failed.',
          errors: { address: ['Use at most 200 characters.'], city: ['This value is not valid.'] },
        }),
    });
    await renderAccount(<DashboardPage />);
    const address = within(form()).getByLabelText('Address');
    const city = within(form()).getByLabelText('City');
    await userEvent.type(address, 'Rua A');
    await userEvent.type(city, 'Rio');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAttribute('aria-invalid', 'true');

    await waitFor(() => expect(within(form()).getByLabelText('Date of birth')).not.toHaveAttribute('readonly'));
    const birthdate = within(form()).getByLabelText('Date of birth');
    await userEvent.type(birthdate, '02/30/1990');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(birthdate).toHaveAttribute('aria-invalid', 'true');
    expect(birthdate).toHaveFocus();
    for (const field of [address, city]) {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAttribute('aria-describedby');
    }
    expect(within(form()).queryByText('Use at most 200 characters.')).not.toBeInTheDocument();
    expect(within(form()).queryByText('Profile update failed.')).not.toBeInTheDocument();

    // A field still wrong is flagged again, found on the page as a save would find it; nothing is sent.
    await userEvent.click(address);
    await userEvent.paste('x'.repeat(200));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription('Use at most 200 characters.');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(birthdate).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT user/profile')).toHaveLength(1);
  });

  it('verifies the email: send a code, enter the 6 digits, verified', async () => {
    logIn(makeUser({ email_verified: false }));
    const api = mockApi({
      'POST user/email/send-code': () => json(200, { message: 'We sent a 6-digit code to your email.' }),
      'POST user/email/verify': [
        () => json(422, { success: false, message_key: 'auth.codeInvalid', message: 'Invalid code.', errors: { code: ['Invalid code.'] } }),
        () => json(200, { message: 'Email verified.' }),
      ],
    });
    const refresh = vi.fn();
    const off = eventBus.on('user-refresh-requested', refresh);
    await renderAccount(<DashboardPage />);
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Email not verified')).toBeInTheDocument();

    await userEvent.click(within(profile).getByRole('button', { name: 'Verify email' }));
    expect(await within(profile).findByText('We sent a 6-digit code to your email.')).toBeInTheDocument();
    const code = within(profile).getByLabelText('Verification code');
    expect(code).toHaveFocus();
    await userEvent.type(code, '000000');
    await userEvent.click(within(profile).getByRole('button', { name: 'Confirm' }));
    // The server's message repeats the field's error: shown once, under the field, which gets focus.
    expect(await within(profile).findByText('Invalid code.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('Invalid code.');
    expect(code).toHaveFocus();
    expect(within(profile).queryByRole('alert')).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, '424242');
    await userEvent.click(within(profile).getByRole('button', { name: 'Confirm' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Email verified.');
    // Said once: the notice, not a badge repeating it beside.
    expect(within(profile).queryByText('Email verified')).toBeNull();
    expect(JSON.parse(api.callsTo('POST user/email/verify')[1]!.body)).toEqual({ code: '424242' });
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
  });

  it('says the “code sent” and “email verified” notices again in the language picked after them', async () => {
    logIn(makeUser({ email_verified: false }));
    mockApi({
      'POST user/email/send-code': () => json(200, { message_key: 'auth.emailCodeSent', message: 'Enviamos um código de 6 dígitos para o seu e-mail.' }),
      'POST user/email/verify': () => json(200, { message_key: 'auth.emailVerified', message: 'E-mail verificado.' }),
    });
    await renderAccount(<DashboardPage />, { language: 'pt-BR' });
    const profile = () => screen.getByRole('region', { name: 'Perfil' });
    await userEvent.click(within(profile()).getByRole('button', { name: 'Verificar e-mail' }));
    expect(await within(profile()).findByRole('status')).toHaveTextContent('Enviamos um código de 6 dígitos para o seu e-mail.');

    await act(() => changeLanguage('en'));
    const inEnglish = screen.getByRole('region', { name: 'Profile' });
    expect(within(inEnglish).getByRole('status')).toHaveTextContent('We sent a 6-digit code to your email.');
    await act(() => changeLanguage('pt-BR'));
    await userEvent.type(within(profile()).getByLabelText('Código de verificação'), '424242');
    await userEvent.click(within(profile()).getByRole('button', { name: 'Confirmar' }));
    expect(await within(profile()).findByRole('status')).toHaveTextContent('E-mail verificado.');

    await act(() => changeLanguage('en'));
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByRole('status')).toHaveTextContent('Email verified.');
  });

  it('keeps the keyboard on “Send a new code” while the new code is on its way, and sends it once', async () => {
    logIn(makeUser({ email_verified: false }));
    let answerResend = (_response: Response) => {};
    const api = mockApi({
      'POST user/email/send-code': [
        () => json(200, { message: 'We sent a 6-digit code to your email.' }),
        () => new Promise<Response>((resolve) => (answerResend = resolve)),
      ],
    });
    await renderAccount(<DashboardPage />);
    const profile = screen.getByRole('region', { name: 'Profile' });
    await userEvent.click(within(profile).getByRole('button', { name: 'Verify email' }));
    await within(profile).findByLabelText('Verification code');

    await userEvent.click(within(profile).getByRole('button', { name: 'Send a new code' }));
    const resend = within(profile).getByRole('button', { name: 'Sending code…' });
    // Unavailable while it runs, yet focusable: a browser drops the focus of a disabled button to the page (jsdom does not).
    expect(resend).toHaveFocus();
    expect(resend).not.toBeDisabled();
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resend);
    expect(api.callsTo('POST user/email/send-code')).toHaveLength(2);

    answerResend(json(200, { message: 'We sent a new 6-digit code to your email.' }));
    expect(await within(profile).findByText('We sent a new 6-digit code to your email.')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Send a new code' })).toHaveFocus();
  });

  it('offers the way back to where the player was stopped, once verified, and never to another site', async () => {
    logIn(makeUser({ email_verified: false }));
    mockApi({
      'POST user/email/send-code': () => json(200, { message: 'We sent a 6-digit code to your email.' }),
      'POST user/email/verify': () => json(200, { message: 'Email verified.' }),
    });
    const verify = async () => {
      const profile = screen.getByRole('region', { name: 'Profile' });
      await userEvent.click(within(profile).getByRole('button', { name: 'Verify email' }));
      await userEvent.type(await within(profile).findByLabelText('Verification code'), '424242');
      await userEvent.click(within(profile).getByRole('button', { name: 'Confirm' }));
      await within(profile).findByRole('status');
      return profile;
    };
    const back = await renderAccount(<DashboardPage />, { route: '/user/dashboard?continue=%2Fuser%2Fwallet%3Fbonus%3Dwelcome' });
    expect(within(await verify()).getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/user/wallet?bonus=welcome');
    back.unmount();

    await renderAccount(<DashboardPage />, { route: '/user/dashboard?continue=%2F%2Fevil.example' });
    expect(within(await verify()).queryByRole('link', { name: 'Back to where you were' })).toBeNull();
  });

  it('shows skeletons until the player is loaded', async () => {
    mockApi({});
    await renderAccount(<DashboardPage />);
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
