/**
 * The ledger transfers of casino money, built without applying them (pure): a stake taken cash
 * first, then bonus, as `casino_bet` to house_revenue; a return as `casino_win` split back like its
 * stake. Our own games and the seamless wallet for external providers both use them (features do
 * not import each other).
 */
import { splitReturn } from '../domain/bonus/index.ts';
import { splitTransfers, type Metadata, type TransferRequest } from '../ledger/index.ts';

export const CURRENCY = 'BRL';

/**
 * The stake's transfers (cash first, then bonus) without applying them: for `ledger.transferMany`
 * together with the return, which locks every account first in the ledger's global order — two
 * rounds touching the same house shards in opposite orders would otherwise deadlock.
 */
export function stakeRequests(input: {
  userId: bigint;
  split: { cashCentavos: bigint; bonusCentavos: bigint };
  idPrefix: string;
  metadata: Metadata;
  /** Reserve the stake (a hand in progress) instead of taking it. */
  pending?: boolean | undefined;
}): TransferRequest[] {
  const requests: TransferRequest[] = [];
  for (const [purpose, amountCentavos] of [
    ['cash', input.split.cashCentavos],
    ['bonus', input.split.bonusCentavos],
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
      ...(input.pending ? { pending: true } : {}),
    });
  }
  return requests;
}

/**
 * Where a return goes: in proportion to the stake, the part staked with bonus money goes back to
 * the bonus wallet (`${id}:bonus`) and the rest to cash (`id`); a bonus free spin's win is all
 * bonus money. Without a stake split it is all cash.
 */
export function returnParts(input: { amountCentavos: bigint; stake?: { cashCentavos: bigint; bonusCentavos: bigint }; bonusSpin?: boolean }): {
  cashCentavos: bigint;
  bonusCentavos: bigint;
} {
  if (input.bonusSpin) return { cashCentavos: 0n, bonusCentavos: input.amountCentavos };
  return input.stake ? splitReturn(input.amountCentavos, input.stake) : { cashCentavos: input.amountCentavos, bonusCentavos: 0n };
}

/** A return's transfers (none for 0), for `transferMany`. */
export function returnRequests(input: {
  userId: bigint;
  amountCentavos: bigint;
  id: string;
  metadata: Metadata;
  stake?: { cashCentavos: bigint; bonusCentavos: bigint };
  bonusSpin?: boolean;
}): TransferRequest[] {
  if (input.amountCentavos <= 0n) return [];
  return splitTransfers({
    id: input.id,
    kind: 'casino_win',
    userId: input.userId,
    split: returnParts(input),
    toPlayer: true,
    metadata: input.metadata,
    currency: CURRENCY,
  });
}
