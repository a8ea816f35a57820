import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEPOSIT_LIMITS_PENDING_KEY, eventBus, palpiteStore, siteJurisdictionAtom, userAtom, type User } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
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
  sessionStorage.clear();
});

describe('br profile after login', () => {
  it('shows the addiction-risk warning after each login, closed only by acknowledging it', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    await renderWithPlatform(<BrLoginModal />, { language: 'pt-BR', namespaces: { shell: shellLocales } });
    await logIn();
    const dialog = screen.getByRole('dialog', { name: 'Apostas podem causar dependência' });
    expect(dialog).toHaveAccessibleDescription(/Apostar envolve risco financeiro e pode causar dependência/);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing under the default profile', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'default');
    await renderWithPlatform(<BrLoginModal />, { namespaces: { shell: shellLocales } });
    await logIn();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after sign-up asks for the three deposit limits first, each an amount or an explicit "no limit"', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    sessionStorage.setItem(DEPOSIT_LIMITS_PENDING_KEY, '1');
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(await request.json());
      return new Response(JSON.stringify({ success: true, message: 'Limit saved.' }), { status: 200 });
    });
    await renderWithPlatform(<BrLoginModal />, { namespaces: { shell: shellLocales } });
    await logIn();
    expect(screen.getByRole('dialog', { name: 'Set your deposit limits' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Daily deposit limit (R$)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(screen.getByLabelText('Weekly deposit limit (R$)')).toHaveAccessibleDescription('Enter an amount in reais, or choose “No limit”.');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Weekly deposit limit (R$)'), '200');
    const noLimit = screen.getAllByRole('checkbox', { name: 'No limit' });
    await userEvent.click(noLimit[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(await screen.findByRole('dialog', { name: 'Gambling can be addictive' })).toBeInTheDocument();
    expect(sent).toEqual([
      { kind: 'deposit', period: 'day', amount: 50 },
      { kind: 'deposit', period: 'week', amount: 200 },
    ]);
    expect(sessionStorage.getItem(DEPOSIT_LIMITS_PENDING_KEY)).toBeNull();
  });
});
