/** The deposit form's optional bonus: which offers a deposit can carry, and whether the amount qualifies. */
import type { BonusOffer } from '@palpite/shared';

/** Offers granted by a deposit that the player could take now (the deposit form sends their code as `bonus_code`). */
export function depositOffers(offers: readonly BonusOffer[]): BonusOffer[] {
  return offers.filter((offer) => offer.kind === 'deposit_match' && !offer.unavailable);
}

/**
 * The offer the form starts with: the one a link asked for (`?bonus=`, the lobby's banner or a
 * campaign's `?bonus=WELCOME`: codes are compared without case) when the player can take it, else
 * none (the bonus is the player's choice).
 */
export function requestedOffer(offers: readonly BonusOffer[], requestedCode: string | null): string {
  const requested = requestedCode?.trim().toLowerCase();
  return offers.find((offer) => offer.code === requested)?.code ?? '';
}

/** The minimum (reais) the chosen offer needs when `amountReais` falls short of it; null when it qualifies or none is chosen. */
export function shortOfBonusMinimum(amountReais: number | null, offer: BonusOffer | undefined): number | null {
  if (!offer || amountReais === null) return null;
  const minimum = offer.min_deposit ?? 0;
  return amountReais < minimum ? minimum : null;
}
