/**
 * Deposits (spec §2 wallet, §4, §5, §9): a player creates one for a method and an amount within
 * the method's limits (verified email required); the provider answers how to pay it (or, for a
 * card, the result); the provider's signed notification completes or fails it. A completed deposit
 * is credited to the player's cash wallet by the ledger transfer `deposit:<id>`, so it is credited
 * exactly once however often and however concurrently it is notified.
 *
 * Each use case is one short transaction; a provider is never called inside one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import { BRAZIL_TIME_ZONE, DEPOSIT_METHODS, PROCESSING_TIMES, type DepositMethod } from '@palpite/shared/contract';
import type { UserRow } from '../../auth/users.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { cardSummary, digitsOnly, isCardExpiryValid, isCardHolderValid, isCvvValid, normaliseCardHolder, passesLuhn } from '../../domain/payments/card.ts';
import { CRYPTO_ASSET_INFO, CRYPTO_ASSETS, centavosForUnits, unitsForCentavos, type CryptoAsset } from '../../domain/payments/crypto-deposit.ts';
import {
  acceptsPayment,
  canMove,
  checkLimits,
  depositReference,
  playerCanCancel,
  UNANSWERED_CHARGE_WAIT_MINUTES,
} from '../../domain/payments/deposit-rules.ts';
import { formatBrl, parseUnits, reaisOf } from '../../domain/money.ts';
import { notifyPlayer } from '../../notify/player-notifications.ts';
import type { Language } from '../../i18n/messages.ts';
import { inLedgerTransaction, type Ledger } from '../../ledger/index.ts';
import type { PaymentsConfig } from './config.ts';
import { paymentErrors } from './errors.ts';
import {
  chargesAtOnce,
  ChargeOutcomeUnknown,
  NotificationRejected,
  type CardDetails,
  type CreateDepositResult,
  type DepositInstructions,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderNotification,
} from './providers/types.ts';
import * as repo from './repo.ts';
import type { CreateDepositInput } from './schemas.ts';
import { depositSummary, depositView } from './view.ts';

export interface PaymentsLogger {
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/** What a deposit does to bonuses (api/src/bonus); payments knows nothing else of them. */
export interface DepositBonusHooks {
  /** Checks and records the opt-in before the deposit exists; refuses with the bonus's errors. */
  optInForDeposit(userId: bigint, code: string, amountCentavos: bigint): Promise<void>;
  /** In the transaction that records a deposit sent with an offer: the waiting claim is carried by it. */
  tieClaimToDeposit(tx: Queryable, deposit: { userId: bigint; depositId: string }): Promise<void>;
  /** After a deposit ended without money (declined, failed, cancelled): a claim it carried is released. */
  settle(userId: bigint): Promise<void>;
  /** In the credit's transaction: a waiting deposit offer is granted, unless the deposit was sent declining the offers. */
  onDepositCredited(tx: Queryable, deposit: { userId: bigint; depositId: string; amountCentavos: bigint; bonusDeclined: boolean }): Promise<void>;
}

export interface PaymentsServiceDeps {
  db: Database;
  ledger: Ledger;
  providers: Readonly<Record<DepositMethod, PaymentProvider>>;
  config: PaymentsConfig;
  now: () => Date;
  /** Called once a credit is committed (never throws). */
  onCredited: (userId: bigint) => void;
  log: PaymentsLogger;
  bonus?: DepositBonusHooks;
  /** Responsible gambling: exclusions and deposit limits refuse a deposit. */
  depositGuard?: {
    /** Throws the translated 403 while a break or self-exclusion is in force. */
    assertNotExcluded(q: Queryable, userId: bigint): Promise<void>;
    beforeDeposit(userId: bigint, amountCentavos: bigint, q?: Queryable): Promise<void>;
  };
  /** The methods this jurisdiction allows (JURISDICTION=br: Pix and bank transfer); all when omitted. */
  allowedMethods?: ReadonlySet<DepositMethod>;
  /** The br profile: a Pix or bank payment is accepted only from an account in the player's own CPF. */
  payerMustBeHolder?: boolean;
}

/** What became of one provider notification. */
export interface NotificationResult {
  event_id: string;
  outcome: repo.EventOutcome;
  /** The event id had been received before: nothing was done again. */
  duplicate: boolean;
}

/** A provider's notification whose signature was checked, read and not acted on yet. */
export interface AuthenticatedNotification {
  provider: PaymentProvider;
  notifications: ProviderNotification[];
  receivedAt: Date;
}

/** What acting on one recorded event did. */
interface Settled {
  outcome: repo.EventOutcome;
  creditedUserId: bigint | null;
  failedUserId: bigint | null;
}

const REFERENCE_PATTERN = /^PLP[0-9A-Z]{16}$/;
/** Methods whose notifications say which account paid. */
const REPORTS_PAYER: ReadonlySet<DepositMethod> = new Set(['pix', 'bank_transfer']);
const RECENT_DEFAULT = 20;

/** Refused notifications answer non-2xx so the provider's dashboard shows them; replays answer the same. */
const OUTCOME_STATUS: Record<repo.EventOutcome, number> = {
  credited: 200,
  failed: 200,
  already_final: 200,
  not_payable: 409,
  unknown_deposit: 422,
  amount_mismatch: 422,
};

function isDepositMethod(name: string): name is DepositMethod {
  return (DEPOSIT_METHODS as readonly string[]).includes(name);
}

/** A recorded approval read as the notification it stands for. */
function approvalNotification(approval: repo.PendingApproval): ProviderNotification {
  return {
    eventId: approval.event_id,
    type: 'payment_succeeded',
    reference: approval.reference,
    paymentId: approval.payment_id,
    amountCentavos: approval.amount_centavos,
    cryptoUnits: null,
    failureReason: null,
    payerDocument: null,
    paidAtMs: null,
    payload: approval.payload,
  };
}

/** Year and month today in Brazil: a card is valid through the end of its month there. */
function brazilYearMonth(now: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month') };
}

/** The card as the provider needs it, or a 422 naming every wrong field. Nothing here is logged. */
function checkCard(input: Extract<CreateDepositInput, { method: 'card' }>, now: Date): CardDetails {
  const errors: Record<string, string[]> = {};
  const digits = digitsOnly(input.number);
  if (!/^[\d -]+$/.test(input.number.trim()) || !passesLuhn(digits)) errors.number = ['payments.cardNumberInvalid'];
  if (!isCardExpiryValid(input.expiry_month, input.expiry_year, brazilYearMonth(now)))
    errors[input.expiry_month >= 1 && input.expiry_month <= 12 ? 'expiry_year' : 'expiry_month'] = ['payments.cardExpiryInvalid'];
  if (!isCvvValid(input.cvv.trim(), digits)) errors.cvv = ['payments.cardCvvInvalid'];
  const holder = normaliseCardHolder(input.holder);
  if (!isCardHolderValid(holder)) errors.holder = ['payments.cardHolderInvalid'];
  if (Object.keys(errors).length > 0) throw paymentErrors.cardInvalid(errors);
  return { number: digits, expiryMonth: input.expiry_month, expiryYear: input.expiry_year, cvv: input.cvv.trim(), holder };
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, ledger, providers, config, now: clock, log } = deps;

  /** Credits a deposit held by `tx` (locked, accepting payment) and marks it completed. */
  async function credit(tx: Queryable, deposit: repo.DepositRow, paymentId: string | null, now: Date): Promise<void> {
    // Both wallets first, bonus then cash as every other money path takes them: the transfer
    // below holds cash and the bonus hook then wants bonus, which a stake holding bonus and
    // waiting for cash would deadlock with.
    await ledger.playerAccounts(tx, deposit.user_id, { lock: true });
    const transferId = `deposit:${deposit.id}`;
    await ledger.transfer(tx, {
      id: transferId,
      kind: 'deposit',
      debit: { system: `clearing:${deposit.method}` },
      credit: { userId: deposit.user_id, purpose: 'cash' },
      amountCentavos: deposit.amount_centavos,
      // Only facts of the deposit itself: a retry carries exactly the same metadata.
      metadata: { deposit_id: deposit.id, method: deposit.method, reference: deposit.reference, payment_id: deposit.payment_id ?? paymentId },
    });
    await repo.markCompleted(tx, deposit.id, transferId, paymentId, now);
    await notifyPlayer(tx, deposit.user_id, 'notifications.depositCredited', { amount: formatBrl(deposit.amount_centavos) });
    await deps.bonus?.onDepositCredited(tx, {
      userId: deposit.user_id,
      depositId: deposit.id,
      amountCentavos: deposit.amount_centavos,
      bonusDeclined: deposit.bonus_declined,
    });
  }

  /** Whether the deposit limits (and exclusions) still let an expired deposit be credited now. */
  async function lateCreditAllowed(tx: Queryable, deposit: repo.DepositRow): Promise<boolean> {
    // Expired deposits do not count as used: without the player's lock, two late credits (or one
    // and a new deposit) arriving together each saw the other's room free and both passed.
    await repo.lockPlayerForDepositLimits(tx, deposit.user_id);
    try {
      await deps.depositGuard?.beforeDeposit(deposit.user_id, deposit.amount_centavos, tx);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /**
   * When the payment was made: the provider's word, but never later than its arrival. A card is
   * charged while we ask for the charge, so its notification, however late, tells of a payment
   * made when the deposit was created.
   */
  function paymentTimeMs(provider: PaymentProvider, deposit: repo.DepositRow, notification: ProviderNotification, now: Date): number {
    if (chargesAtOnce(provider)) return deposit.created_at.getTime();
    return notification.paidAtMs === null ? now.getTime() : Math.min(notification.paidAtMs, now.getTime());
  }

  /** What a notification does to its deposit: recorded once per event id, then acted on. */
  async function settle(tx: Queryable, provider: PaymentProvider, notification: ProviderNotification, now: Date): Promise<Settled & { duplicate: boolean }> {
    const eventRowId = await repo.insertEvent(tx, provider.name, notification, now);
    if (eventRowId === null) {
      return { outcome: await repo.eventOutcome(tx, provider.name, notification.eventId), duplicate: true, creditedUserId: null, failedUserId: null };
    }
    return { ...(await actOn(tx, provider, notification, eventRowId, now)), duplicate: false };
  }

  /** What a recorded event does to its deposit, decided under the deposit's lock. */
  async function actOn(tx: Queryable, provider: PaymentProvider, notification: ProviderNotification, eventRowId: bigint, now: Date): Promise<Settled> {
    const deposit = REFERENCE_PATTERN.test(notification.reference) ? await repo.lockDepositByReference(tx, notification.reference) : null;
    let outcome: repo.EventOutcome;
    let creditedUserId: bigint | null = null;
    if (
      !deposit ||
      deposit.provider !== provider.name ||
      (notification.paymentId !== null && deposit.payment_id !== null && notification.paymentId !== deposit.payment_id)
    ) {
      outcome = 'unknown_deposit';
    } else if (notification.type === 'payment_failed') {
      if (!canMove(deposit.status, 'failed')) outcome = 'already_final';
      else {
        await repo.markFailed(tx, deposit.id, notification.failureReason ?? 'declined', now);
        outcome = 'failed';
      }
    } else if (deposit.status === 'completed') {
      outcome = 'already_final';
    } else if (
      notification.amountCentavos !== deposit.amount_centavos ||
      (deposit.crypto_amount_units !== null && notification.cryptoUnits !== deposit.crypto_amount_units)
    ) {
      outcome = 'amount_mismatch';
    } else if (
      !acceptsPayment({ status: deposit.status, expiresAtMs: deposit.expires_at?.getTime() ?? null }, paymentTimeMs(provider, deposit, notification, now))
    ) {
      // A charge or address paid after its expiry accepts nothing.
      if (deposit.status === 'awaiting_payment') await repo.setStatus(tx, deposit.id, 'expired', now);
      outcome = 'not_payable';
    } else if (deposit.status === 'expired' && !chargesAtOnce(provider) && !(await lateCreditAllowed(tx, deposit))) {
      // Paid in time, but the expired deposit had stopped counting against the limits: another
      // deposit may have taken its room meanwhile. Refused like a late payment, whose money the
      // provider returns. Not a card whose answer was lost: the player's money was taken while the
      // deposit counted against the limits, and refusing it would leave it with no one.
      outcome = 'not_payable';
    } else if (deps.payerMustBeHolder && REPORTS_PAYER.has(deposit.method) && notification.payerDocument !== (await repo.holderDocument(tx, deposit.user_id))) {
      // Someone else's account paid: nothing is credited, the provider returns the money to the payer.
      await repo.markFailed(tx, deposit.id, 'payer_not_holder', now);
      outcome = 'failed';
    } else {
      await credit(tx, deposit, notification.paymentId, now);
      outcome = 'credited';
      creditedUserId = deposit.user_id;
    }
    await repo.setEventOutcome(tx, eventRowId, outcome, deposit?.id ?? null);
    return { outcome, creditedUserId, failedUserId: outcome === 'failed' ? deposit!.user_id : null };
  }

  /** After an event's transaction committed: the balance is announced, a claim of a failed deposit released. */
  async function afterSettled(settled: Settled): Promise<void> {
    if (settled.creditedUserId !== null) deps.onCredited(settled.creditedUserId);
    if (settled.failedUserId !== null) await deps.bonus?.settle(settled.failedUserId);
  }

  /**
   * Acts on a deposit's recorded approval (credits it) unless that was done already: by the
   * request that created it, its retry, the payments job, whichever comes first. Exactly once,
   * as the approval is held while the deposit is credited. The outcome, or null when none was left.
   */
  async function settleApproval(depositId: string, options: { skipLocked?: boolean } = {}): Promise<repo.EventOutcome | null> {
    const now = clock();
    const settled = await inLedgerTransaction(db, async (tx) => {
      const approval = await repo.lockPendingApproval(tx, depositId, options);
      if (!approval) return null;
      if (!isDepositMethod(approval.provider)) throw new Error(`payments: approval ${approval.id} names no provider of ours`);
      return actOn(tx, providers[approval.provider], approvalNotification(approval), approval.id, now);
    });
    if (settled) await afterSettled(settled);
    return settled?.outcome ?? null;
  }

  /**
   * Credits an approval now, or leaves it for later: it is recorded, so a failure here (the
   * database down, contention beyond the retries) only delays the credit to the payments job or
   * the client's retry, and the player is answered the deposit as it stands (awaiting payment).
   */
  async function creditApprovalNow(depositId: string): Promise<void> {
    try {
      await settleApproval(depositId);
    } catch (error) {
      log.error({ depositId, error: (error as Error).message }, 'approved deposit not credited yet; the payments job credits it');
    }
  }

  /** A deposit whose provider may have approved it without the credit having happened (yet). */
  function mayAwaitApprovalCredit(deposit: repo.DepositRow): boolean {
    return (
      deposit.payment_id !== null &&
      (deposit.status === 'awaiting_payment' || deposit.status === 'expired') &&
      isDepositMethod(deposit.provider) &&
      chargesAtOnce(providers[deposit.provider])
    );
  }

  async function ownDeposit(userId: bigint, id: string): Promise<repo.DepositRow> {
    const deposit = await repo.findDepositOf(db, userId, id);
    if (!deposit) throw paymentErrors.depositNotFound();
    return deposit;
  }

  /** The amount to credit and, for crypto, what to send; refuses amounts outside the limits. */
  function quote(input: CreateDepositInput, language: Language) {
    let amountCentavos: bigint;
    let crypto: { asset: CryptoAsset; units: bigint; rateCentavos: bigint } | undefined;
    if (input.method === 'crypto') {
      const rateCentavos = config.cryptoRatesCentavos[input.asset];
      const { decimals } = CRYPTO_ASSET_INFO[input.asset];
      if (input.crypto_amount !== undefined) {
        const units = parseUnits(input.crypto_amount, decimals);
        if (units === null || units === 0n) throw paymentErrors.cryptoAmountInvalid();
        // What the coins are worth at the quoted rate is what must reach the minimum, and what is credited.
        amountCentavos = centavosForUnits(units, rateCentavos, decimals);
        crypto = { asset: input.asset, units, rateCentavos };
      } else {
        amountCentavos = input.amount!;
        crypto = { asset: input.asset, units: unitsForCentavos(amountCentavos, rateCentavos, decimals), rateCentavos };
      }
    } else {
      amountCentavos = input.amount;
    }
    const limits = config.limits[input.method];
    const check = checkLimits(amountCentavos, limits);
    if (!check.ok)
      throw check.problem === 'below_minimum'
        ? paymentErrors.belowMinimum(limits.minCentavos, language)
        : paymentErrors.aboveLimit(limits.maxCentavos, language);
    return { amountCentavos, crypto };
  }

  return {
    /** Spec §2 deposit methods with their limits (reais) and processing times (spec §9). */
    depositMethods() {
      return DEPOSIT_METHODS.filter((method) => !deps.allowedMethods || deps.allowedMethods.has(method)).map((method) => ({
        method,
        min: reaisOf(config.limits[method].minCentavos),
        max: reaisOf(config.limits[method].maxCentavos),
        processing: { ...PROCESSING_TIMES[method] },
        enabled: !config.disabledMethods.has(method),
        ...(method === 'crypto'
          ? { assets: CRYPTO_ASSETS.map((asset) => ({ asset, network: CRYPTO_ASSET_INFO[asset].network, rate: reaisOf(config.cryptoRatesCentavos[asset]) })) }
          : {}),
      }));
    },

    /**
     * Creates a deposit and asks its provider how it is paid. Fails with the break or
     * self-exclusion in force (403), emailNotVerified (403), methodDisabled, belowMinimum, aboveLimit, cardInvalid (422), cryptoAmountInvalid (400).
     * A declined card is not an error: the deposit is answered as failed, with its reason.
     *
     * With an `idempotencyKey`, a retry of the same request (method, amount, the card's last four
     * digits or the crypto asset, and the bonus choice) answers the deposit the first one made
     * (`replayed`), without asking the provider again, even during a break or self-exclusion that began since;
     * another request under the same key is refused (409).
     */
    async create(user: UserRow, input: CreateDepositInput, language: Language, idempotencyKey: string | null = null) {
      const replay = async (existing: repo.DepositRow, amountCentavos: bigint) => {
        const sameCard = input.method !== 'card' || existing.card_last4 === cardSummary(input.number).last4;
        const sameAsset = input.method !== 'crypto' || existing.crypto_asset === input.asset;
        // "No bonus" (null) and no word at all (absent) do different things to a waiting claim.
        const sameOffer = existing.bonus_code === (input.bonus_code ?? null) && existing.bonus_declined === (input.bonus_code === null);
        if (existing.method !== input.method || existing.amount_centavos !== amountCentavos || !sameCard || !sameAsset || !sameOffer) {
          throw paymentErrors.idempotencyKeyReused();
        }
        // The first request's credit failed after its card was charged: the retry credits it.
        if (!mayAwaitApprovalCredit(existing)) return { deposit: await depositView(existing), replayed: true };
        await creditApprovalNow(existing.id);
        return { deposit: await depositView((await repo.findDeposit(db, existing.id))!), replayed: true };
      };
      // A retry answers the deposit its key made, even if a break, self-exclusion or a disabled
      // method began since: those refuse new deposits, and the retry asks for none.
      const earlier = idempotencyKey === null ? null : await repo.findByIdempotencyKey(db, user.id, idempotencyKey);
      if (earlier) {
        // The key's deposit passed these checks: a request they refuse (another method's minimum,
        // an amount past the maximum) is another deposit under the key, and is told so.
        let quoted: ReturnType<typeof quote>;
        try {
          quoted = quote(input, language);
        } catch (error) {
          if (error instanceof AppError) throw paymentErrors.idempotencyKeyReused();
          throw error;
        }
        return replay(earlier, quoted.amountCentavos);
      }
      // A break or self-exclusion first: verifying the email or choosing another method would not lift it.
      await deps.depositGuard?.assertNotExcluded(db, user.id);
      if (user.email_verified_at === null) throw paymentErrors.emailNotVerified();
      if (config.disabledMethods.has(input.method) || (deps.allowedMethods && !deps.allowedMethods.has(input.method))) throw paymentErrors.methodDisabled();
      const { amountCentavos, crypto } = quote(input, language);
      const now = clock();
      const card = input.method === 'card' ? checkCard(input, now) : undefined;
      await deps.depositGuard?.beforeDeposit(user.id, amountCentavos);
      const offerCode = input.bonus_code ?? null;
      if (offerCode !== null && deps.bonus) await deps.bonus.optInForDeposit(user.id, offerCode, amountCentavos);
      const provider = providers[input.method];
      const id = randomUUID();
      const reference = depositReference(randomBytes(10));
      // A card's result comes with its creation; should the answer be lost, it waits this long for
      // the acquirer's notification (set now, so that a call that hangs or a crash still ends).
      const expiresAt = new Date(now.getTime() + (provider.ttlMinutes ?? UNANSWERED_CHARGE_WAIT_MINUTES) * 60_000);

      // Recorded before the provider is asked, so a notification racing its answer finds it; with the
      // limits checked again under the player's lock, so two deposits at once cannot both pass one.
      const raced = await db.transaction(async (tx) => {
        await repo.lockPlayerForDepositLimits(tx, user.id);
        // The same key sent twice at once: the second waits for the first's row, then replays it.
        const first = idempotencyKey === null ? null : await repo.findByIdempotencyKey(tx, user.id, idempotencyKey);
        if (first) return first;
        await deps.depositGuard?.beforeDeposit(user.id, amountCentavos, tx);
        await repo.insertDeposit(tx, {
          id,
          userId: user.id,
          method: input.method,
          provider: provider.name,
          amountCentavos,
          reference,
          expiresAt,
          card: card ? cardSummary(card.number) : null,
          crypto: crypto ? { asset: crypto.asset, units: crypto.units } : null,
          idempotencyKey,
          bonusCode: offerCode,
          bonusDeclined: input.bonus_code === null,
          now,
        });
        if (offerCode !== null) await deps.bonus?.tieClaimToDeposit(tx, { userId: user.id, depositId: id });
        return null;
      });
      if (raced) return replay(raced, amountCentavos);

      let result: CreateDepositResult | { outcome: 'unknown'; instructions: DepositInstructions | null };
      try {
        result = await provider.createDeposit({
          depositId: id,
          reference,
          amountCentavos,
          expiresAt,
          now,
          ...(card ? { card } : {}),
          ...(crypto ? { crypto } : {}),
        });
      } catch (error) {
        // The error's message only: it must not carry the request (card data) into the logs.
        log.error({ depositId: id, method: input.method, error: (error as Error).message }, 'payment provider failed to create a deposit');
        // A lost answer may hide a charge that went through: the deposit awaits the provider's
        // notification until it expires. Any other failure charged nothing.
        const instructions = card ? { type: 'card' as const, ...cardSummary(card.number) } : null;
        result =
          error instanceof ChargeOutcomeUnknown
            ? { outcome: 'unknown', instructions }
            : { outcome: 'declined', paymentId: null, reason: 'processing_error', instructions };
      }

      const answered = clock();
      if (result.outcome === 'unknown') {
        const { instructions } = result;
        await repo.recordProviderAnswer(db, id, { paymentId: null, instructions, cryptoAddress: null }, answered);
      } else if (result.outcome === 'approved') {
        const approved = result;
        // The approval is committed on its own before the credit: the acquirer has taken the
        // money, so a credit that fails must leave a record that it is owed.
        await db.transaction(async (tx) => {
          await repo.recordProviderAnswer(tx, id, { paymentId: approved.paymentId, instructions: approved.instructions, cryptoAddress: null }, answered);
          await repo.insertApproval(tx, { provider: provider.name, depositId: id, reference, paymentId: approved.paymentId, amountCentavos, now: answered });
        });
        await creditApprovalNow(id);
      } else {
        const answer = result;
        await db.transaction(async (tx) => {
          await repo.recordProviderAnswer(
            tx,
            id,
            {
              paymentId: answer.paymentId,
              instructions: answer.instructions,
              cryptoAddress: answer.outcome === 'pending' ? (answer.cryptoAddress ?? null) : null,
            },
            answered,
          );
          if (answer.outcome === 'declined') await repo.markFailed(tx, id, answer.reason, answered);
        });
        if (answer.outcome === 'declined') await deps.bonus?.settle(user.id);
      }
      return { deposit: await depositView((await repo.findDeposit(db, id))!), replayed: false };
    },

    async get(userId: bigint, id: string) {
      return depositView(await ownDeposit(userId, id));
    },

    async recent(userId: bigint, limit = RECENT_DEFAULT) {
      return (await repo.recentDeposits(db, userId, limit)).map(depositSummary);
    },

    /**
     * Crypto "I have paid": awaiting payment → confirming; the chain confirms it later. Fails with
     * depositNotFound (404), paidNotApplicable, depositExpired, notAwaitingPayment (409).
     */
    async markPaid(userId: bigint, id: string) {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const deposit = await repo.lockDeposit(tx, id);
        if (!deposit || deposit.user_id !== userId) return 'not_found';
        if (deposit.method !== 'crypto') return 'not_applicable';
        if (deposit.status === 'confirming') return 'ok';
        if (deposit.status === 'expired') return 'expired';
        if (deposit.status !== 'awaiting_payment') return 'not_awaiting';
        if (!acceptsPayment({ status: deposit.status, expiresAtMs: deposit.expires_at?.getTime() ?? null }, now.getTime())) {
          await repo.setStatus(tx, id, 'expired', now);
          return 'expired';
        }
        await repo.markConfirming(tx, id, now, new Date(now.getTime() + config.cryptoConfirmationDelayMs));
        return 'ok';
      });
      if (outcome === 'not_found') throw paymentErrors.depositNotFound();
      if (outcome === 'not_applicable') throw paymentErrors.paidNotApplicable();
      if (outcome === 'expired') throw paymentErrors.depositExpired();
      if (outcome === 'not_awaiting') throw paymentErrors.notAwaitingPayment();
      return depositView((await repo.findDeposit(db, id))!);
    },

    /** The player gives up a deposit awaiting payment. Fails with depositNotFound (404), notCancellable (409). */
    async cancel(userId: bigint, id: string) {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const deposit = await repo.lockDeposit(tx, id);
        if (!deposit || deposit.user_id !== userId) return 'not_found';
        if (deposit.status === 'cancelled') return 'ok';
        if (!playerCanCancel(deposit)) return 'not_cancellable';
        await repo.setStatus(tx, id, 'cancelled', now);
        return 'ok';
      });
      if (outcome === 'not_found') throw paymentErrors.depositNotFound();
      if (outcome === 'not_cancellable') throw paymentErrors.notCancellable();
      await deps.bonus?.settle(userId);
      return depositView((await repo.findDeposit(db, id))!);
    },

    /**
     * A provider's notification authenticated and read, nothing recorded yet; no database work, so
     * a forged one costs little. Fails with providerUnknown (404), webhookSignatureInvalid (401),
     * webhookMalformed (400: signed, but unreadable).
     */
    readNotification(providerName: string, incoming: Omit<IncomingNotification, 'now'>): AuthenticatedNotification {
      const provider = isDepositMethod(providerName) ? providers[providerName] : undefined;
      if (!provider) throw paymentErrors.providerUnknown();
      const now = clock();
      try {
        return { provider, notifications: provider.parseNotification({ ...incoming, now }), receivedAt: now };
      } catch (error) {
        if (!(error instanceof NotificationRejected)) throw error;
        log.warn({ provider: provider.name, reason: error.message }, 'payment notification refused');
        throw error.reason === 'signature' ? paymentErrors.webhookSignatureInvalid(error.message) : paymentErrors.webhookMalformed(error.message);
      }
    },

    /**
     * An authenticated notification recorded once per event id, then acted on under the deposit's
     * lock; refusals (unknown deposit, other amount, no longer payable) are recorded and answered
     * with their outcome.
     */
    async settleNotification({ provider, notifications, receivedAt }: AuthenticatedNotification) {
      const results: NotificationResult[] = [];
      for (const notification of notifications) {
        const settled = await inLedgerTransaction(db, (tx) => settle(tx, provider, notification, receivedAt));
        await afterSettled(settled);
        if (!settled.duplicate && OUTCOME_STATUS[settled.outcome] !== 200)
          log.warn({ provider: provider.name, eventId: notification.eventId, outcome: settled.outcome }, 'payment notification not applied');
        results.push({ event_id: notification.eventId, outcome: settled.outcome, duplicate: settled.duplicate });
      }
      const status = results.map((result) => OUTCOME_STATUS[result.outcome]).find((code) => code !== 200) ?? 200;
      return { status, body: { received: true, results } };
    },

    /**
     * Reconciliation job: approvals whose credit failed (the request's transaction rolled back, the
     * node died) are credited; several nodes may run it, each approval is taken by one. Runs
     * before the expiry job, which in any case never expires a deposit with an approval pending.
     */
    async creditPendingApprovals(limit = 50): Promise<number> {
      let credited = 0;
      for (const depositId of await repo.depositsWithPendingApproval(db, limit)) {
        try {
          if ((await settleApproval(depositId, { skipLocked: true })) === 'credited') credited++;
        } catch (error) {
          // One deposit failing again does not hold up the others; it is tried on the next pass.
          log.error({ depositId, error: (error as Error).message }, 'payments job could not credit an approved deposit');
        }
      }
      return credited;
    },

    /** Expiry job: deposits whose time to pay is over become expired (several nodes may run it). */
    async expireDue(limit = 100): Promise<number> {
      return (await repo.expireDue(db, clock(), limit)).length;
    },

    /** Sandbox chain watcher: crypto deposits due for confirmation, each claimed for a minute. */
    async claimDueConfirmations(limit = 50) {
      const now = clock();
      return repo.claimConfirmations(db, now, new Date(now.getTime() + 60_000), limit);
    },

    async confirmationDone(id: string) {
      await repo.releaseConfirmation(db, id);
    },

    /** Any deposit by id (sandbox controls). */
    async find(id: string) {
      return repo.findDeposit(db, id);
    },

    view: depositView,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
