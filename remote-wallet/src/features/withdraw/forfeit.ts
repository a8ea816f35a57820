import { readApiError } from '@palpite/shared';
import { errorDetailsOf } from '../../lib/api-error.ts';

export const FORFEITS_BONUS_KEY = 'bonus.errors.withdrawalForfeitsBonus';

/**
 * The bonus balance (reais) a withdrawal would forfeit, when the server held it back for that
 * reason (409 `bonus.errors.withdrawalForfeitsBonus`, `details.bonus_balance`); otherwise null.
 */
export function forfeitedBonusOf(error: unknown): number | null {
  if (readApiError(error).messageKey !== FORFEITS_BONUS_KEY) return null;
  const balance = Number(errorDetailsOf(error)?.bonus_balance);
  return Number.isFinite(balance) && balance >= 0 ? balance : 0;
}
