import { isCardExpiryValid, isCardHolderValid, isCvvValid, parseExpiry, passesLuhn } from '../../lib/card.ts';
import type { LocalDate } from '../../lib/dates.ts';
import type { Translate } from '../../lib/payment-methods.ts';

/** The card as typed: form state only, cleared after every submit. */
export interface CardValues {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvv: '', holder: '' };

/** The card's problems, one message per field (the API's own messages, from `common`). */
export function cardErrors(card: CardValues, today: LocalDate, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!passesLuhn(card.number)) errors.number = t('payments.cardNumberInvalid', { ns: 'common' });
  const expiry = parseExpiry(card.expiry);
  if (!expiry || !isCardExpiryValid(expiry.month, expiry.year, today)) errors.expiry = t('payments.cardExpiryInvalid', { ns: 'common' });
  if (!isCvvValid(card.cvv, card.number)) errors.cvv = t('payments.cardCvvInvalid', { ns: 'common' });
  if (!isCardHolderValid(card.holder)) errors.holder = t('payments.cardHolderInvalid', { ns: 'common' });
  return errors;
}

/** The API names the expiry's two halves; the form has one field for both. */
export function cardFieldOf(apiField: string): string {
  return apiField === 'expiry_month' || apiField === 'expiry_year' ? 'expiry' : apiField;
}
