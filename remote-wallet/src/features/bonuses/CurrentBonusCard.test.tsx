import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, palpiteStore, userBonusBalanceAtom, type Language, type PlayerBonus } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { apiError, json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { CurrentBonusCard } from './CurrentBonusCard.tsx';

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

const bonus: PlayerBonus = {
  id: 5,
  offer: welcomeOffer(),
  status: 'active',
  bonus_amount: 20,
  wagering_target: 800,
  wagered: 40,
  wagering_remaining: 760,
  wagering_percent: 5,
  win_cap: null,
  free_spins: null,
  claimed_at: '2026-11-20T10:00:00.000Z',
  granted_at: '2026-11-20T10:05:00.000Z',
  expires_at: null,
  closed_at: null,
  close_reason: null,
};

function renderCard(language: Language = 'en') {
  return renderWallet(<CurrentBonusCard current={{ status: 'ready', data: bonus, refreshing: false, reload: () => {} }} onChanged={() => {}} />, {
    language,
  });
}

/** The card's text with money's no-break space read as a plain one. */
const cardText = () => (screen.getByRole('region', { name: /./ }).textContent ?? '').replace(/\u00a0/g, ' ');

describe('CurrentBonusCard', () => {
  it('shows the bonus balance the player holds now, R$ 0,00 too, and the amount granted under its own name', async () => {
    await renderCard();
    expect(cardText()).toContain('Bonus balance R$ 50,00');
    expect(cardText()).toContain('Bonus granted: R$ 20,00');
    // The stakes lost it all: the card does not go on showing the R$ 20,00 as what the player has.
    act(() => palpiteStore.set(userBonusBalanceAtom, 0));
    expect(cardText()).toContain('Bonus balance R$ 0,00');
    expect(cardText()).toContain('Bonus granted: R$ 20,00');
  });

  it('says both in Portuguese and Turkish', async () => {
    await renderCard('pt-BR');
    expect(cardText()).toContain('Saldo de bônus R$ 50,00');
    expect(cardText()).toContain('Bônus concedido: R$ 20,00');
    cleanup();
    await renderCard('tr');
    expect(cardText()).toContain('Bonus bakiyesi');
    expect(cardText()).toContain('Verilen bonus:');
  });

  it('says a refused cancellation again in a language picked after it showed', async () => {
    mockApi({ 'POST user/bonuses/current/cancel': () => apiError(404, 'bonus.errors.noOpenBonus', 'Você não tem um bônus ativo.') });
    const user = userEvent.setup();
    await renderCard('pt-BR');
    await user.click(screen.getByRole('button', { name: 'Cancelar bônus' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar este bônus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar bônus' }));
    expect(await within(dialog).findByText('Você não tem um bônus ativo.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(within(dialog).getByText('You have no active bonus.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Você não tem um bônus ativo.')).toBeNull();
  });

  it('says the bonus was cancelled again in a language picked after it showed', async () => {
    mockApi({
      'POST user/bonuses/current/cancel': () => json(200, { success: true, message: 'Bônus cancelado. O saldo de bônus restante foi removido.', bonus: null }),
    });
    const user = userEvent.setup();
    const reload = () => {};
    const { rerender } = await renderWallet(<CurrentBonusCard current={{ status: 'ready', data: bonus, refreshing: false, reload }} onChanged={() => {}} />, {
      language: 'pt-BR',
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar bônus' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar bônus' }));
    // The page reads the current bonus again: there is none now.
    rerender(<CurrentBonusCard current={{ status: 'ready', data: null, refreshing: false, reload }} onChanged={() => {}} />);
    expect(await screen.findByText('Bônus cancelado. O saldo de bônus restante foi removido.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(screen.getByText('Bonus cancelled. The remaining bonus balance was removed.')).toBeInTheDocument();
  });
});
