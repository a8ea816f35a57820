import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, formatBRL, modeAtom, palpiteStore } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { aUser, logIn, resetShellState } from '../test-fixtures.tsx';
import { MobileSidebar } from './MobileSidebar.tsx';

afterEach(resetShellState);

/** Text as Testing Library normalises it (the currency's no-break space becomes a space). */
const money = (reais: number) => formatBRL(reais).replace(/\s/gu, ' ');

async function renderMobile(onClose = vi.fn()) {
  await renderWithPlatform(<MobileSidebar onClose={onClose} />, { namespaces: { shell: shellLocales } });
  return { onClose, user: userEvent.setup() };
}

describe('MobileSidebar (spec §2)', () => {
  it('links the brand title to the mode home', async () => {
    palpiteStore.set(modeAtom, 'Sports');
    await renderMobile();
    expect(screen.getByRole('link', { name: 'Palpite, home page' })).toHaveAttribute('href', '/sports');
  });

  it('shows a player their initials, name, verified badge, email and balances', async () => {
    logIn(aUser({ first_name: 'maria eduarda', last_name: 'Lima', email: 'maria@example.com', balance: 50, bonus_balance: 12.5, identity_verified: true }));
    await renderMobile();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('ME');
    expect(screen.getByText('maria eduarda Lima')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByText(money(50))).toBeInTheDocument();
    expect(screen.getByText('Bonus balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/user/wallet');
  });

  it('shows GU without a first name, and no bonus line or badge when there is none', async () => {
    logIn(aUser({ first_name: '', bonus_balance: 0, identity_verified: false }));
    await renderMobile();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('GU');
    expect(screen.queryByText('Bonus balance')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('gives the verified badge for an identity checked, not for an email confirmed', async () => {
    logIn(aUser({ email_verified: true, identity_verified: false }));
    await renderMobile();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('shows the avatar picture when the player has one', async () => {
    logIn(aUser({ avatar: '/images/avatar.webp' }));
    await renderMobile();
    expect(screen.queryByTestId('avatar-initials')).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/images/avatar.webp"]')).not.toBeNull();
  });

  it('offers no wallet and no My bets to visitors', async () => {
    palpiteStore.set(modeAtom, 'Sports');
    await renderMobile();
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My bets' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live bets' })).toBeInTheDocument();
  });

  it('opens the search overlay and closes itself', async () => {
    const opened = vi.fn();
    const off = eventBus.on('open-search', opened);
    const { user, onClose } = await renderMobile();
    await user.click(screen.getByRole('button', { name: 'Search games' }));
    expect(opened).toHaveBeenCalledWith({});
    expect(onClose).toHaveBeenCalled();
    off();
  });

  it('switches mode with pressed buttons', async () => {
    const { user, onClose } = await renderMobile();
    expect(screen.getByRole('button', { name: 'Casino' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('scrolls the language list it opens at its foot into view, below a phone’s screen otherwise', async () => {
    const { user } = await renderMobile();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const trigger = screen.getByRole('button', { name: /Language/ });
    await user.click(trigger);
    const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
    expect(scrolled.mock.contexts).toContain(list);
    scrolled.mockRestore();
  });
});
