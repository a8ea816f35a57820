/**
 * Real money of the casino, always inside the caller's transaction with the player's wallets
 * locked: a stake is taken cash first, then bonus (spec §9) as `casino_bet` transfers to
 * house_revenue (or reserved, pending, for a hand in progress); a return is a `casino_win` from
 * house_revenue to the player's cash, its bonus-staked share to the bonus wallet.
 */
import type { Queryable } from '../../db/database.ts';
import { isLedgerError, splitStake, type Ledger, type Metadata, type PlayerAccounts } from '../../ledger/index.ts';
import { returnRequests, stakeRequests } from '../../casino-money/transfers.ts';
import { casinoErrors } from './errors.ts';
import { demoBalance } from './repo.ts';
import { demoBalanceView, realBalance } from './view.ts';

export { CURRENCY, returnParts, returnRequests, stakeRequests } from '../../casino-money/transfers.ts';

/** Responsible gambling (api/src/compliance): refuses a stake while excluded or past a loss limit. */
export interface StakeGuard {
  beforeStake(tx: Queryable, userId: bigint, stakeCentavos: bigint): Promise<void>;
  /** Demo play: refused during a break or self-exclusion like real play (with the same message); loss limits do not apply to play money. */
  assertNotExcluded(q: Queryable, userId: bigint): Promise<void>;
}

/** What a real round does to bonuses (api/src/bonus); both run in the round's transaction. */
export interface CasinoBonusHooks {
  /** Counts the stake towards the active bonus's wagering and settles what became due; true when bonus money moved. */
  onCasinoRound(tx: Queryable, round: { userId: bigint; roundId: bigint; stakeCentavos: bigint; wageringPercent: number; placedAt?: Date }): Promise<boolean>;
  /** A win on a bonus's free spin adds to that bonus. */
  onBonusSpinWin(tx: Queryable, spin: { userId: bigint; campaignId: bigint; winCentavos: bigint; sourceRef: string }): Promise<void>;
  /** Why free spins may not be given to the player now (the br profile: none before a real-money bet), or null. */
  freeSpinsRefusal(tx: Queryable, userId: bigint): Promise<'real_bet_required' | null>;
}

export interface TakenStake {
  cashCentavos: bigint;
  bonusCentavos: bigint;
  /** Ledger transfer ids made (the parts that were not zero). */
  transferIds: string[];
}

/**
 * Debits (or with `pending` reserves) `stakeCentavos` from `wallets` under ids `${idPrefix}:cash`
 * and `${idPrefix}:bonus`. Refuses with spec §8's insufficient balance, naming the balance.
 */
export async function takeStake(
  ledger: Ledger,
  tx: Queryable,
  input: { userId: bigint; wallets: PlayerAccounts; stakeCentavos: bigint; idPrefix: string; metadata: Metadata; pending?: boolean },
): Promise<TakenStake> {
  const cash = input.wallets.cash.availableCentavos;
  const bonus = input.wallets.bonus.availableCentavos;
  const split = splitStake(cash, bonus, input.stakeCentavos);
  if (!split.ok) throw casinoErrors.insufficientBalance(cash, bonus, input.stakeCentavos);
  const requests = stakeRequests({ userId: input.userId, split, idPrefix: input.idPrefix, metadata: input.metadata, pending: input.pending });
  try {
    for (const request of requests) await ledger.transfer(tx, request);
  } catch (error) {
    // Cannot happen while the wallets are locked, but the ledger has the last word on funds.
    if (isLedgerError(error, 'insufficient_funds')) throw casinoErrors.insufficientBalance(cash, bonus, input.stakeCentavos);
    throw error;
  }
  const transferIds = requests.map((request) => request.id);
  return { cashCentavos: split.cashCentavos, bonusCentavos: split.bonusCentavos, transferIds };
}

/** Pays a return (nothing for 0), split between cash and bonus like its stake. */
export async function payReturn(
  ledger: Ledger,
  tx: Queryable,
  input: { userId: bigint; amountCentavos: bigint; id: string; metadata: Metadata; stake?: { cashCentavos: bigint; bonusCentavos: bigint } },
): Promise<void> {
  for (const request of returnRequests(input)) await ledger.transfer(tx, request);
}

/** Posts reservations made with `pending` (a hand that settled). */
export async function postReservations(ledger: Ledger, tx: Queryable, pendingIds: readonly string[], metadata: Metadata): Promise<void> {
  for (const pendingId of pendingIds) await ledger.postPending(tx, { id: `${pendingId}:post`, pendingId, metadata });
}

/** A player's casino balance as it stands (cash and bonus, or play money): the answer of a retry that moved nothing. */
export async function balanceNow(q: Queryable, ledger: Ledger, player: { userId: bigint; mode: 'real' | 'demo' }, demo: { startCentavos: bigint; at: Date }) {
  if (player.mode === 'demo') return demoBalanceView(await demoBalance(q, player.userId, demo.startCentavos, demo.at));
  const wallets = await ledger.playerAccounts(q, player.userId);
  return realBalance(wallets.cash.availableCentavos, wallets.bonus.availableCentavos);
}
