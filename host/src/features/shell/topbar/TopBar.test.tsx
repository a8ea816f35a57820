import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatBRL,
  i18n,
  isUserLoadingAtom,
  modalsAtom,
  notificationsAtom,
  palpiteStore,
  unreadNotificationsCountAtom,
  useModals,
  userAtom,
  userBalanceAtom,
} from '@palpite/shared';
import { json, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { WarningModal } from '../../modals/WarningModal.tsx';
import { aUser, CaptureNavigate, logIn, resetShellState, router, ShowLocation } from '../test-fixtures.tsx';
import { TopBar, type TopBarProps } from './TopBar.tsx';

function WarningHost() {
  const [modals] = useModals();
  return <WarningModal open={modals.isWarningVisible} />;
}

async function renderTopBar(props: Partial<TopBarProps> = {}, language: 'en' | 'pt-BR' = 'en') {
  const onLogout = vi.fn();
  const view = await renderWithPlatform(
    <>
      <TopBar hideOnPhone={false} menuOpen={false} menuId="menu" onOpenMenu={() => undefined} onLogout={onLogout} notifications={{}} {...props} />
      <p>Outside</p>
      <WarningHost />
      <CaptureNavigate />
      <ShowLocation />
    </>,
    { language, namespaces: { shell: shellLocales } },
  );
  return { ...view, onLogout, user: userEvent.setup() };
}

afterEach(() => {
  resetShellState();
  vi.restoreAllMocks();
});

describe('TopBar for a visitor', () => {
  it('offers log in and sign up, which open their modals', async () => {
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isSignupVisible: true, isLoginVisible: false });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isSignupVisible: false, isLoginVisible: true });
  });

  it('while a stored session is restored, shows neither log in nor sign up', async () => {
    palpiteStore.set(isUserLoadingAtom, true);
    await renderTopBar();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    act(() => palpiteStore.set(isUserLoadingAtom, false));
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('while a stored session is restored, has the bell wait, saying why, instead of asking its player to log in', async () => {
    palpiteStore.set(isUserLoadingAtom, true);
    const { user } = await renderTopBar();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-disabled', 'true');
    expect(bell).not.toBeDisabled();
    expect(bell).toHaveAccessibleDescription('Available once your session has loaded.');
    await user.click(bell);
    expect(bell).toHaveFocus();
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Log in to continue' })).not.toBeInTheDocument();

    // The player is read: the same bell, still focused, opens their notifications.
    act(() => {
      logIn();
      palpiteStore.set(isUserLoadingAtom, false);
    });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell);
    expect(bell).toHaveFocus();
    expect(bell).not.toHaveAttribute('aria-disabled');
    expect(bell).not.toHaveAccessibleDescription();
    await user.click(bell);
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBe(false);
  });

  it('opens the warning modal from the bell, since notifications need an account', async () => {
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toHaveTextContent('You must be logged in to access this feature.');
  });

  it('links the logo to the mode home', async () => {
    await renderTopBar();
    expect(screen.getByRole('link', { name: 'Palpite, home page' })).toHaveAttribute('href', '/');
  });
});

describe('mode toggle (spec §4 "Mode")', () => {
  it('shows the current mode pressed and goes to /Game or /sports', async () => {
    const { user } = await renderTopBar();
    const toggle = screen.getByRole('group', { name: 'Mode' });
    expect(within(toggle).getByRole('button', { name: 'Casino' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(toggle).getByRole('button', { name: 'Sports' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sports');
    await user.click(within(toggle).getByRole('button', { name: 'Casino' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Game');
  });
});

describe('TopBar for a player', () => {
  it('shows the balance linking to the wallet, and logs out', async () => {
    logIn();
    const { user, onLogout } = await renderTopBar();
    expect(screen.getByRole('link', { name: `Wallet: ${formatBRL(1234.5)}` })).toHaveAttribute('href', '/user/wallet');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('has a phone show a balance of millions in whole reais, rounded down, and says it in full', async () => {
    logIn(aUser({ balance: 1_235_385.17 }));
    await renderTopBar();
    const wallet = screen.getByRole('link', { name: `Wallet: ${formatBRL(1_235_385.17)}` });
    // Both are in the page; the phone's style shows the second (CSS: at most 399 px wide).
    expect([...wallet.querySelectorAll('span')].map((span) => span.textContent?.replace(/\s/g, ' '))).toEqual(['R$ 1.235.385,17', 'R$ 1.235.385', '']);
    act(() => palpiteStore.set(userBalanceAtom, 999_999.99));
    expect([...wallet.querySelectorAll('span')].map((span) => span.textContent?.replace(/\s/g, ' '))).toEqual(['R$ 999.999,99', '']);
  });

  it('names the unread count on the bell and opens the notifications dropdown', async () => {
    logIn();
    palpiteStore.set(unreadNotificationsCountAtom, 2);
    palpiteStore.set(notificationsAtom, [
      {
        id: 1,
        message: 'Deposit confirmed',
        translation_key: 'x.unknown',
        translation_params: {},
        read_at: null,
        created_at: '2026-03-02T10:00:00Z',
        title: 'Wallet',
      },
      {
        id: 2,
        message: 'Seu saque de R$ 800,00 foi pago.',
        translation_key: 'notifications.withdrawalPaid',
        translation_params: { amount: 'R$ 800,00' },
        read_at: null,
        created_at: '2026-03-02T11:00:00Z',
        title: null,
      },
      {
        id: 3,
        message: 'Weekend bonus unlocked!',
        translation_key: 'notifications.default',
        translation_params: {},
        read_at: '2026-03-02T12:30:00Z',
        created_at: '2026-03-02T12:00:00Z',
        title: 'Promotions',
      },
    ]);
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Notifications: 2 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('Deposit confirmed')).toBeInTheDocument();
    // The API's keys are translated from the common texts, in the page's language.
    expect(within(panel).getByText('Your withdrawal of R$ 800,00 has been paid.')).toBeInTheDocument();
    // A plain message comes with the default key: its own text, not the catalogue's "new notification".
    expect(within(panel).getByText('Weekend bonus unlocked!')).toBeInTheDocument();
    expect(within(panel).getAllByText('Unread')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(palpiteStore.get(notificationsAtom)).toEqual([]);
    expect(within(panel).getByText("You're all caught up")).toBeInTheDocument();
  });

  it('closes the list and gives focus to the bell when a notification is chosen, so its dialog hands focus back there', async () => {
    logIn();
    palpiteStore.set(notificationsAtom, [
      {
        id: 5,
        message: 'Bônus liberado',
        translation_key: 'notifications.default',
        translation_params: {},
        read_at: null,
        created_at: '2026-03-02T10:00:00Z',
        title: 'Bônus',
      },
    ]);
    const onSelect = vi.fn();
    const { user } = await renderTopBar({ notifications: { onSelect } });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: /Bônus/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('tells the notifications feature when the dropdown opens', async () => {
    logIn();
    const onOpen = vi.fn();
    const { user } = await renderTopBar({ notifications: { onOpen } });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    await user.click(bell);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says a failed first load failed, with a retry, instead of reading as no notifications', async () => {
    logIn();
    const onRetry = vi.fn();
    const { user } = await renderTopBar({ notifications: { failed: true, onRetry } });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('alert')).toHaveTextContent("We couldn't load your notifications.");
    expect(within(panel).queryByText("You're all caught up")).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a skeleton while notifications load', async () => {
    logIn();
    const { user } = await renderTopBar({ notifications: { loading: true } });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });
});

describe('language picker', () => {
  it('lists the three languages under their own names and switches language', async () => {
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    const options = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(options.join(' ')).toMatch(/Português.*English.*Türkçe/);
    await user.click(screen.getByRole('button', { name: /Português/ }));
    // changeLanguage loads the texts first, then switches.
    expect(await screen.findByRole('button', { name: 'Idioma: Português, PT' })).toHaveAttribute('aria-expanded', 'false');
    expect(i18n.language).toBe('pt-BR');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('keeps a logged-in player’s pick on the account, for the mail we send them', async () => {
    const api = mockApi({ 'PUT user/language': (call) => json(200, JSON.parse(call.body)) });
    logIn(aUser({ language: 'en' }));
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    await user.click(screen.getByRole('button', { name: /Türkçe/ }));
    await screen.findByRole('button', { name: /TR$/ });
    await waitFor(() => expect(palpiteStore.get(userAtom)?.language).toBe('tr'));
    expect(api.callsTo('PUT user/language').map((call) => JSON.parse(call.body))).toEqual([{ language: 'tr' }]);
  });

  it('tells no account when a visitor picks', async () => {
    const api = mockApi({});
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    await user.click(screen.getByRole('button', { name: /Português/ }));
    await screen.findByRole('button', { name: 'Idioma: Português, PT' });
    expect(api.calls).toEqual([]);
  });
});

describe('dropdowns (spec §4)', () => {
  it('close on a click outside', async () => {
    const { user } = await renderTopBar();
    const trigger = screen.getByRole('button', { name: 'Language: English, EN' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Türkçe/ })).not.toBeInTheDocument();
  });

  it('close on Escape and give focus back to their trigger', async () => {
    const { user } = await renderTopBar();
    const trigger = screen.getByRole('button', { name: 'Language: English, EN' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it.each(['Language: English, EN', 'Notifications', 'My account'])('close once the keyboard moves on past them: %s', async (name) => {
    logIn();
    const { user } = await renderTopBar();
    const trigger = screen.getByRole('button', { name });
    trigger.focus();
    await user.keyboard('{Enter}');
    // The notifications panel's code loads lazily.
    const panel = await waitFor(() => {
      const shown = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      expect(shown).not.toBeNull();
      return shown;
    });
    const inside = [...(panel?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];
    // Into the panel and through it, the dropdown stays open; back to its trigger too.
    for (const item of inside) {
      await user.tab();
      expect(item).toHaveFocus();
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    }
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(panel?.id ?? '')).toBeNull();
  });

  it('stay open while the focus goes back and forth between the trigger and the panel', async () => {
    const { user } = await renderTopBar();
    const trigger = screen.getByRole('button', { name: 'Language: English, EN' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: /Português/ })).toHaveFocus();
    await user.tab({ shift: true });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /Türkçe/ }));
    expect(await screen.findByRole('button', { name: /TR$/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lead a player from the account menu to the responsible gambling tools', async () => {
    logIn();
    const { user } = await renderTopBar();
    expect(screen.queryByRole('link', { name: 'Responsible gambling' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute('href', '/responsible-gambling');
  });

  it('close on a route change', async () => {
    logIn();
    const { user } = await renderTopBar();
    const trigger = screen.getByRole('button', { name: 'My account' });
    await user.click(trigger);
    expect(screen.getByRole('link', { name: 'Security' })).toBeInTheDocument();
    act(() => {
      void router.navigate?.('/sports');
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Security' })).not.toBeInTheDocument();
  });

  it('opening the notifications closes the language dropdown', async () => {
    logIn();
    const { user } = await renderTopBar();
    const language = screen.getByRole('button', { name: 'Language: English, EN' });
    await user.click(language);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(language).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});
