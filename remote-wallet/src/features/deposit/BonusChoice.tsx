import type { TFunction } from 'i18next';
import {
  formatBRL,
  getBonusOffers,
  getCurrentBonus,
  offerConditions,
  offerHeadline,
  SelectInput,
  useBalanceChanges,
  useResource,
  useTranslation,
  type BonusOffer,
  type OfferText,
} from '@palpite/shared';
import { depositOffers, waitingOfferCode } from './bonus-choice.ts';

export interface DepositOffers {
  offers: BonusOffer[];
  /** The offer the player activated on a promotion page, whose claim waits for a deposit; null when none. */
  waitingCode: string | null;
}

const NO_OFFERS: DepositOffers = { offers: [], waitingCode: null };

/**
 * The deposit offers open now, and the one the player's claim waits for; none while they load or
 * when they cannot (the bonus is optional). Read again when the balance moves: a deposit paid
 * meanwhile (a Pix paid from the bank's app) may have used an offer, e.g. the welcome bonus, which
 * must then leave the choice.
 */
export function useDepositOffers(): DepositOffers {
  // The current bonus only picks where the form starts: when it cannot be read, the form starts on none.
  const read = useResource(() => Promise.all([getBonusOffers(null), getCurrentBonus().catch(() => null)]));
  useBalanceChanges(read.refresh);
  if (read.status !== 'ready') return NO_OFFERS;
  const [offers, current] = read.data;
  return { offers: depositOffers(offers), waitingCode: waitingOfferCode(current) };
}

interface BonusChoiceProps {
  offers: readonly BonusOffer[];
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The terms an option states besides its product: what the deposit needs and the rollover. An
 * option is one line; the validity and the win cap are on the offer's promotion.
 */
const OPTION_CONDITIONS: ReadonlySet<string> = new Set(['promotions.figures.minDeposit', 'promotions.figures.wagering']);

/**
 * An offer as one option: "100% up to R$ 500,00 · Casino · Minimum deposit: R$ 20,00 · Wagering: 30× the bonus".
 * The headline alone left a casino and a sports offer of the same size reading the same.
 */
function offerOptionLabel(t: TFunction, offer: BonusOffer): string {
  const inCommon = ({ key, values }: OfferText) => t(key, { ...values, ns: 'common' });
  return t('bonus.deposit.option', {
    headline: offerHeadline(offer).map(inCommon).join(' + '),
    product: t(`promotions.products.${offer.product}`, { ns: 'common' }),
    conditions: offerConditions(offer)
      .filter((line) => OPTION_CONDITIONS.has(line.key))
      .map(inCommon)
      .join(' · '),
  });
}

/** "Bonus": none, or an open deposit offer with its product and terms; the chosen offer's minimum under it. */
export function BonusChoice({ offers, value, onChange, error, disabled }: BonusChoiceProps) {
  const { t } = useTranslation('wallet');
  if (offers.length === 0) return null;
  const chosen = offers.find((offer) => offer.code === value);
  const options = [{ value: '', label: t('bonus.deposit.none') }, ...offers.map((offer) => ({ value: offer.code, label: offerOptionLabel(t, offer) }))];
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
