/** The br profile's first-login step: the three deposit limits, each an amount or an explicit "no limit" (pure). */
import { parsePositiveReais } from '@palpite/shared';

export const DEPOSIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositPeriod = (typeof DEPOSIT_PERIODS)[number];

export interface LimitChoice {
  /** The amount as typed (reais). */
  typed: string;
  noLimit: boolean;
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
    const amount = parsePositiveReais(choice.typed);
    if (amount === null) missing.push(period);
    else amounts[period] = amount;
  }
  return missing.length > 0 ? { missing } : { amounts };
}
