import { formatBRL } from '@palpite/shared';

/**
 * Reais as a player types them: `100`, `100,5`, `1.234,56` (pt-BR) or `1234.56`. Returns the
 * amount with at most 2 decimals, or null when it is not one.
 */
export function parseAmount(input: string): number | null {
  const text = input.replace(/\s|R\$/g, '');
  if (text === '') return null;
  let normalised: string;
  if (text.includes(',')) {
    // pt-BR: dots group thousands, the comma marks the decimals.
    if (!/^\d{1,3}(\.\d{3})*(,\d{0,2})?$|^\d+(,\d{0,2})?$/.test(text)) return null;
    normalised = text.replace(/\./g, '').replace(',', '.');
  } else {
    if (/^\d{1,3}(\.\d{3})+$/.test(text)) normalised = text.replace(/\./g, '');
    else if (/^\d+(\.\d{0,2})?$/.test(text)) normalised = text;
    else return null;
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

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

/** `R$ 50.000` for a whole amount, `R$ 10,50` otherwise: limits and chips, where cents are noise. */
export function formatBRLShort(amount: number): string {
  return formatBRL(amount).replace(/,00$/, '');
}
