import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalsAtom, palpiteStore, siteJurisdictionAtom } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellDialogTexts, shellLocales } from '../../locales.ts';
import { SignupModal } from './SignupModal.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers every call with a created account and keeps what was sent. */
function mockRegister() {
  const sent: Array<Record<string, unknown>> = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    sent.push(JSON.parse(await (input as Request).clone().text()) as Record<string, unknown>);
    return json(201, { success: true, message: 'Account created.' });
  });
  return { fetch, sent };
}

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
  palpiteStore.set(siteJurisdictionAtom, 'default');
});

async function openSignup() {
  palpiteStore.set(modalsAtom, { type: 'showSignup' });
  await renderWithPlatform(<SignupModal />, { namespaces: { shell: [shellLocales, shellDialogTexts.loaders] } });
  return screen.getByRole('dialog', { name: 'Create your account' });
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Souza');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse 42');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'correct horse 42');
}

describe('sign-up modal', () => {
  it('after a failed submit, moves the focus to the first field to fix', async () => {
    const { fetch } = mockRegister();
    await openSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not ask for a CPF outside the br profile', async () => {
    const { sent } = mockRegister();
    await openSignup();
    expect(screen.queryByLabelText('CPF')).toBeNull();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Account created.');
    expect(sent[0]?.cpf).toBeNull();
    await waitFor(() => expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(true), { timeout: 5000 });
  });

  it('closed on its confirmation, still opens login; closed before signing up, forgets where the offer was taking the player', async () => {
    mockRegister();
    const dialog = await openSignup();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Account created.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(palpiteStore.get(modalsAtom).isSignupVisible).toBe(false);
    await waitFor(() => expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(true));

    palpiteStore.set(modalsAtom, { type: 'showSignup', redirectTo: '/user/wallet' });
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Create your account' })).getByRole('button', { name: 'Close' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isSignupVisible: false, showAfterRedirect: null });
  });

  it('under the br profile asks for the CPF, masks it as typed, checks it and sends its digits', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    const { fetch, sent } = mockRegister();
    await openSignup();
    await fillIn();
    const cpf = screen.getByLabelText('CPF');
    await userEvent.type(cpf, '12345678900');
    expect(cpf).toHaveValue('123.456.789-00');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid CPF.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Account created.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.cpf).toBe('529.982.247-25');
    await waitFor(() => expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(true), { timeout: 5000 });
  });
});
