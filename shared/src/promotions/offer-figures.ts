/**
 * What an offer promises, as translation keys and values so every page states the engine's own
 * figures (money already formatted in pt-BR, spec §1). Keys live in `common` under `promotions`.
 */
import { formatBRL } from '../format/money.ts';
import type { BonusOffer } from './types.ts';

export interface OfferText {
  key: string;
  values: Record<string, string | number>;
}

/** The headline: "100% up to R$ 5.000,00 + 75 free spins", or the spins alone. */
export function offerHeadline(offer: Pick<BonusOffer, 'percentage' | 'max_bonus' | 'free_spins'>): OfferText[] {
  const parts: OfferText[] = [];
  if (offer.percentage > 0 && offer.max_bonus !== null && offer.max_bonus > 0) {
    parts.push({ key: 'promotions.headline.match', values: { percentage: offer.percentage, max: formatBRL(offer.max_bonus) } });
  } else if (offer.percentage > 0) {
    parts.push({ key: 'promotions.headline.matchUncapped', values: { percentage: offer.percentage } });
  }
  if (offer.free_spins > 0) parts.push({ key: 'promotions.headline.freeSpins', values: { count: offer.free_spins } });
  return parts;
}

/** The conditions, one line each: minimum deposit, wagering, validity, win cap, the free-spin game and bet. */
export function offerConditions(offer: BonusOffer): OfferText[] {
  const lines: OfferText[] = [];
  if (offer.min_deposit !== null && offer.min_deposit > 0)
    lines.push({ key: 'promotions.figures.minDeposit', values: { amount: formatBRL(offer.min_deposit) } });
  if (offer.deposit_number !== null) lines.push({ key: 'promotions.figures.depositNumber', values: { count: offer.deposit_number } });
  lines.push({ key: 'promotions.figures.wagering', values: { multiple: offer.wagering_multiple } });
  lines.push({ key: 'promotions.figures.validity', values: { count: offer.validity_days } });
  if (offer.win_cap !== null) lines.push({ key: 'promotions.figures.winCap', values: { amount: formatBRL(offer.win_cap) } });
  if (offer.free_spins > 0 && offer.free_spin_game) {
    const bet = offer.free_spin_bet ?? 0;
    lines.push({ key: 'promotions.figures.freeSpinGame', values: { game: offer.free_spin_game.name, bet: formatBRL(bet) } });
  }
  return lines;
}
