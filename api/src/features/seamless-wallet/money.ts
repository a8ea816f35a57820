/**
 * Real money of the seamless wallet, inside the caller's transaction with the player's wallets
 * locked: a bet is taken cash first, then bonus (spec §9) as `casino_bet` transfers to
 * house_revenue; a win goes back from house_revenue in the proportions the round's stake came
 * from (a bonus free spin's win is all bonus money). The casino feature applies the same rules in
 * its own money.ts: features do not import each other.
 */
import type { Queryable } from '../../db/database.ts';
import { splitReturn } from '../../domain/bonus/index.ts';
import { splitStake, type Ledger, type Metadata, type PlayerAccounts, type TransferRequest } from '../../ledger/index.ts';

export const CURRENCY = 'BRL';

/**
 * Debits `stakeCentavos` from `wallets` (already checked to cover it) under ids
 * `${idPrefix}:cash` and `${idPrefix}:bonus`; returns the parts.
 */
export async function takeStake(
  ledger: Ledger,
  tx: Queryable,
  input: { userId: bigint; wallets: PlayerAccounts; stakeCentavos: bigint; idPrefix: string; metadata: Metadata },
): Promise<{ cashCentavos: bigint; bonusCentavos: bigint }> {
  const split = splitStake(input.wallets.cash.availableCentavos, input.wallets.bonus.availableCentavos, input.stakeCentavos);
  if (!split.ok) throw new Error('seamless: a bet was not checked against the locked wallets');
  const requests: TransferRequest[] = [];
  for (const [purpose, amountCentavos] of [
    ['cash', split.cashCentavos],
    ['bonus', split.bonusCentavos],
  ] as const) {
    if (amountCentavos === 0n) continue;
    requests.push({
      id: `${input.idPrefix}:${purpose}`,
      kind: 'casino_bet',
      debit: { userId: input.userId, purpose },
      credit: { system: 'house_revenue' },
      amountCentavos,
      currency: CURRENCY,
      metadata: { ...input.metadata, wallet: purpose },
    });
  }
  // One call: the ledger locks the wallets and the house shards in its global order first.
  if (requests.length > 1) await ledger.transferMany(tx, requests);
  else if (requests.length === 1) await ledger.transfer(tx, requests[0]!);
  return { cashCentavos: split.cashCentavos, bonusCentavos: split.bonusCentavos };
}

export interface StakeParts {
  cashCentavos: bigint;
  bonusCentavos: bigint;
}

/** Where a win goes: split like the stake, or all bonus for a bonus's free spin. */
export function winParts(amountCentavos: bigint, stake: StakeParts, bonusSpin: boolean): StakeParts {
  return bonusSpin ? { cashCentavos: 0n, bonusCentavos: amountCentavos } : splitReturn(amountCentavos, stake);
}

/** Pays a win's parts (nothing for 0): `id` to cash, `${id}:bonus` to the bonus wallet. */
export async function payWin(ledger: Ledger, tx: Queryable, input: { userId: bigint; parts: StakeParts; id: string; metadata: Metadata }): Promise<void> {
  const requests: TransferRequest[] = [];
  for (const [purpose, amountCentavos, id] of [
    ['cash', input.parts.cashCentavos, input.id],
    ['bonus', input.parts.bonusCentavos, `${input.id}:bonus`],
  ] as const) {
    if (amountCentavos <= 0n) continue;
    requests.push({
      id,
      kind: 'casino_win',
      debit: { system: 'house_revenue' },
      credit: { userId: input.userId, purpose },
      amountCentavos,
      currency: CURRENCY,
      metadata: { ...input.metadata, wallet: purpose },
    });
  }
  if (requests.length > 1) await ledger.transferMany(tx, requests);
  else if (requests.length === 1) await ledger.transfer(tx, requests[0]!);
}
