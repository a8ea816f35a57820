/**
 * Money moved between house_revenue and a player's two wallets in the shares of a cash/bonus
 * split, as transfer requests (pure; apply them with `ledger.transferMany`): one per non-zero part,
 * `id` for the cash and `id:bonus` for the bonus money, each carrying its `wallet` in the metadata.
 */
import type { Metadata, TransferKind, TransferRequest } from './types.ts';

export function splitTransfers(input: {
  id: string;
  kind: TransferKind;
  userId: bigint;
  split: { cashCentavos: bigint; bonusCentavos: bigint };
  /** From the house to the player (a win, a refund), or back (a take-back). */
  toPlayer: boolean;
  metadata: Metadata;
  currency?: string;
}): TransferRequest[] {
  const house = { system: 'house_revenue' } as const;
  const requests: TransferRequest[] = [];
  for (const [purpose, amountCentavos, id] of [
    ['cash', input.split.cashCentavos, input.id],
    ['bonus', input.split.bonusCentavos, `${input.id}:bonus`],
  ] as const) {
    if (amountCentavos <= 0n) continue;
    const player = { userId: input.userId, purpose };
    requests.push({
      id,
      kind: input.kind,
      debit: input.toPlayer ? house : player,
      credit: input.toPlayer ? player : house,
      amountCentavos,
      ...(input.currency ? { currency: input.currency } : {}),
      metadata: { ...input.metadata, wallet: purpose },
    });
  }
  return requests;
}
