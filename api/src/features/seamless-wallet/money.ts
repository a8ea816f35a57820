/**
 * Real money of the seamless wallet, inside the caller's transaction with the player's wallets
 * locked: a bet is taken cash first, then bonus (spec §9) as `casino_bet` transfers to
 * house_revenue; a win goes back from house_revenue in the proportions the round's stake came
 * from (a bonus free spin's win is all bonus money). The transfers are api/src/casino-money's, the
 * same our own games make.
 */
import { returnParts, returnRequests, stakeRequests } from '../../casino-money/transfers.ts';
import type { Queryable } from '../../db/database.ts';
import { splitStake, type Ledger, type Metadata, type PlayerAccounts, type TransferRequest } from '../../ledger/index.ts';

/** Where a win goes: split like the stake, or all bonus for a bonus's free spin. */
export { returnParts };

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
  await applyAll(ledger, tx, stakeRequests({ userId: input.userId, split, idPrefix: input.idPrefix, metadata: input.metadata }));
  return { cashCentavos: split.cashCentavos, bonusCentavos: split.bonusCentavos };
}

/** Pays a win (nothing for 0): `id` to cash, `${id}:bonus` to the bonus wallet, split like the round's stake. */
export async function payWin(
  ledger: Ledger,
  tx: Queryable,
  input: { userId: bigint; amountCentavos: bigint; stake: { cashCentavos: bigint; bonusCentavos: bigint }; bonusSpin: boolean; id: string; metadata: Metadata },
): Promise<void> {
  await applyAll(ledger, tx, returnRequests(input));
}

/** One call: the ledger locks the wallets and the house shards in its global order first. */
async function applyAll(ledger: Ledger, tx: Queryable, requests: TransferRequest[]): Promise<void> {
  if (requests.length > 1) await ledger.transferMany(tx, requests);
  else if (requests.length === 1) await ledger.transfer(tx, requests[0]!);
}
