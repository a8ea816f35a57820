import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus, palpiteStore, siteJurisdictionAtom, userAtom, type User } from '@palpite/shared';
import { missingTexts, renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { BrLoginModal } from './BrLoginModal.tsx';

async function logIn() {
  palpiteStore.set(userAtom, { id: 7, first_name: 'Ana' } as User);
  await act(async () => eventBus.emit('user-logged-in', { userId: 7 }));
}

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(userAtom, null);
  palpiteStore.set(siteJurisdictionAtom, null);
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The API's answers: the overview says whether the first limits are still to choose; what was posted is kept. */
function mockApi(firstLimitsPending: boolean) {
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'GET') return json({ first_limits_pending: firstLimitsPending, limits: [] });
    posted.push(await request.json());
    return json({ success: true, message: 'Limits saved.' });
  });
  return posted;
}

describe('br profile after login', () => {
  it('shows the addiction-risk warning after each login, closed only by acknowledging it', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    mockApi(false);
    await renderWithPlatform(<BrLoginModal />, { language: 'pt-BR', namespaces: { shell: shellLocales } });
    await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Apostas podem causar dependência' });
    expect(dialog).toHaveAccessibleDescription(/Apostar envolve risco financeiro e pode causar dependência/);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only the shell's base texts were registered: the dialog brings its own.
    expect(missingTexts()).toEqual([]);
  });

  it('shows nothing under the default profile', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'default');
    await renderWithPlatform(<BrLoginModal />, { namespaces: { shell: shellLocales } });
    await logIn();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('until they are chosen, asks first for the three deposit limits and a session reminder, sent together', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    const posted = mockApi(true);
    await renderWithPlatform(<BrLoginModal />, { namespaces: { shell: shellLocales } });
    await logIn();
    expect(await screen.findByRole('dialog', { name: 'Set your limits' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Daily deposit limit (R$)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(screen.getByLabelText('Weekly deposit limit (R$)')).toHaveAccessibleDescription('Enter an amount in reais, or choose “No limit”.');
    expect(screen.getByLabelText('Session reminder')).toHaveAccessibleDescription('Choose a reminder, or “No reminder”.');
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByLabelText('Weekly deposit limit (R$)'), '200');
    const noLimit = screen.getAllByRole('checkbox', { name: 'No limit' });
    await userEvent.click(noLimit[2]!);
    await userEvent.selectOptions(screen.getByLabelText('Session reminder'), 'Every 60 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(await screen.findByRole('dialog', { name: 'Gambling can be addictive' })).toBeInTheDocument();
    expect(posted).toEqual([{ deposit: { day: 50, week: 200, month: null }, reality_check_minutes: 60 }]);
  });

  it('shows the server’s refusal of the limits in the language picked after it came', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'GET') return json({ first_limits_pending: true, limits: [] });
      // Answered in the request's language, with the key it was made from.
      const refusal = {
        success: false,
        message_key: 'rg.errors.limitAmountTooLarge',
        message: 'Informe no máximo R$ 1.000.000,00.',
        translation_params: { max: 'R$ 1.000.000,00' },
      };
      return new Response(JSON.stringify(refusal), { status: 422, headers: { 'Content-Type': 'application/json' } });
    });
    await renderWithPlatform(<BrLoginModal />, { language: 'pt-BR', namespaces: { shell: shellLocales } });
    await logIn();
    await screen.findByRole('dialog', { name: 'Defina seus limites' });
    for (const box of await screen.findAllByRole('checkbox', { name: 'Sem limite' })) await userEvent.click(box);
    await userEvent.selectOptions(screen.getByLabelText('Lembrete de sessão'), 'Sem lembrete');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar meus limites' }));
    expect(await screen.findByText('Informe no máximo R$ 1.000.000,00.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(screen.getByText('Enter at most R$ 1.000.000,00.')).toBeInTheDocument();
    expect(screen.queryByText('Informe no máximo R$ 1.000.000,00.')).not.toBeInTheDocument();
  });

  it('asks for the limits never chosen when a session is restored (a reload, another tab), without a login’s warning', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    mockApi(true);
    palpiteStore.set(userAtom, { id: 8, first_name: 'Bia' } as User);
    await renderWithPlatform(<BrLoginModal />, { namespaces: { shell: shellLocales } });
    expect(await screen.findByRole('dialog', { name: 'Set your limits' })).toBeInTheDocument();
  });

  it('shows nothing on a restored session whose limits were chosen', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ first_limits_pending: false, limits: [] }));
    palpiteStore.set(userAtom, { id: 9, first_name: 'Caio' } as User);
    await renderWithPlatform(<BrLoginModal />, { namespaces: { shell: shellLocales } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
