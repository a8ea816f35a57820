/** The deposit form's optional bonus: which offers a deposit can carry, and whether the amount qualifies. */
import type { BonusOffer, PlayerBonus } from '@palpite/shared';

/** Offers granted by a deposit that the player could take now (the deposit form sends their code as `bonus_code`). */
export function depositOffers(offers: readonly BonusOffer[]): BonusOffer[] {
  return offers.filter((offer) => offer.kind === 'deposit_match' && !offer.unavailable);
}

/** The offer of the player's claim that waits for a deposit (activated on a promotion page), or null. */
export function waitingOfferCode(current: PlayerBonus | null): string | null {
  return current?.status === 'claimed' ? (current.offer?.code ?? null) : null;
}

/**
 * The offer the form starts with: the one a link asked for (`?bonus=`, the lobby's banner or a
 * campaign's `?bonus=WELCOME`: codes are compared without case) when the player can take it, else
 * the one the player activated and whose deposit it waits for (`waitingCode`), else none (the
 * bonus is the player's choice).
 */
export function startingOffer(offers: readonly BonusOffer[], requestedCode: string | null, waitingCode: string | null = null): string {
  const requested = requestedCode?.trim().toLowerCase();
  const listed = (code: string | null | undefined) => offers.find((offer) => offer.code === code)?.code;
  return listed(requested) ?? listed(waitingCode) ?? '';
}

/** The minimum (reais) the chosen offer needs when `amountReais` falls short of it; null when it qualifies or none is chosen. */
export function shortOfBonusMinimum(amountReais: number | null, offer: BonusOffer | undefined): number | null {
  if (!offer || amountReais === null) return null;
  const minimum = offer.min_deposit ?? 0;
  return amountReais < minimum ? minimum : null;
}
