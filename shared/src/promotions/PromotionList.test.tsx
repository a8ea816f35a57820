import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform, welcomeOffer } from '../testing/index.tsx';
import { changeLanguage } from '../i18n/i18n.ts';
import { palpiteStore } from '../state/store.ts';
import { userAtom, type User } from '../state/user.ts';
import { modalsAtom, initialModalState } from '../state/modals.ts';
import { PromotionList } from './PromotionList.tsx';
import type { Promotion } from './types.ts';

const CLAIMED = { en: 'Offer activated. The bonus is credited once the qualifying deposit is confirmed.' };

const OFFER = welcomeOffer();

const PROMOTION: Promotion = {
  slug: 'boas-vindas-cassino',
  product: 'casino',
  title: 'Casino welcome bonus',
  summary: 'We match your first deposit.',
  body: ['Opt in before you deposit.', 'Slot stakes count 100%.'],
  offer: OFFER,
};

type Handler = (request: Request) => Response | Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(routes: Record<string, Handler>) {
  const calls: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/palpite\//, '');
    const handler = routes[`${request.method} ${path}`];
    if (!handler) throw new Error(`unexpected ${request.method} ${path}`);
    return handler(request);
  });
  return calls;
}

function logIn() {
  palpiteStore.set(userAtom, { id: 7, first_name: 'Ana', email: 'ana@example.com' } as User);
}

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(userAtom, null);
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
});

describe('PromotionList', () => {
  it('shows each promotion with the figures of its offer and its terms behind a toggle', async () => {
    const calls = mockFetch({ 'GET promotions': () => json(200, { data: [PROMOTION] }) });
    await renderWithPlatform(<PromotionList product="casino" label="Promotions" />);
    const card = (await screen.findByRole('heading', { name: 'Casino welcome bonus' })).closest('li')!;
    expect(within(card).getByText('100% up to R$ 5.000,00 + 75 free spins')).toBeInTheDocument();
    expect(within(card).getByText('Minimum deposit: R$ 20,00')).toBeInTheDocument();
    expect(within(card).getByText('Wagering: 40× the bonus')).toBeInTheDocument();
    expect(within(card).getByText('Valid for 7 days')).toBeInTheDocument();
    expect(within(card).getByText('Maximum win from the bonus: R$ 1.000,00')).toBeInTheDocument();
    expect(within(card).getByText('Opt in before you deposit.')).not.toBeVisible();
    await userEvent.click(within(card).getByText('Terms'));
    expect(within(card).getByText('Opt in before you deposit.')).toBeVisible();
    expect(new URL(calls[0]!.url).searchParams.get('product')).toBe('casino');
  });

  it('asks a visitor to log in instead of claiming', async () => {
    const calls = mockFetch({ 'GET promotions': () => json(200, { data: [PROMOTION] }) });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />, { route: '/promotion' });
    await userEvent.click(await screen.findByRole('button', { name: 'Opt in: Casino welcome bonus' }));
    expect(palpiteStore.get(modalsAtom)).toEqual({ ...initialModalState, isWarningVisible: true, showAfterRedirect: '/promotion' });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('claims for a player and shows the server’s answer, or its refusal', async () => {
    logIn();
    let claims = 0;
    mockFetch({
      'GET promotions': () => json(200, { data: [PROMOTION, { ...PROMOTION, slug: 'other', title: 'Reload', offer: { ...OFFER, code: 'reload' } }] }),
      'GET user/bonuses/current': () => json(200, { bonus: null }),
      'POST user/bonuses/claim': async (request) => {
        claims += 1;
        const body = (await request.json()) as { code: string };
        if (body.code === 'reload') return json(422, { success: false, message: 'You already have an open bonus.' });
        return json(201, { success: true, message: 'Offer claimed.', bonus: null });
      },
    });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Opt in: Reload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an open bonus.');
    await userEvent.click(screen.getByRole('button', { name: 'Opt in: Casino welcome bonus' }));
    // An answer without its key (an older API) is said as the claim's notice.
    const notice = await screen.findByText(CLAIMED.en);
    expect(claims).toBe(2);
    // It takes the focus of the button it replaced, which would otherwise fall to the page.
    expect(notice.closest('[tabindex="-1"]') ?? notice).toHaveFocus();
  });

  it('shows a player’s open bonus instead of the opt-in', async () => {
    logIn();
    mockFetch({
      'GET promotions': () => json(200, { data: [PROMOTION] }),
      'GET user/bonuses/current': () => json(200, { bonus: { id: 1, status: 'active', offer: OFFER } }),
    });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />);
    expect(await screen.findByText('This is your active bonus.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my bonus' })).toHaveAttribute('href', '/user/wallet/user-bonus');
    expect(screen.queryByRole('button', { name: /Opt in/ })).not.toBeInTheDocument();
  });

  it('tells a player why they cannot take an offer instead of offering a claim that would be refused', async () => {
    logIn();
    const passed = {
      reason: 'deposit_number_passed',
      message_key: 'bonus.errors.depositNumberPassed',
      message: 'Esta oferta vale apenas para o 1º depósito.',
      translation_params: { number: 1 },
    };
    mockFetch({
      'GET promotions': () =>
        json(200, {
          data: [
            { ...PROMOTION, offer: { ...OFFER, unavailable: passed } },
            { ...PROMOTION, slug: 'other', title: 'Reload', offer: { ...OFFER, code: 'reload', unavailable: null } },
          ],
        }),
      'GET user/bonuses/current': () => json(200, { bonus: null }),
    });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />);
    const welcome = (await screen.findByRole('heading', { name: 'Casino welcome bonus' })).closest('li')!;
    expect(within(welcome).getByText('This offer is only for deposit number 1.')).toBeInTheDocument();
    expect(within(welcome).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opt in: Reload' })).toBeEnabled();
  });

  it('during a break says so on every offer, even while the player holds a bonus', async () => {
    logIn();
    const onBreak = {
      reason: 'player_excluded',
      message_key: 'rg.errors.onBreak',
      message: 'Você está em uma pausa até 01/12/2026, 19:36.',
      translation_params: { until: '12/1/26, 7:36 PM' },
    };
    mockFetch({
      'GET promotions': () => json(200, { data: [{ ...PROMOTION, offer: { ...OFFER, unavailable: onBreak } }] }),
      'GET user/bonuses/current': () => json(200, { bonus: { id: 1, status: 'active', offer: OFFER } }),
    });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />);
    const welcome = (await screen.findByRole('heading', { name: 'Casino welcome bonus' })).closest('li')!;
    expect(await within(welcome).findByText(/^You are on a break until 12\/1\/26, 7:36 PM\./)).toBeInTheDocument();
    expect(within(welcome).queryByRole('link', { name: 'View my bonus' })).not.toBeInTheDocument();
    expect(within(welcome).queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads the promotions again when the visitor logs in, for the player’s own view of them', async () => {
    const calls = mockFetch({
      'GET promotions': () => json(200, { data: [PROMOTION] }),
      'GET user/bonuses/current': () => json(200, { bonus: null }),
    });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />);
    await screen.findByRole('heading', { name: 'Casino welcome bonus' });
    logIn();
    await vi.waitFor(() => expect(calls.filter((call) => new URL(call.url).pathname.endsWith('/promotions'))).toHaveLength(2));
  });

  it('offers a retry when the promotions cannot load', async () => {
    let attempts = 0;
    mockFetch({
      'GET promotions': () => {
        attempts += 1;
        return attempts === 1 ? json(500, { success: false, message: 'Server error.' }) : json(200, { data: [PROMOTION] });
      },
    });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Casino welcome bonus' })).toBeInTheDocument();
  });

  it('says why the promotions could not load in a language picked after it showed', async () => {
    mockFetch({
      'GET promotions': () => json(500, { success: false, message_key: 'unexpectedError', message: 'Algo deu errado. Tente novamente.' }),
    });
    await renderWithPlatform(<PromotionList product={null} label="Promotions" />, { language: 'pt-BR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado. Tente novamente.');
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Algo deu errado. Tente novamente.')).toBeNull();
  });
});
