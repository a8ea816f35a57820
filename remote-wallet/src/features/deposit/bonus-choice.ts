/** The deposit form's optional bonus: which offers a deposit can carry, and whether the amount qualifies. */
import type { BonusOffer } from '@palpite/shared';

/** Offers granted by a deposit (the deposit form sends their code as `bonus_code`). */
export function depositOffers(offers: readonly BonusOffer[]): BonusOffer[] {
  return offers.filter((offer) => offer.kind === 'deposit_match');
}

/** The minimum (reais) the chosen offer needs when `amountReais` falls short of it; null when it qualifies or none is chosen. */
export function shortOfBonusMinimum(amountReais: number | null, offer: BonusOffer | undefined): number | null {
  if (!offer || amountReais === null) return null;
  const minimum = offer.min_deposit ?? 0;
  return amountReais < minimum ? minimum : null;
}
