/** How a round's `balance` answer reaches the screen (pure: the answer in, what to apply out). */
import { isDemoBalance, type BalanceAnswer } from '../api/types.ts';

export type BalanceChange = { kind: 'demo'; demo: number } | { kind: 'real'; event: { newBalance: number; bonusBalance: number } };

/**
 * Real balances go to the platform as a `balance-updated` event (the host's top bar and every
 * remote read the same atoms); the demo balance belongs to the game stage alone.
 */
export function balanceChangeOf(balance: BalanceAnswer): BalanceChange {
  if (isDemoBalance(balance)) return { kind: 'demo', demo: balance.demo };
  return { kind: 'real', event: { newBalance: balance.cash, bonusBalance: balance.bonus } };
}

/** Cash + bonus (cash is staked first, then bonus: spec §9) or the demo balance, in centavos. */
export function availableCentavos(balanceReais: number | null, bonusReais = 0): number | null {
  return balanceReais === null ? null : Math.round(balanceReais * 100) + Math.round(bonusReais * 100);
}
