/** Money display (spec §1): Brazilian real in pt-BR format with 2 decimals, whatever the UI language. */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `formatBRL(1234.5)` → `R$ 1.234,50`. Takes reais as the API renders them. */
export function formatBRL(amountReais: number): string {
  return brl.format(amountReais);
}

/** `formatCentavos(123450n)` → `R$ 1.234,50`. */
export function formatCentavos(amountCentavos: number | bigint): string {
  return brl.format(Number(amountCentavos) / 100);
}

/**
 * Odds and totals are shown with 2 decimals (spec §9), with a point in every language: decimal odds
 * are written `1.85` on Brazilian and Turkish betting sites alike, while amounts and handicap lines
 * in words ("Mais de 2,5") follow the language.
 */
export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}

/**
 * Reais as a player types them — `100`, `100,5`, `1.234,56`, `R$ 1.000` (pt-BR: dots group
 * thousands, the comma marks the decimals) or `1234.56` — as a number with at most 2 decimals;
 * null when the text is not such an amount. `1.500` is fifteen hundred, `1.50` one and a half.
 */
export function parseReais(typed: string): number | null {
  const text = typed.replace(/\s|R\$/g, '');
  let plain: string;
  if (/^(\d{1,3}(\.\d{3})*|\d+),\d{0,2}$/.test(text)) plain = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) plain = text.replace(/\./g, '');
  else if (/^\d+(\.\d{0,2})?$/.test(text)) plain = text;
  else return null;
  const value = Number(plain);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/** {@link parseReais}, and null for zero: limits and stakes are positive amounts. */
export function parsePositiveReais(typed: string): number | null {
  const value = parseReais(typed);
  return value !== null && value > 0 ? value : null;
}
