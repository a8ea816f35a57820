import { formatBRL, getBonusOffers, offerHeadline, SelectInput, useBalanceChanges, useResource, useTranslation, type BonusOffer } from '@palpite/shared';
import { depositOffers } from './bonus-choice.ts';

/**
 * The deposit offers open now; none while they load or when they cannot (the bonus is optional).
 * Read again when the balance moves: a deposit paid meanwhile (a Pix paid from the bank's app)
 * may have used an offer, e.g. the welcome bonus, which must then leave the choice.
 */
export function useDepositOffers(): BonusOffer[] {
  const offers = useResource(() => getBonusOffers(null));
  useBalanceChanges(offers.refresh);
  return offers.status === 'ready' ? depositOffers(offers.data) : [];
}

interface BonusChoiceProps {
  offers: readonly BonusOffer[];
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** "Bonus": none, or an open deposit offer with its minimum; the chosen offer's minimum under it. */
export function BonusChoice({ offers, value, onChange, error, disabled }: BonusChoiceProps) {
  const { t } = useTranslation('wallet');
  if (offers.length === 0) return null;
  const headline = (offer: BonusOffer) =>
    offerHeadline(offer)
      .map((part) => t(part.key, { ...part.values, ns: 'common' }))
      .join(' + ');
  const chosen = offers.find((offer) => offer.code === value);
  const options = [
    { value: '', label: t('bonus.deposit.none') },
    ...offers.map((offer) => ({ value: offer.code, label: t('bonus.deposit.option', { headline: headline(offer), min: formatBRL(offer.min_deposit ?? 0) }) })),
  ];
  return (
    <SelectInput
      label={t('bonus.deposit.label')}
      name="bonus_code"
      options={options}
      value={value}
      onChange={onChange}
      hint={chosen ? t('bonus.deposit.hint', { amount: formatBRL(chosen.min_deposit ?? 0) }) : null}
      error={error}
      disabled={disabled}
    />
  );
}
