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

/** Odds and totals are shown with 2 decimals (spec §9). */
export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}
