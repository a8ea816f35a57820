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

/**
 * The card's problems, one message per field: an empty field asks for itself (the wallet's own
 * messages), a filled one that fails a check gets the API's message for it, from `common`.
 */
export function cardErrors(card: CardValues, today: LocalDate, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isBlank(card.number)) errors.number = t('card.numberRequired', { ns: 'wallet' });
  else if (!passesLuhn(card.number)) errors.number = t('payments.cardNumberInvalid', { ns: 'common' });
  if (isBlank(card.expiry)) errors.expiry = t('card.expiryRequired', { ns: 'wallet' });
  else if (!isExpiryValid(card.expiry, today)) errors.expiry = t('payments.cardExpiryInvalid', { ns: 'common' });
  if (isBlank(card.cvv)) errors.cvv = t('card.cvvRequired', { ns: 'wallet' });
  else if (!isCvvValid(card.cvv, card.number)) errors.cvv = t('payments.cardCvvInvalid', { ns: 'common' });
  // The API's holder message already asks for the name, so an empty holder needs no message of its own.
  if (!isCardHolderValid(card.holder)) errors.holder = t('payments.cardHolderInvalid', { ns: 'common' });
  return errors;
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

function isExpiryValid(text: string, today: LocalDate): boolean {
  const expiry = parseExpiry(text);
  return expiry !== null && isCardExpiryValid(expiry.month, expiry.year, today);
}

/** The API names the expiry's two halves; the form has one field for both. */
export function cardFieldOf(apiField: string): string {
  return apiField === 'expiry_month' || apiField === 'expiry_year' ? 'expiry' : apiField;
}
