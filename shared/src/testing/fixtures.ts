import type { BonusOffer } from '../promotions/types.ts';

/** The casino welcome offer as `GET bonuses/offers` answers it: 100% up to R$ 5.000 and 75 free spins of R$ 0,50. */
export function welcomeOffer(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return {
    code: 'welcome',
    kind: 'deposit_match',
    product: 'casino',
    percentage: 100,
    max_bonus: 5000,
    min_deposit: 20,
    wagering_multiple: 40,
    validity_days: 7,
    deposit_number: 1,
    win_cap: 1000,
    free_spins: 75,
    free_spin_game: { uuid: 'g-1', slug: 'carnaval-do-rio', name: 'Carnaval do Rio' },
    free_spin_bet: 0.5,
    ...overrides,
  };
}
