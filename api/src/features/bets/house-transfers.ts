import type { Queryable } from '../../db/database.ts';
import type { StakeSplit } from '../../domain/bets/index.ts';
import type { Ledger, Metadata, TransferKind } from '../../ledger/index.ts';

/**
 * Moves a cash/bonus split between house_revenue and a player's two wallets, as one transfer per
 * non-zero part: `id` for the cash, `id:bonus` for the bonus money.
 */
export async function transferSplit(
  ledger: Ledger,
  tx: Queryable,
  request: { id: string; kind: TransferKind; userId: bigint; split: StakeSplit; toPlayer: boolean; metadata: Metadata },
): Promise<void> {
  const house = { system: 'house_revenue' } as const;
  for (const [purpose, amount, suffix] of [
    ['cash', request.split.cashCentavos, ''],
    ['bonus', request.split.bonusCentavos, ':bonus'],
  ] as const) {
    if (amount === 0n) continue;
    const player = { userId: request.userId, purpose };
    await ledger.transfer(tx, {
      id: `${request.id}${suffix}`,
      kind: request.kind,
      debit: request.toPlayer ? house : player,
      credit: request.toPlayer ? player : house,
      amountCentavos: amount,
      metadata: request.metadata,
    });
  }
}
