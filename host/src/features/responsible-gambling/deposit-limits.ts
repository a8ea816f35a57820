/** The br profile's first-login step: the three deposit limits, each an amount or an explicit "no limit" (pure). */

export const DEPOSIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositPeriod = (typeof DEPOSIT_PERIODS)[number];

export interface LimitChoice {
  /** The amount as typed (reais). */
  typed: string;
  noLimit: boolean;
}

/** Reais as players type them ("50", "1.500,00"); null unless a positive amount with at most 2 decimals. */
export function parseReais(typed: string): number | null {
  const text = typed.trim().replace(/\s|R\$/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const grouped = text.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(text);
  const value = Number(grouped ? text.replace(/\./g, '').replace(',', '.') : text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * What to send for each period: an amount, or null for an explicit "no limit". The periods with
 * neither a valid amount nor "no limit" are returned as `missing`, and nothing is sent.
 */
export function readLimitChoices(
  choices: Record<DepositPeriod, LimitChoice>,
): { amounts: Record<DepositPeriod, number | null> } | { missing: DepositPeriod[] } {
  const missing: DepositPeriod[] = [];
  const amounts = {} as Record<DepositPeriod, number | null>;
  for (const period of DEPOSIT_PERIODS) {
    const choice = choices[period];
    if (choice.noLimit) {
      amounts[period] = null;
      continue;
    }
    const amount = parseReais(choice.typed);
    if (amount === null) missing.push(period);
    else amounts[period] = amount;
  }
  return missing.length > 0 ? { missing } : { amounts };
}
