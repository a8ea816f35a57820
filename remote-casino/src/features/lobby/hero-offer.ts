/** Which offer the lobby's banner advertises: one the player could take with their next deposit. */
import type { BonusOffer } from '@palpite/shared';
import { BONUS_TERMS } from '@palpite/shared/terms';

export type HeroOffer = Pick<BonusOffer, 'code' | 'percentage' | 'max_bonus' | 'free_spins' | 'min_deposit'>;

/** Until the offers load for a visitor (or when they cannot): the welcome offer as configured; the API seeds it from the same terms. */
export const CONFIGURED_WELCOME: HeroOffer = {
  code: BONUS_TERMS.welcome.code,
  percentage: BONUS_TERMS.welcome.percentage,
  max_bonus: Number(BONUS_TERMS.welcome.maxBonusCentavos) / 100,
  free_spins: BONUS_TERMS.welcome.freeSpins,
  min_deposit: Number(BONUS_TERMS.welcome.minDepositCentavos) / 100,
};

/**
 * The welcome offer while the player can take it, else the first other deposit offer they can
 * (a player past their first deposit sees the reload), else none: the banner never advertises an
 * offer the deposit form would refuse.
 */
export function chooseHeroOffer(offers: readonly BonusOffer[]): HeroOffer | null {
  const takeable = offers.filter((offer) => offer.kind === 'deposit_match' && !offer.unavailable);
  return takeable.find((offer) => offer.code === BONUS_TERMS.welcome.code) ?? takeable[0] ?? null;
}

export const isWelcome = (offer: HeroOffer) => offer.code === BONUS_TERMS.welcome.code;
