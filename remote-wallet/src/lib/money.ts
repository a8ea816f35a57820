import { formatBRL } from '@palpite/shared';

/** Room for any amount a player types or pastes (`R$ 50.000.000,00` is 16 characters, spaces to spare). */
export const AMOUNT_MAX_LENGTH = 24;

/** `100` → `100`, `100.5` → `100,50`: an amount put back into an input, pt-BR style. */
export function amountInput(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
}

/** The sign in words-free form every table uses: `+R$ 100,00`, `−R$ 50,00` (a real minus sign). */
export function formatSigned(amount: number): string {
  if (amount > 0) return `+${formatBRL(amount)}`;
  if (amount < 0) return `\u2212${formatBRL(-amount)}`;
  return formatBRL(0);
}

/**
 * A withdrawal's fee as shown beside its amount, or null when it has none to show: a free one, or
 * one cancelled or rejected, whose fee came back with the amount (the API answers 0 for those).
 */
export function formatFee(feeReais: number): string | null {
  return feeReais > 0 ? formatBRL(feeReais) : null;
}

/** `R$ 50.000` for a whole amount, `R$ 10,50` otherwise: limits and chips, where cents are noise. */
export function formatBRLShort(amount: number): string {
  return formatBRL(amount).replace(/,00$/, '');
}
