/**
 * Withdrawals: a request reserves the amount (and the fee, when due) from the player's cash with
 * pending ledger transfers, so the money leaves the available balance at once; ops then approve
 * (the reservations are posted: paid) or reject (voided: the money returns), or the player
 * cancels while it is pending (voided). The fee is decided again at payout: released instead of
 * posted when an earlier withdrawal of the month was cancelled or rejected since (`feeDueAtPayout`). Ops claim a withdrawal before sending its payout
 * (processing): the player can no longer cancel it, so a payout sent is never also refunded. Each step is one database transaction with the ledger
 * calls inside it, and a decision is final: the withdrawal row is locked, so of two concurrent
 * decisions one wins and the other finds it decided (409).
 *
 * Fails with (see errors.ts): withdrawals.identityRequired 403; a rule refusal 422
 * (belowMinimum, insufficientBalance[WithFee], wageringRequired, depositRequired, aboveDepositCap,
 * weeklyLimit); withdrawals.notFound 404 (also for another player's withdrawal);
 * withdrawals.alreadyDecided 409; withdrawals.inPayment 409 (a cancel while processing);
 * withdrawals.claimedByOther 409 (a claim, approval or rejection of one another actor holds);
 * withdrawals.notClaimed 409 (an approval before the actor's claim).
 */
import { BRAZIL_TIME_ZONE, WITHDRAWAL_METHODS, WITHDRAWAL_TERMS, type WithdrawalMethod } from '@palpite/shared/contract';
import { canonical } from '../../db/canonical-json.ts';
import { AppError } from '../../http/errors.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { UserRow } from '../../auth/users.ts';
import type { Language } from '../../i18n/messages.ts';
import { inLedgerTransaction, isLedgerError, type Ledger, type TransferRequest } from '../../ledger/index.ts';
import { localDateOf } from '../../domain/withdrawals/calendar.ts';
import { formatBrl, reaisOf } from '../../domain/money.ts';
import { notifyPlayer } from '../../notify/player-notifications.ts';
import { accountHint } from '../../domain/withdrawals/payout-details.ts';
import {
  decideWithdrawal,
  feeDueAtPayout,
  withdrawalAllowance,
  withdrawalWindows,
  type WithdrawalFacts,
  type WithdrawalStatus,
  type WithdrawalTerms,
} from '../../domain/withdrawals/rules.ts';
import { alreadyDecided, claimedByOther, identityRequired, inPayment, notClaimed, refusalError, withdrawalNotFound } from './errors.ts';
import * as repo from './repo.ts';
import { formOf, WITHDRAWAL_FORMS, type FormContext, type PayoutDetails, type WithdrawalRequestInput } from './schemas.ts';

const CURRENCY = 'BRL';

export interface WithdrawalsServiceDeps {
  db: Database;
  ledger: Ledger;
  /** Seals the payout details at rest. */
  secrets: SecretBox;
  now: () => Date;
  /** Called after a change that moves the player's available balance (request, reject, cancel). */
  onBalanceChanged?: (userId: bigint) => void | Promise<void>;
  log?: { warn(details: object, message: string): void };
  /** WITHDRAWAL_TERMS unless a test says otherwise. */
  terms?: WithdrawalTerms;
  /** The bonus engine: a withdrawal with an active bonus forfeits it, once the player agreed. */
  bonus?: WithdrawalBonusHooks;
  /** The payout methods this jurisdiction allows (JURISDICTION=br: bank transfer only); all when omitted. */
  allowedMethods?: ReadonlySet<WithdrawalMethod>;
  /** The br profile: a bank payout goes only to an account in the player's own CPF. */
  payoutToHolderOnly?: boolean;
}

/** What a withdrawal does to bonuses (api/src/bonus), in the request's transaction. */
export interface WithdrawalBonusHooks {
  /** Refuses while a bonus is active unless `forfeitBonus`; then forfeits it. */
  beforeWithdrawal(tx: Queryable, userId: bigint, forfeitBonus: boolean): Promise<boolean>;
}

/** What the player sees of a withdrawal. */
export function playerView(row: repo.WithdrawalRow) {
  return {
    id: Number(row.id),
    method: row.method,
    amount: reaisOf(row.amount_centavos),
    fee: reaisOf(row.fee_centavos),
    currency: row.currency,
    status: row.status,
    account: row.account_hint,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    rejection_reason: row.rejection_reason,
  };
}

export type WithdrawalView = ReturnType<typeof playerView>;

/** What ops see of a withdrawal besides the player's view: who is paying it out and who decided. */
function opsView(row: repo.WithdrawalRow) {
  return {
    ...playerView(row),
    processing_by: row.processing_by,
    processing_at: row.processing_at?.toISOString() ?? null,
    decided_by: row.decided_by,
    payout_reference: row.payout_reference,
  };
}

type Outcome = { status: 'paid'; payoutReference: string | null } | { status: 'rejected'; reason: string } | { status: 'cancelled' };
type Actor = { kind: 'ops'; name: string } | { kind: 'player'; userId: bigint };

/** The player hears of ops' decision at once (notification and realtime event, in the decision's transaction). */
async function notifyDecision(tx: Queryable, row: repo.WithdrawalRow, outcome: Outcome): Promise<void> {
  const params: Record<string, string> = { amount: formatBrl(row.amount_centavos), ...(outcome.status === 'rejected' ? { reason: outcome.reason } : {}) };
  const key = outcome.status === 'paid' ? 'notifications.withdrawalPaid' : 'notifications.withdrawalRejected';
  await notifyPlayer(tx, row.user_id, key, params);
}

export function createWithdrawalsService(deps: WithdrawalsServiceDeps) {
  const { db, ledger, now } = deps;
  const allowed = (method: WithdrawalMethod) => !deps.allowedMethods || deps.allowedMethods.has(method);
  const terms = deps.terms ?? WITHDRAWAL_TERMS;
  const timeZone = BRAZIL_TIME_ZONE;

  function balanceChanged(userId: bigint): void {
    const hook = deps.onBalanceChanged;
    if (!hook) return;
    void Promise.resolve()
      .then(() => hook(userId))
      .catch((error: unknown) => deps.log?.warn({ err: error, userId: String(userId) }, 'onBalanceChanged hook failed'));
  }

  /** The facts the rules need, read through `q` (the locked transaction when requesting). */
  async function gatherFacts(q: Queryable, userId: bigint, cash: { id: bigint | null; availableCentavos: bigint }, nowMs: number): Promise<WithdrawalFacts> {
    const windows = withdrawalWindows(nowMs, timeZone);
    const identityVerified = await repo.isIdentityVerified(q, userId);
    const recentWithdrawals = await repo.recentWithdrawals(q, userId, new Date(windows.sinceMs));
    const deposits = cash.id === null ? { totalCentavos: 0n, lastCentavos: null, lastAt: null, firstAt: null } : await repo.depositFacts(q, cash.id);
    const wageredCentavos = cash.id === null || deposits.firstAt === null ? 0n : await repo.wageredSince(q, cash.id, deposits.firstAt);
    const withdrawnSinceLastDepositCentavos = deposits.lastAt === null ? 0n : await repo.withdrawnSince(q, userId, deposits.lastAt);
    return {
      nowMs,
      timeZone,
      identityVerified,
      cashAvailableCentavos: cash.availableCentavos,
      recentWithdrawals,
      depositsTotalCentavos: deposits.totalCentavos,
      lastDepositCentavos: deposits.lastCentavos,
      withdrawnSinceLastDepositCentavos,
      wageredCentavos,
    };
  }

  function reservations(row: repo.WithdrawalRow): TransferRequest[] {
    const metadata = { withdrawalId: String(row.id), method: row.method };
    const cash = { userId: row.user_id, purpose: 'cash' as const };
    const requests: TransferRequest[] = [
      {
        id: row.transfer_id,
        kind: 'withdrawal',
        pending: true,
        debit: cash,
        credit: { system: `clearing:${row.method}` },
        amountCentavos: row.amount_centavos,
        currency: row.currency,
        metadata,
      },
    ];
    if (row.fee_transfer_id !== null) {
      requests.push({
        id: row.fee_transfer_id,
        kind: 'fee',
        pending: true,
        debit: cash,
        credit: { system: 'fees' },
        amountCentavos: row.fee_centavos,
        currency: row.currency,
        metadata,
      });
    }
    return requests;
  }

  async function decide(id: bigint, outcome: Outcome, actor: Actor): Promise<repo.WithdrawalRow> {
    const decided = await inLedgerTransaction(db, async (tx) => {
      const current = await repo.lockWithdrawal(tx, id);
      if (!current || (actor.kind === 'player' && current.user_id !== actor.userId)) throw withdrawalNotFound();
      if (actor.kind === 'player' && current.status === 'processing') throw inPayment();
      if (current.status !== 'pending' && current.status !== 'processing') throw alreadyDecided(current.status);
      if (actor.kind === 'ops') assertOpsMayDecide(current, outcome, actor.name);
      const decidedBy = actor.kind === 'ops' ? actor.name : 'player';
      const metadata = { withdrawalId: String(current.id), method: current.method, decision: outcome.status, decidedBy };
      const paid = outcome.status === 'paid';
      // Read before the ledger locks the wallets: a cancel holds its withdrawal's row, then the wallets.
      // The row records the fee charged: an undone withdrawal's reserved fee is voided with it, so none.
      const feeCentavos = paid ? await feeDueAtPayoutOf(tx, current, 'share') : 0n;
      const feeReleasedCentavos = current.fee_centavos - feeCentavos;
      if (paid) await ledger.postPending(tx, { id: `${current.transfer_id}:paid`, pendingId: current.transfer_id, metadata });
      else await ledger.voidPending(tx, { id: `${current.transfer_id}:void`, pendingId: current.transfer_id, metadata });
      if (current.fee_transfer_id !== null) {
        const pendingId = current.fee_transfer_id;
        if (paid && feeCentavos > 0n) await ledger.postPending(tx, { id: `${pendingId}:paid`, pendingId, metadata });
        else await ledger.voidPending(tx, { id: `${pendingId}:void`, pendingId, metadata: paid ? { ...metadata, feeReleased: true } : metadata });
      }
      const row = await repo.recordDecision(tx, id, {
        status: outcome.status,
        decidedAt: now(),
        decidedBy,
        rejectionReason: outcome.status === 'rejected' ? outcome.reason : null,
        payoutReference: paid ? outcome.payoutReference : null,
        feeCentavos,
      });
      if (!paid) await refundFeesFreedBy(tx, row, actor.kind === 'ops' ? actor.name : 'player');
      if (actor.kind === 'ops') {
        await notifyDecision(tx, row, outcome);
        await repo.audit(tx, {
          actor: actor.name,
          action: outcome.status === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject',
          subject: `withdrawal:${id}`,
          detail: {
            user_id: String(row.user_id),
            method: row.method,
            amount_centavos: String(row.amount_centavos),
            fee_centavos: String(row.fee_centavos),
            ...(feeReleasedCentavos > 0n ? { fee_released_centavos: String(feeReleasedCentavos) } : {}),
            ...(outcome.status === 'rejected' ? { reason: outcome.reason } : {}),
            ...(outcome.status === 'paid' && outcome.payoutReference ? { payout_reference: outcome.payoutReference } : {}),
          },
        });
      }
      return { row, feeReleasedCentavos };
    });
    // Approval moves nothing the player sees (the money already left the available balance) unless it released the fee.
    if (outcome.status !== 'paid' || decided.feeReleasedCentavos > 0n) balanceChanged(decided.row.user_id);
    return decided.row;
  }

  /**
   * The fee a withdrawal being paid out still owes (the rule: `feeDueAtPayout`), from the month's
   * withdrawals requested before it as they stand now. Read in the decision's transaction: at a
   * payout, before the wallets are locked, share-locking those rows (`lock`); after the wallets are
   * locked (a refund) without, since every undoing of this player's withdrawals waits for the
   * wallets this transaction holds, and locking rows then would wait on a cancel that waits on us.
   */
  async function feeDueAtPayoutOf(tx: Queryable, withdrawal: repo.WithdrawalRow, lock: 'share' | 'none'): Promise<bigint> {
    if (withdrawal.fee_centavos === 0n) return 0n;
    const createdAtMs = withdrawal.created_at.getTime();
    const monthStart = new Date(withdrawalWindows(createdAtMs, timeZone).monthStartMs);
    const earlier = await repo.withdrawalsRequestedBefore(tx, withdrawal.user_id, withdrawal.id, monthStart, lock);
    return feeDueAtPayout({ createdAtMs, reservedFeeCentavos: withdrawal.fee_centavos }, earlier, timeZone, terms);
  }

  /**
   * A cancelled or rejected withdrawal gives its free place of the month back (`feeDueAtPayout`):
   * a later one of that month already paid with a fee it no longer owes gets the fee back, from
   * the house's fees through the ledger, in the undoing's transaction. One place frees at most one
   * fee, but each later one is decided again in turn. `undone` is already recorded as undone.
   */
  async function refundFeesFreedBy(tx: Queryable, undone: repo.WithdrawalRow, actor: string): Promise<void> {
    const monthEnd = new Date(withdrawalWindows(undone.created_at.getTime(), timeZone).monthEndMs);
    for (const later of await repo.paidWithFeeAfter(tx, undone.user_id, undone.id, monthEnd)) {
      if ((await feeDueAtPayoutOf(tx, later, 'none')) > 0n) continue;
      await ledger.transfer(tx, {
        id: `withdrawal:${later.id}:fee:refund`,
        // A fee, back: the wallet's history lists it with the withdrawals, as waived.
        kind: 'fee',
        debit: { system: 'fees' },
        credit: { userId: later.user_id, purpose: 'cash' },
        amountCentavos: later.fee_centavos,
        currency: later.currency,
        metadata: { withdrawalId: String(later.id), method: later.method, feeRefunded: true, freedBy: String(undone.id) },
      });
      await repo.recordFeeRefund(tx, later.id);
      await notifyPlayer(tx, later.user_id, 'notifications.withdrawalFeeRefunded', {
        amount: formatBrl(later.fee_centavos),
        withdrawal: formatBrl(later.amount_centavos),
      });
      await repo.audit(tx, {
        actor,
        action: 'withdrawal.fee_refund',
        subject: `withdrawal:${later.id}`,
        detail: { user_id: String(later.user_id), fee_refunded_centavos: String(later.fee_centavos), freed_by: `withdrawal:${undone.id}` },
      });
    }
  }

  /**
   * A payout is sent under a claim: approving needs the actor's own claim, and no one rejects
   * (refunds) a withdrawal another actor is paying out. Rejecting an unclaimed one stays open.
   */
  function assertOpsMayDecide(current: repo.WithdrawalRow, outcome: Outcome, actor: string): void {
    if (current.status === 'processing' && current.processing_by !== actor) throw claimedByOther(current.processing_by ?? '');
    if (outcome.status === 'paid' && current.status === 'pending') throw notClaimed();
  }

  /** A retry asks for the very withdrawal the key made: same method, amount and payout details. */
  function sameRequest(row: repo.WithdrawalRow, input: WithdrawalRequestInput): boolean {
    const details = openDetails(row.payout_details_sealed);
    return row.method === input.method && row.amount_centavos === input.amountCentavos && details !== null && canonical(details) === canonical(input.details);
  }

  function openDetails(sealed: string): PayoutDetails | null {
    try {
      return JSON.parse(deps.secrets.open(sealed)) as PayoutDetails;
    } catch {
      return null;
    }
  }

  return {
    /** The form's context: today in São Paulo and the account holder's names. */
    formContext(user: UserRow): FormContext {
      return {
        today: localDateOf(now().getTime(), timeZone),
        holder: { firstName: user.first_name, lastName: user.last_name, ...(deps.payoutToHolderOnly ? { cpf: { digits: user.cpf } } : {}) },
      };
    },

    async requireIdentity(userId: bigint): Promise<void> {
      if (!(await repo.isIdentityVerified(db, userId))) throw identityRequired();
    },

    /** GET /wallet/withdrawal-methods: the methods and forms, and what the terms allow now. */
    async options(user: UserRow) {
      const balances = await ledger.balances(db, user.id, CURRENCY);
      const cashId = await repo.cashAccountId(db, user.id, CURRENCY);
      const facts = await gatherFacts(db, user.id, { id: cashId, availableCentavos: balances.cashCentavos }, now().getTime());
      const allowance = withdrawalAllowance(facts, terms);
      return {
        currency: CURRENCY,
        methods: WITHDRAWAL_METHODS.filter(allowed).map((method) => ({ method, form: formOf(method), fields: WITHDRAWAL_FORMS[formOf(method)] })),
        identity_verified: facts.identityVerified,
        available_cash: reaisOf(balances.cashCentavos),
        minimum: reaisOf(terms.minCentavos),
        max_amount: reaisOf(allowance.maxAmountCentavos),
        weekly_limit: reaisOf(terms.weeklyMaxCentavos),
        weekly_used: reaisOf(allowance.weekUsedCentavos),
        weekly_remaining: reaisOf(allowance.weeklyRemainingCentavos),
        week_resets_at: new Date(allowance.weekResetsAtMs).toISOString(),
        free_withdrawals_per_month: terms.freeWithdrawalsPerMonth,
        free_withdrawals_left: allowance.freeWithdrawalsLeft,
        fee: reaisOf(terms.feeAfterFreeCentavos),
        next_fee: reaisOf(allowance.nextFeeCentavos),
        wagering: {
          multiple: terms.depositWageringMultiple,
          required: reaisOf(allowance.wagering.requiredCentavos),
          wagered: reaisOf(allowance.wagering.wageredCentavos),
          remaining: reaisOf(allowance.wagering.remainingCentavos),
        },
        deposit_cap: {
          applies: allowance.depositCapCentavos !== null,
          threshold: reaisOf(terms.smallDepositorThresholdCentavos),
          multiple: terms.lastDepositMultiple,
          max: allowance.depositCapCentavos === null ? null : reaisOf(allowance.depositCapCentavos),
          last_deposit: facts.lastDepositCentavos === null ? null : reaisOf(facts.lastDepositCentavos),
          withdrawn: reaisOf(facts.withdrawnSinceLastDepositCentavos),
        },
      };
    },

    /**
     * Checks the terms and reserves the money, under the lock of the player's wallets so two
     * requests cannot both pass the weekly maximum or spend the same cash. With an idempotency
     * key, a retry returns the withdrawal the first call made (`replayed`).
     */
    async request(user: UserRow, input: WithdrawalRequestInput, idempotencyKey: string | null, language: Language, forfeitBonus = false) {
      if (!allowed(input.method))
        throw new AppError({
          status: 422,
          key: 'withdrawals.methodUnavailable',
          message: 'payout method not allowed in this jurisdiction',
          fieldErrors: { method: ['withdrawals.methodUnavailable'] },
        });
      const outcome = await inLedgerTransaction(db, async (tx) => {
        const accounts = await ledger.playerAccounts(tx, user.id, { currency: CURRENCY, lock: true });
        if (idempotencyKey !== null) {
          const existing = await repo.findByIdempotencyKey(tx, user.id, idempotencyKey);
          if (existing && !sameRequest(existing, input))
            throw new AppError({ status: 409, key: 'withdrawals.idempotencyKeyReused', message: 'idempotency key already used for another withdrawal' });
          if (existing) return { row: existing, replayed: true };
        }
        const createdAt = now();
        const facts = await gatherFacts(tx, user.id, { id: accounts.cash.id, availableCentavos: accounts.cash.availableCentavos }, createdAt.getTime());
        const decision = decideWithdrawal(input.amountCentavos, facts, terms);
        if (!decision.ok) throw refusalError(decision.refusals, language);
        // Only a withdrawal the terms accept asks the player to give up the bonus: asking first
        // would push them into forfeiting for a request refused anyway. The facts do not depend on
        // the bonus (cash was read above, from the cash wallet alone; a conversion or forfeit is
        // neither a deposit nor a stake), so deciding first changes no outcome.
        await deps.bonus?.beforeWithdrawal(tx, user.id, forfeitBonus);
        const row = await repo.insertWithdrawal(tx, {
          userId: user.id,
          method: input.method,
          amountCentavos: input.amountCentavos,
          feeCentavos: decision.feeCentavos,
          payoutDetailsSealed: deps.secrets.seal(JSON.stringify(input.details)),
          accountHint: accountHint(input.details.account_number),
          idempotencyKey,
          createdAt,
        });
        try {
          await ledger.transferMany(tx, reservations(row));
        } catch (error) {
          // Cannot happen while the wallets are locked, but the ledger has the last word on funds.
          if (isLedgerError(error, 'insufficient_funds')) {
            const available = error.failure.availableCentavos;
            throw refusalError(
              [{ code: 'insufficient_cash', availableCentavos: available, feeCentavos: decision.feeCentavos, maxCentavos: available }],
              language,
            );
          }
          throw error;
        }
        return { row, replayed: false };
      });
      if (!outcome.replayed) balanceChanged(user.id);
      return { withdrawal: playerView(outcome.row), replayed: outcome.replayed };
    },

    async listOwn(userId: bigint, page: { limit: number; cursor?: string | undefined }) {
      const rows = await repo.listOfUser(db, userId, page.limit, page.cursor === undefined ? null : BigInt(page.cursor));
      const last = rows.at(-1);
      return { withdrawals: rows.map(playerView), next_cursor: rows.length === page.limit && last ? String(last.id) : null };
    },

    async cancel(userId: bigint, id: bigint) {
      return playerView(await decide(id, { status: 'cancelled' }, { kind: 'player', userId }));
    },

    /** The ops queue with the payout details in clear; reading them is audited. */
    async listForOps(actor: string, query: { status: WithdrawalStatus | 'all'; limit: number; cursor?: string | undefined }) {
      const rows = await repo.listForOps(db, query.status, query.limit, query.cursor === undefined ? null : BigInt(query.cursor));
      if (rows.length > 0) {
        await repo.audit(db, {
          actor,
          action: 'withdrawal.view',
          subject: `withdrawals:${query.status}`,
          detail: { ids: rows.map((row) => String(row.id)) },
        });
      }
      const last = rows.at(-1);
      return {
        withdrawals: rows.map((row) => ({
          ...opsView(row),
          user: { id: Number(row.user_id), first_name: row.first_name, last_name: row.last_name, email: row.email },
          details: openDetails(row.payout_details_sealed),
        })),
        next_cursor: rows.length === query.limit && last ? String(last.id) : null,
      };
    },

    /**
     * Ops take a withdrawal to pay it out: from then on only ops decide it. Claiming one's own
     * claim again answers it as it is (a retried call); another actor's is refused.
     */
    async claim(id: bigint, actor: string) {
      const row = await inLedgerTransaction(db, async (tx) => {
        const current = await repo.lockWithdrawal(tx, id);
        if (!current) throw withdrawalNotFound();
        if (current.status === 'processing') {
          if (current.processing_by === actor) return current;
          throw claimedByOther(current.processing_by ?? '');
        }
        if (current.status !== 'pending') throw alreadyDecided(current.status);
        const claimed = await repo.recordClaim(tx, id, { at: now(), by: actor });
        await repo.audit(tx, { actor, action: 'withdrawal.claim', subject: `withdrawal:${id}`, detail: { user_id: String(claimed.user_id) } });
        return claimed;
      });
      return opsView(row);
    },

    async approve(id: bigint, actor: string, payoutReference: string | null) {
      const row = await decide(id, { status: 'paid', payoutReference }, { kind: 'ops', name: actor });
      return opsView(row);
    },

    async reject(id: bigint, actor: string, reason: string) {
      const row = await decide(id, { status: 'rejected', reason }, { kind: 'ops', name: actor });
      return opsView(row);
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
