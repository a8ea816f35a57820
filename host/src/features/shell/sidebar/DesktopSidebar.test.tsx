import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatBRL, isUserLoadingAtom, modeAtom, palpiteStore, siteJurisdictionAtom } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { aUser, logIn, resetShellState } from '../test-fixtures.tsx';
import { DesktopSidebar } from './DesktopSidebar.tsx';

afterEach(resetShellState);

/** Text as Testing Library normalises it (the currency's no-break space becomes a space). */
const money = (reais: number) => formatBRL(reais).replace(/\s/gu, ' ');

async function renderSidebar(mode: 'Casino' | 'Sports', route = '/') {
  palpiteStore.set(modeAtom, mode);
  await renderWithPlatform(<DesktopSidebar variant="persistent" />, { route, namespaces: { shell: shellLocales } });
  return userEvent.setup();
}

describe('DesktopSidebar', () => {
  it('shows the Casino menu with the current page marked', async () => {
    await renderSidebar('Casino', '/slot');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const casino = within(nav).getByRole('list', { name: 'Casino' });
    expect(
      within(casino)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/Game', '/slot', '/blackjack', '/roulette', '/livecasino', '/tablegames', '/promotion', '/live']);
    expect(within(casino).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(within(casino).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  it('renders coming-soon entries as disabled text with a badge, never as links', async () => {
    await renderSidebar('Sports');
    for (const name of ['Formula 1', 'MMA', 'Volleyball', 'AFL', 'Tournaments', 'VIP club', 'Challenges']) {
      const label = screen.getByText(name);
      const entry = label.closest('[aria-disabled]');
      expect(entry, name).toHaveAttribute('aria-disabled', 'true');
      expect(label.closest('a'), name).toBeNull();
      expect(entry).toHaveTextContent('Soon');
    }
    expect(screen.queryByRole('link', { name: /Formula 1|VIP club/ })).not.toBeInTheDocument();
  });

  it('starts with Other Sports open and collapses it', async () => {
    const user = await renderSidebar('Sports');
    const toggle = screen.getByRole('button', { name: 'Other sports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Other sports' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Formula 1')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText('Formula 1')).toBeInTheDocument();
  });

  it('marks football, not the sports home, on /sports?sport=football', async () => {
    await renderSidebar('Sports', '/sports?sport=football');
    expect(screen.getByRole('link', { name: 'Football' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sports' })).not.toHaveAttribute('aria-current', 'page');
  });

  it('hides My bets from visitors and invites them to sign up', async () => {
    await renderSidebar('Sports');
    expect(screen.queryByRole('link', { name: 'My bets' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('while a stored session is restored, holds the card’s place instead of inviting a sign-up', async () => {
    palpiteStore.set(isUserLoadingAtom, true);
    await renderSidebar('Casino');
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    act(() => {
      logIn(aUser({ balance: 80 }));
      palpiteStore.set(isUserLoadingAtom, false);
    });
    expect(screen.getByText(money(80))).toBeInTheDocument();
  });

  it('promises a visitor no welcome bonus where the site grants none (the br profile)', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    await renderSidebar('Casino');
    expect(screen.getByText(/^Create your account in minutes: sports betting and casino with Pix/)).toBeInTheDocument();
    expect(screen.queryByText(/welcome bonus/)).not.toBeInTheDocument();
  });

  it('gives a player their balance and a deposit button to the wallet', async () => {
    logIn(aUser({ balance: 80, bonus_balance: 15 }));
    await renderSidebar('Sports');
    expect(screen.getByRole('link', { name: 'My bets' })).toHaveAttribute('href', '/mybets');
    expect(screen.getByText(money(80))).toBeInTheDocument();
    expect(screen.getByText(money(15))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
  });
});
