import { offerHeadline, type BonusOffer } from '@palpite/shared';
import type { TFunction } from 'i18next';

/** A bonus's name from its offer: "Deposit bonus · 100% up to R$ 5.000,00 + 75 free spins". */
export function offerName(t: TFunction, offer: BonusOffer | null): string {
  if (!offer) return t('bonus.history.offerKinds.fixed');
  const kind = t(`bonus.history.offerKinds.${offer.kind}`, { defaultValue: t('bonus.history.offerKinds.fixed') });
  const headline = offerHeadline(offer)
    .map((part) => t(part.key, { ...part.values, ns: 'common' }))
    .join(' + ');
  return headline ? `${kind} · ${headline}` : kind;
}
