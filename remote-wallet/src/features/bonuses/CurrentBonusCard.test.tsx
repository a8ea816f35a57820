import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, palpiteStore, userBonusBalanceAtom, type Language, type PlayerBonus } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { apiError, json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import type { OpenBonus } from './api/player-bonuses.ts';
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

/** Its wagering met while 3 of its 5 free spins are left to play: the engine holds the conversion back. */
const metWithSpins: OpenBonus = {
  ...bonus,
  wagered: 800,
  wagering_remaining: 0,
  wagering_percent: 100,
  free_spins: { game: { uuid: 'g-1', name: 'Sete da Sorte' }, quantity: 5, left: 3, total_win: 0 },
  conversion_waits_for: { free_spins_left: 3, open_stakes: false },
};

function renderOpen(open: OpenBonus, language: Language = 'en') {
  return renderWallet(<CurrentBonusCard current={{ status: 'ready', data: open, refreshing: false, reload: () => {} }} onChanged={() => {}} />, { language });
}

describe('CurrentBonusCard with its wagering met but not converted yet', () => {
  it('says it waits for the free spins left, whose wins add to the wagering, instead of what is left to wager', async () => {
    await renderOpen(metWithSpins);
    expect(cardText()).toContain('100% of the wagering done');
    expect(cardText()).toContain(
      'Wagering met, not converted yet. The bonus converts to cash once your 3 free spins left are played; what they win is added to the bonus and to the wagering.',
    );
    expect(cardText()).not.toContain('Still to wager');
    // The bar says why its 100 % has not converted.
    expect(screen.getByRole('progressbar')).toHaveAccessibleDescription(/^Wagering met, not converted yet\. .*3 free spins left/);
  });

  it.each([
    ['pt-BR', 'Rollover cumprido, ainda não convertido. O bônus será convertido em saldo quando a sua 1 rodada grátis restante for jogada;'],
    ['tr', 'Çevrim tamamlandı, henüz nakite çevrilmedi. Kalan 1 bedava dönüşünüz oynandığında bonus nakite çevrilir;'],
    ['en', 'Wagering met, not converted yet. The bonus converts to cash once your 1 free spin left is played;'],
  ] as const)('says so in %s, for one spin too', async (language, text) => {
    await renderOpen({ ...metWithSpins, conversion_waits_for: { free_spins_left: 1, open_stakes: false } }, language);
    expect(cardText()).toContain(text);
    expect(cardText()).not.toContain('bonus.current');
  });

  it('says it waits for stakes paid with bonus money that are still open', async () => {
    await renderOpen({ ...metWithSpins, free_spins: null, conversion_waits_for: { free_spins_left: 0, open_stakes: true } });
    expect(cardText()).toContain(
      'Wagering met, not converted yet. The bonus converts to cash once your open bets and games paid with bonus money are settled.',
    );
    expect(cardText()).not.toContain('spins left');
  });

  it('says nothing of a wait while the wagering is short, nor from an API that does not tell', async () => {
    await renderOpen({ ...bonus, conversion_waits_for: null });
    expect(cardText()).toContain('Still to wager: R$ 760,00');
    expect(cardText()).not.toContain('not converted yet');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-describedby');
  });
});
