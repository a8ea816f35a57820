import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellDialogTexts, shellLocales } from '../../locales.ts';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { isForgotPasswordVisibleAtom } from './state.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  act(() => palpiteStore.set(isForgotPasswordVisibleAtom, false));
});

async function openAtCodeStep() {
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { message: 'If this email is registered, we sent a verification code to it.' }));
  palpiteStore.set(isForgotPasswordVisibleAtom, true);
  await renderWithPlatform(<ForgotPasswordModal />, { namespaces: { shell: [shellLocales, shellDialogTexts.loaders] } });
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('Verification code');
}

describe('forgot password modal', () => {
  it('keeps only digits in the code, at most six, and says when it is incomplete', async () => {
    const field = await openAtCodeStep();
    expect(screen.getByRole('status')).toHaveTextContent('If this email is registered');
    await userEvent.type(field, '12a-3');
    expect(field).toHaveValue('123');
    expect(screen.getByText('The code is incomplete: enter all 6 digits.')).toBeInTheDocument();
    await userEvent.type(field, '456789');
    expect(field).toHaveValue('123456');
    expect(screen.queryByText('The code is incomplete: enter all 6 digits.')).not.toBeInTheDocument();
  });

  it('reports a wrong-length code on submit with the spec message', async () => {
    const field = await openAtCodeStep();
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Souza');
    await userEvent.type(field, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Verification code must be exactly 6 digits.')).toBeInTheDocument();
    // The focus goes to the field to fix, which the message describes.
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Verification code must be exactly 6 digits.');
  });

  it('after too many tries, goes back for a new code with the email kept', async () => {
    const field = await openAtCodeStep();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(429, { message_key: 'auth.tooManyAttempts', message: 'Too many attempts. Request a new code.' }));
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Souza');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many attempts. Request a new code.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('says so at the new password when the code expired after it was verified, and offers a new one', async () => {
    const field = await openAtCodeStep();
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { message: 'Code verified.' }))
      .mockResolvedValueOnce(
        json(422, {
          message_key: 'auth.codeInvalidOrExpired',
          message: 'Invalid or expired code.',
          errors: { verification_code: ['Invalid or expired code.'] },
        }),
      );
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Souza');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.type(await screen.findByLabelText('New password'), 'new password 42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new password 42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code.');
    expect(screen.getByRole('button', { name: 'Send me a new code' })).toBeInTheDocument();
  });

  it('starts again at step 1 when reopened', async () => {
    await openAtCodeStep();
    act(() => palpiteStore.set(isForgotPasswordVisibleAtom, false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => palpiteStore.set(isForgotPasswordVisibleAtom, true));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });
});
