import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BonusOffer, Language } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { logIn, logOut, renderWallet } from '../../testing/wallet-testing.tsx';
import { BonusChoice } from './BonusChoice.tsx';

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

/** Two reloads of the same size: only their product and rollover tell them apart. */
const reload = (overrides: Partial<BonusOffer>): BonusOffer =>
  welcomeOffer({ max_bonus: 500, min_deposit: 20, deposit_number: null, free_spins: 0, free_spin_game: null, free_spin_bet: null, ...overrides });
const OFFERS = [
  reload({ code: 'casino-reload', product: 'casino', wagering_multiple: 30 }),
  reload({ code: 'sports-reload', product: 'sports', wagering_multiple: 10 }),
];

async function offerNames(language: Language): Promise<string[]> {
  await renderWallet(<BonusChoice offers={OFFERS} value="" onChange={() => {}} />, { language });
  // Money's no-break space read as a plain one.
  return screen.getAllByRole('option').map((option) => (option.textContent ?? '').replace(/\u00a0/g, ' '));
}

describe('BonusChoice', () => {
  it('names each offer with its product and rollover, so two offers of the same size read differently', async () => {
    const names = await offerNames('en');
    expect(names).toEqual([
      'No bonus',
      '100% up to R$ 500,00 · Casino · Minimum deposit: R$ 20,00 · Wagering: 30× the bonus',
      '100% up to R$ 500,00 · Sports · Minimum deposit: R$ 20,00 · Wagering: 10× the bonus',
    ]);
    for (const option of OFFERS)
      expect(screen.getByRole('option', { name: new RegExp(`^100% up to .* · ${option.product} · .*${option.wagering_multiple}×`, 'i') })).toBeInTheDocument();
  });

  it.each([
    ['pt-BR', 'Cassino', 'Esportes', 'Rollover: 30× o bônus'],
    ['tr', 'Casino', 'Spor', 'Çevrim şartı: bonusun 30× katı'],
  ] as const)('says the product and rollover in %s too (never a raw key)', async (language, casino, sports, rollover) => {
    const [, casinoOffer, sportsOffer] = await offerNames(language);
    expect(casinoOffer).toContain(` · ${casino} · `);
    expect(casinoOffer).toContain(rollover);
    expect(sportsOffer).toContain(` · ${sports} · `);
    expect(casinoOffer).not.toBe(sportsOffer);
    expect(casinoOffer).not.toMatch(/promotions\.|bonus\.deposit/);
  });
});
