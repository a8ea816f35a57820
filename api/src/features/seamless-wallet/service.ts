/**
 * The seamless wallet: what an external provider's calls do to our players' money. Each money
 * call is ONE database transaction: an advisory lock on the provider's transaction id (so a repeat
 * racing its original waits and then finds it), the player's wallets locked, then either the
 * stored first answer (a repeat) or the action, its ledger transfers and its stored answer.
 *
 * Rules (each answer's code in protocol.ts):
 * - bet: debits the amount cash first, then bonus (`casino_bet`, ids `seamless:<provider>:<tx>:cash|bonus`);
 *   INSUFFICIENT_FUNDS names the balance. A bet with `free_spin_campaign_id` and amount 0 uses one
 *   spin of a usable campaign (FREESPINS_EXCEPTION with a reason when there is none). Bets on a
 *   round that already has its win are refused (ROUND_CLOSED); a bet whose id was rolled back
 *   for its player before it arrived is refused (TRANSACTION_ROLLED_BACK); a round is either
 *   free spins or paid bets (INVALID_REQUEST free_spin_in_a_paid_round, paid_bet_in_a_free_spin_round).
 *   A player on a break or self-excluded is PLAYER_BLOCKED; a stake past their loss limit is
 *   RESPONSIBLE_GAMBLING_LIMIT (the same checks as our own games, in the same transaction).
 * - authenticate: PLAYER_BLOCKED for a banned player, and for one on a break or self-excluded (a
 *   token issued before it began; starting one also deletes the player's launch tokens).
 * - win: one per round, closes it (`casino_win`, 0 allowed) split back to cash and bonus like the
 *   round's standing stake; a second win of the round with another id is DUPLICATE_WIN; a win
 *   without a bet is BET_NOT_FOUND. A free-spin round's win is added to the campaign's total (and
 *   is bonus money when the campaign came with a bonus). The closed round's stake counts towards
 *   the active bonus's wagering at the game's contribution.
 * - rollback (of a bet): gives the bet's money back to the wallets it came from (kind `rollback`)
 *   while its round has no win. Otherwise it changes nothing and answers OK with code
 *   ROLLBACK_SKIPPED and a reason: bet_not_found (remembered: the bet is refused if it comes
 *   later), bet_not_applied (the bet was refused), already_rolled_back, already_refunded,
 *   game_mismatch and round_mismatch (it names another game or round than the bet's),
 *   round_settled (a rollback after the win is skipped: the provider refunds or corrects otherwise).
 * - refund (of a bet, with its amount): like a rollback (kind `refund`) but strict: REFUND_INVALID
 *   (unknown or refused bet, rolled back, round settled, or the refund naming another game or round
 *   than the bet's: game_mismatch, round_mismatch), INVALID_REFUND_AMOUNT (not the bet's
 *   amount), DUPLICATE_REFUND (already refunded by another refund).
 * - currency: a bet, win, refund or freespins/create naming another currency than BRL is refused
 *   (INVALID_REQUEST, FREESPINS_CREATE_FAILED; reason currency_not_supported) and recorded under its id.
 * - freespins/create | cancel: a provider's campaign (its `campaign_id`) for one of its games;
 *   FREESPINS_CREATE_FAILED / FREESPINS_CANCEL_FAILED with a reason; FREESPINS_EXCEPTION when it
 *   broke on our side.
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { verifySignature } from '../../domain/payments/webhook-signature.ts';
import { AppError } from '../../http/errors.ts';
import { translate } from '../../i18n/messages.ts';
import { inLedgerTransaction, splitStake, type Ledger, type PlayerAccounts } from '../../ledger/index.ts';
import * as freeSpins from './campaigns.ts';
import { payWin, returnParts, takeStake } from './money.ts';
import type { SeamlessConfig } from './config.ts';
import {
  ACTIONS,
  ERROR_CODES,
  money,
  requestHash,
  schemas,
  WALLET_CURRENCY,
  type Answer,
  type ErrorCode,
  type Request,
  type SeamlessAction,
} from './protocol.ts';
import * as repo from './repo.ts';
import { hasUnstorableText } from '../../http/text-guard.ts';

export interface SeamlessServiceDeps {
  db: Database;
  ledger: Ledger;
  config: SeamlessConfig;
  now: () => Date;
  balanceChanged: (userId: bigint) => void;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /**
   * Responsible gambling: refuses a stake while excluded or past a loss limit, and a launch in
   * either mode while excluded (the provider plays demo money on its own, so the launch is our only say).
   */
  stakeGuard?: {
    beforeStake(tx: Queryable, userId: bigint, stakeCentavos: bigint): Promise<void>;
    assertNotExcluded(q: Queryable, userId: bigint): Promise<void>;
  };
  /** The bonus engine: wagering from closed rounds, wins of a bonus's free spins. */
  bonus?: {
    onCasinoRound(tx: Queryable, round: { userId: bigint; roundId: bigint; stakeCentavos: bigint; wageringPercent: number; placedAt?: Date }): Promise<boolean>;
    onBonusSpinWin(tx: Queryable, spin: { userId: bigint; campaignId: bigint; winCentavos: bigint; sourceRef: string }): Promise<void>;
    freeSpinsRefusal(tx: Queryable, userId: bigint): Promise<'real_bet_required' | null>;
  };
}

export interface HttpAnswer {
  status: number;
  body: Answer;
}

/** A provider's call whose signature was checked and whose body was read, not acted on yet. */
export interface SeamlessCall {
  provider: string;
  action: SeamlessAction;
  request: unknown;
}

export type ReadCall = { ok: true; call: SeamlessCall } | { ok: false; answer: HttpAnswer };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function errorAnswer(code: ErrorCode, fields: Record<string, unknown> = {}, params: Record<string, string | number> = {}): Answer {
  const key = ERROR_CODES[code];
  return { status: 'ERROR', code, message: translate(key, 'en', params) ?? code, message_key: key, ...fields };
}

type Outcome = {
  answer: Answer;
  outcome: 'ok' | 'error' | 'skipped';
  moved: boolean;
  row?: Partial<repo.NewTransaction>;
  /**
   * Not recorded under the transaction id: a win or refund whose bet has not arrived yet (the
   * provider's messages may overtake each other). Recorded, its error would be replayed to every
   * retry, and the win or refund never applied once the bet came.
   */
  retryable?: true;
};

/**
 * A money call in another currency than our wallets' (null when it is in ours): refused before
 * anything is looked at, so no amount in another currency is ever read as reais.
 */
function foreignCurrency(action: SeamlessAction, currency: string | undefined): Outcome | null {
  if (currency === undefined) return null;
  const reason = 'currency_not_supported';
  const code: ErrorCode = action === 'freespins/create' ? 'FREESPINS_CREATE_FAILED' : 'INVALID_REQUEST';
  return { answer: errorAnswer(code, { reason }, { reason }), outcome: 'error', moved: false };
}

/** A responsible-gambling refusal as the protocol's answer; anything else is not ours to answer. */
function guardAnswer(error: unknown): Answer {
  if (!(error instanceof AppError)) throw error;
  if (error.key.startsWith('rg.errors.lossLimit.')) return errorAnswer('RESPONSIBLE_GAMBLING_LIMIT', { reason: 'loss_limit', ...error.details });
  if (error.status === 403) return errorAnswer('PLAYER_BLOCKED', { reason: 'excluded', ...error.details });
  if (error.key === 'auth.banned') return errorAnswer('PLAYER_BLOCKED');
  throw error;
}

export function createSeamlessService(deps: SeamlessServiceDeps) {
  const { db, ledger, config, now } = deps;

  async function balanceFields(q: Queryable, userId: bigint) {
    const b = await ledger.balances(q, userId);
    return { balance: money(b.cashCentavos + b.bonusCentavos), cash: money(b.cashCentavos), bonus: money(b.bonusCentavos), currency: WALLET_CURRENCY };
  }

  async function campaignsFor(q: Queryable, userId: bigint, gameUuid: string | null) {
    const at = now();
    return (await freeSpins.playerCampaigns(q, userId, gameUuid))
      .filter((row) => freeSpins.campaignState(row, at) === 'active')
      .map((row) => ({
        campaign_id: Number(row.id),
        external_id: row.external_id,
        game_uuid: row.game_uuid,
        quantity: row.quantity,
        quantity_left: row.quantity - row.used,
        bet_value: money(row.bet_value_centavos),
        valid_until: row.valid_until.toISOString(),
      }));
  }

  /** A campaign as the protocol gives it: both ids, amounts as decimal strings. */
  function providerCampaign(row: freeSpins.CampaignRow) {
    return {
      ...freeSpins.campaignView(row, now()),
      campaign_id: Number(row.id),
      external_id: row.external_id,
      bet_value: money(row.bet_value_centavos),
      total_win: money(row.total_win_centavos),
    };
  }

  /** The transaction-id discipline around one money (or campaign) call. */
  async function transactional(
    provider: string,
    action: SeamlessAction,
    request: { transaction_id: string; player_id?: bigint; currency?: string | undefined },
    work: (tx: Queryable, user: repo.UserFacts | null, wallets: PlayerAccounts | null) => Promise<Outcome>,
  ): Promise<Answer> {
    const hash = requestHash(action, request as unknown as Record<string, unknown>);
    const result = await inLedgerTransaction(db, async (tx) => {
      await repo.lockTransactionId(tx, provider, request.transaction_id);
      const user = request.player_id === undefined ? null : await repo.userFacts(tx, request.player_id);
      const wallets = user ? await ledger.playerAccounts(tx, user.id, { lock: true }) : null;
      const existing = await repo.findTransaction(tx, provider, request.transaction_id);
      if (existing) {
        if (existing.request_hash === hash) return { answer: JSON.parse(existing.response) as Answer, moved: false, userId: null };
        const code: ErrorCode = action === 'win' ? 'DUPLICATE_WIN' : action === 'refund' ? 'DUPLICATE_REFUND' : 'DUPLICATE_TRANSACTION';
        const balance = user ? await balanceFields(tx, user.id) : {};
        // The code is the action's duplicate (what providers settle on); the words say what happened.
        const reused = ERROR_CODES.DUPLICATE_TRANSACTION;
        return {
          answer: {
            ...errorAnswer(code, { transaction_id: request.transaction_id, ...balance, reason: 'transaction_id_reused' }),
            message: translate(reused, 'en') ?? code,
            message_key: reused,
          },
          moved: false,
          userId: null,
        };
      }
      if (request.player_id !== undefined && !user) {
        const answer = errorAnswer('USER_NOT_FOUND', { transaction_id: request.transaction_id });
        await repo.insertTransaction(tx, {
          provider,
          transactionId: request.transaction_id,
          action: dbAction(action),
          requestHash: hash,
          userId: null,
          roundId: null,
          amountCentavos: null,
          outcome: 'error',
          response: answer,
          now: now(),
        });
        return { answer, moved: false, userId: null };
      }
      const done = foreignCurrency(action, request.currency) ?? (await work(tx, user, wallets));
      const answer: Answer = { ...done.answer, transaction_id: request.transaction_id, ...(user ? await balanceFields(tx, user.id) : {}) };
      if (done.retryable) return { answer, moved: false, userId: null };
      await repo.insertTransaction(tx, {
        provider,
        transactionId: request.transaction_id,
        action: dbAction(action),
        requestHash: hash,
        userId: user?.id ?? null,
        roundId: null,
        amountCentavos: null,
        outcome: done.outcome,
        ...done.row,
        response: answer,
        now: now(),
      });
      return { answer, moved: done.moved, userId: user?.id ?? null };
    });
    if (result.moved && result.userId !== null) deps.balanceChanged(result.userId);
    return result.answer;
  }

  const dbAction = (action: SeamlessAction) => action.replace('/', '_');

  async function gameOr(tx: Queryable, provider: string, uuid: string) {
    return repo.externalGame(tx, provider, uuid);
  }

  function metadataOf(provider: string, game: repo.ExternalGame, roundId: bigint, providerRoundId: string, transactionId: string) {
    return { gameName: game.name, gameUuid: game.uuid, provider, roundId: String(roundId), providerRoundId, providerTransactionId: transactionId };
  }

  const handlers = {
    async bet(provider: string, request: Request<'bet'>): Promise<Answer> {
      return transactional(provider, 'bet', request, async (tx, user, wallets) => {
        const game = await gameOr(tx, provider, request.game_uuid);
        if (!game) return { answer: errorAnswer('GAME_NOT_FOUND'), outcome: 'error', moved: false };
        if (user!.banned) return { answer: errorAnswer('PLAYER_BLOCKED'), outcome: 'error', moved: false };
        if (await repo.rollbackOf(tx, provider, request.transaction_id, user!.id))
          return { answer: errorAnswer('TRANSACTION_ROLLED_BACK'), outcome: 'error', moved: false };
        const round = await repo.lockRound(tx, game.uuid, request.round_id);
        if (round && round.user_id !== user!.id)
          return { answer: errorAnswer('INVALID_REQUEST', { reason: 'round_of_another_player' }), outcome: 'error', moved: false };
        if (round && round.status !== 'open') return { answer: errorAnswer('ROUND_CLOSED', { round_id: request.round_id }), outcome: 'error', moved: false };
        let campaign: freeSpins.CampaignRow | null = null;
        if (request.free_spin_campaign_id !== undefined) {
          if (request.amount !== 0n)
            return {
              answer: errorAnswer('FREESPINS_EXCEPTION', { reason: 'free_spin_amount_must_be_zero' }, { reason: 'free_spin_amount_must_be_zero' }),
              outcome: 'error',
              moved: false,
            };
          const ours = /^\d{1,18}$/.test(request.free_spin_campaign_id) ? await freeSpins.campaignById(tx, BigInt(request.free_spin_campaign_id)) : null;
          const named =
            ours?.provider_slug === provider || ours?.source === 'ops'
              ? ours
              : await freeSpins.campaignByExternalId(tx, provider, request.free_spin_campaign_id);
          campaign = named ? await freeSpins.claimUsableCampaign(tx, user!.id, game.uuid, now(), named.id) : null;
          if (!campaign)
            return {
              answer: errorAnswer('FREESPINS_EXCEPTION', { reason: 'campaign_not_usable' }, { reason: 'campaign_not_usable' }),
              outcome: 'error',
              moved: false,
            };
        } else if (request.amount === 0n) {
          return { answer: errorAnswer('INVALID_REQUEST', { reason: 'amount_must_be_positive' }), outcome: 'error', moved: false };
        }
        const cash = wallets!.cash.availableCentavos;
        const bonus = wallets!.bonus.availableCentavos;
        let split = { cashCentavos: 0n, bonusCentavos: 0n };
        if (!campaign) {
          const planned = splitStake(cash, bonus, request.amount);
          if (!planned.ok) return { answer: errorAnswer('INSUFFICIENT_FUNDS', {}, { balance: money(cash + bonus) }), outcome: 'error', moved: false };
          split = planned;
        }
        // A free spin stakes nothing but is still play: a break or a self-exclusion refuses it too,
        // as our own games do (the guard's stake limits see no money for it).
        try {
          await deps.stakeGuard?.beforeStake(tx, user!.id, campaign ? 0n : request.amount);
        } catch (error) {
          return { answer: guardAnswer(error), outcome: 'error', moved: false };
        }
        if (round && campaign && round.free_spin_campaign_id === null)
          return { answer: errorAnswer('INVALID_REQUEST', { reason: 'free_spin_in_a_paid_round' }), outcome: 'error', moved: false };
        // The other way round too: a free-spin round's win is the campaign's (bonus money for a
        // bonus's spins), so cash staked in it would come back as free-spin winnings.
        if (round && !campaign && round.free_spin_campaign_id !== null)
          return { answer: errorAnswer('INVALID_REQUEST', { reason: 'paid_bet_in_a_free_spin_round' }), outcome: 'error', moved: false };
        const roundId =
          round?.id ??
          (await repo.insertRound(tx, { userId: user!.id, game, providerRoundId: request.round_id, campaignId: campaign?.id ?? null, now: now() }));
        if (campaign) await freeSpins.useSpin(tx, campaign.id);
        else
          await takeStake(ledger, tx, {
            userId: user!.id,
            wallets: wallets!,
            stakeCentavos: request.amount,
            idPrefix: `seamless:${provider}:${request.transaction_id}`,
            metadata: metadataOf(provider, game, roundId, request.round_id, request.transaction_id),
          });
        await repo.addStake(tx, roundId, {
          transactionId: request.transaction_id,
          amountCentavos: request.amount,
          cashCentavos: split.cashCentavos,
          bonusCentavos: split.bonusCentavos,
          cashAfter: cash - split.cashCentavos,
          bonusAfter: bonus - split.bonusCentavos,
          now: now(),
        });
        return {
          answer: { status: 'OK', round_id: request.round_id, ...(campaign ? { free_spin_campaign_id: Number(campaign.id) } : {}) },
          outcome: 'ok',
          moved: !campaign,
          row: { roundId, amountCentavos: request.amount, cashCentavos: split.cashCentavos, bonusCentavos: split.bonusCentavos, betState: 'open' },
        };
      });
    },

    async win(provider: string, request: Request<'win'>): Promise<Answer> {
      return transactional(provider, 'win', request, async (tx, user, wallets) => {
        const game = await gameOr(tx, provider, request.game_uuid);
        if (!game) return { answer: errorAnswer('GAME_NOT_FOUND'), outcome: 'error', moved: false };
        const round = await repo.lockRound(tx, game.uuid, request.round_id);
        if (!round) return { answer: errorAnswer('BET_NOT_FOUND', { round_id: request.round_id }), outcome: 'error', moved: false, retryable: true };
        if (round.user_id !== user!.id) return { answer: errorAnswer('BET_NOT_FOUND', { round_id: request.round_id }), outcome: 'error', moved: false };
        if (round.status === 'settled')
          return { answer: errorAnswer('DUPLICATE_WIN', { round_id: request.round_id, reason: 'round_already_won' }), outcome: 'error', moved: false };
        if (round.status === 'cancelled') return { answer: errorAnswer('ROUND_CLOSED', { round_id: request.round_id }), outcome: 'error', moved: false };
        const campaign = round.free_spin_campaign_id === null ? null : await freeSpins.campaignById(tx, round.free_spin_campaign_id);
        const bonusSpin = campaign?.source === 'bonus';
        const stake = await repo.standingStake(tx, round.id);
        const parts = returnParts({ amountCentavos: request.amount, stake, bonusSpin });
        await payWin(ledger, tx, {
          userId: user!.id,
          amountCentavos: request.amount,
          stake,
          bonusSpin,
          id: `seamless:${provider}:${request.transaction_id}:win`,
          metadata: {
            ...metadataOf(provider, game, round.id, request.round_id, request.transaction_id),
            ...(campaign ? { freeSpinCampaignId: String(campaign.id) } : {}),
          },
        });
        if (campaign) {
          await freeSpins.addWin(tx, campaign.id, request.amount);
          if (bonusSpin)
            await deps.bonus?.onBonusSpinWin(tx, {
              userId: user!.id,
              campaignId: campaign.id,
              winCentavos: request.amount,
              sourceRef: `seamless:${provider}:${request.transaction_id}`,
            });
        }
        const standing = round.stake_centavos - round.returned_centavos;
        const bonusMoved =
          (await deps.bonus?.onCasinoRound(tx, {
            userId: user!.id,
            roundId: round.id,
            stakeCentavos: standing,
            wageringPercent: game.wagering_percent,
            placedAt: round.created_at,
          })) ?? false;
        const after = bonusMoved ? await ledger.playerAccounts(tx, user!.id) : null;
        await repo.settleRound(tx, round.id, {
          payoutCentavos: request.amount,
          transactionId: request.transaction_id,
          cashAfter: after ? after.cash.availableCentavos : wallets!.cash.availableCentavos + parts.cashCentavos,
          bonusAfter: after ? after.bonus.availableCentavos : wallets!.bonus.availableCentavos + parts.bonusCentavos,
          now: now(),
        });
        return {
          answer: { status: 'OK', round_id: request.round_id },
          outcome: 'ok',
          moved: request.amount > 0n || bonusMoved,
          row: { roundId: round.id, amountCentavos: request.amount, cashCentavos: parts.cashCentavos, bonusCentavos: parts.bonusCentavos },
        };
      });
    },

    async rollback(provider: string, request: Request<'rollback'>): Promise<Answer> {
      return transactional(provider, 'rollback', request, async (tx, user, wallets) => {
        const skip = (reason: string): Outcome => ({
          answer: {
            status: 'OK',
            code: 'ROLLBACK_SKIPPED',
            reason,
            message: translate(ERROR_CODES.ROLLBACK_SKIPPED, 'en', { reason }) ?? reason,
            message_key: ERROR_CODES.ROLLBACK_SKIPPED,
          },
          outcome: 'skipped',
          moved: false,
          row: { referenceTransactionId: request.bet_transaction_id },
        });
        const bet = await repo.findTransaction(tx, provider, request.bet_transaction_id, { lock: true });
        if (!bet || bet.action !== 'bet' || bet.user_id !== user!.id) return skip('bet_not_found');
        if (bet.outcome !== 'ok') return skip('bet_not_applied');
        if (bet.bet_state === 'rolled_back') return skip('already_rolled_back');
        if (bet.bet_state === 'refunded') return skip('already_refunded');
        const round = (await repo.roundById(tx, bet.round_id!))!;
        // As a refund: a rollback naming another game or round than its bet's is a provider's mix-up, not done.
        if (round.game_uuid !== request.game_uuid) return skip('game_mismatch');
        if (request.round_id !== undefined && round.provider_round_id !== request.round_id) return skip('round_mismatch');
        if (round.status === 'settled') return skip('round_settled');
        return giveBack(tx, provider, 'rollback', request.transaction_id, bet, round, user!, wallets!);
      });
    },

    async refund(provider: string, request: Request<'refund'>): Promise<Answer> {
      return transactional(provider, 'refund', request, async (tx, user, wallets) => {
        const refuse = (code: ErrorCode, reason: string, extra: Record<string, unknown> = {}): Outcome => ({
          answer: errorAnswer(code, { reason, ...extra }, { reason }),
          outcome: 'error',
          moved: false,
          row: { referenceTransactionId: request.bet_transaction_id, amountCentavos: request.amount },
        });
        const bet = await repo.findTransaction(tx, provider, request.bet_transaction_id, { lock: true });
        if (!bet) return { ...refuse('REFUND_INVALID', 'bet_not_found'), retryable: true };
        if (bet.action !== 'bet' || bet.user_id !== user!.id) return refuse('REFUND_INVALID', 'bet_not_found');
        if (bet.outcome !== 'ok') return refuse('REFUND_INVALID', 'bet_not_applied');
        if (bet.bet_state === 'refunded') return refuse('DUPLICATE_REFUND', 'already_refunded');
        if (bet.bet_state === 'rolled_back') return refuse('REFUND_INVALID', 'bet_rolled_back');
        const round = (await repo.roundById(tx, bet.round_id!))!;
        // The refund names the bet's game and round too; a provider that mixed them up is refused, not trusted.
        if (round.game_uuid !== request.game_uuid) return refuse('REFUND_INVALID', 'game_mismatch');
        if (request.round_id !== undefined && round.provider_round_id !== request.round_id) return refuse('REFUND_INVALID', 'round_mismatch');
        if (round.status === 'settled') return refuse('REFUND_INVALID', 'round_settled');
        if (request.amount !== bet.amount_centavos)
          return refuse('INVALID_REFUND_AMOUNT', 'amount_differs_from_bet', { bet_amount: money(bet.amount_centavos ?? 0n) });
        return giveBack(tx, provider, 'refund', request.transaction_id, bet, round, user!, wallets!);
      });
    },

    async 'freespins/create'(provider: string, request: Request<'freespins/create'>): Promise<Answer> {
      return transactional(provider, 'freespins/create', request, async (tx, user) => {
        const fail = (reason: string): Outcome => ({ answer: errorAnswer('FREESPINS_CREATE_FAILED', { reason }, { reason }), outcome: 'error', moved: false });
        const game = await gameOr(tx, provider, request.game_uuid);
        if (!game) return fail('game_not_found');
        if (await freeSpins.campaignByExternalId(tx, provider, request.campaign_id)) return fail('campaign_exists');
        const campaign: freeSpins.NewCampaign = {
          userId: user!.id,
          gameUuid: game.uuid,
          quantity: request.quantity,
          betValueCentavos: request.bet_value,
          validFrom: request.valid_from,
          validUntil: request.valid_until,
          source: 'provider',
          providerSlug: provider,
          externalId: request.campaign_id,
          createdBy: `provider:${provider}`,
          now: now(),
        };
        const problem =
          request.bet_value <= 0n
            ? 'bet_value_invalid'
            : ((await freeSpins.campaignProblem(tx, campaign)) ?? (await deps.bonus?.freeSpinsRefusal(tx, campaign.userId)) ?? null);
        if (problem) return fail(problem);
        const id = await freeSpins.insertCampaign(tx, campaign);
        const row = (await freeSpins.campaignById(tx, id))!;
        return {
          answer: { status: 'OK', campaign: providerCampaign(row) },
          outcome: 'ok',
          moved: false,
        };
      });
    },

    async 'freespins/cancel'(provider: string, request: Request<'freespins/cancel'>): Promise<Answer> {
      return transactional(provider, 'freespins/cancel', request, async (tx) => {
        const fail = (reason: string): Outcome => ({ answer: errorAnswer('FREESPINS_CANCEL_FAILED', { reason }, { reason }), outcome: 'error', moved: false });
        const campaign = await freeSpins.campaignByExternalId(tx, provider, request.campaign_id, { lock: true });
        if (!campaign) return fail('campaign_not_found');
        if (campaign.status === 'cancelled') return fail('already_cancelled');
        await freeSpins.cancelCampaign(tx, campaign.id, `provider:${provider}`, request.reason ?? null, now());
        const row = (await freeSpins.campaignById(tx, campaign.id))!;
        return { answer: { status: 'OK', campaign: providerCampaign(row) }, outcome: 'ok', moved: false };
      });
    },

    async authenticate(provider: string, request: Request<'authenticate'>): Promise<Answer> {
      const token = await repo.launchToken(db, hashToken(request.token));
      if (!token || token.provider_slug !== provider || token.expires_at.getTime() <= now().getTime()) return errorAnswer('INVALID_TOKEN');
      const user = await repo.userFacts(db, token.user_id);
      if (!user) return errorAnswer('USER_NOT_FOUND');
      if (user.banned) return errorAnswer('PLAYER_BLOCKED');
      // A token issued before a break or self-exclusion began must not open the game as playable (nor a demo one: still gambling).
      try {
        await deps.stakeGuard?.assertNotExcluded(db, user.id);
      } catch (error) {
        return guardAnswer(error);
      }
      return {
        status: 'OK',
        player_id: String(user.id),
        nickname: user.first_name,
        game_uuid: token.game_uuid,
        mode: token.mode,
        ...(await balanceFields(db, user.id)),
        free_spins: token.mode === 'real' ? await campaignsFor(db, user.id, token.game_uuid) : [],
      };
    },

    async balance(_provider: string, request: Request<'balance'>): Promise<Answer> {
      const user = await repo.userFacts(db, request.player_id);
      if (!user) return errorAnswer('USER_NOT_FOUND');
      return {
        status: 'OK',
        player_id: String(user.id),
        ...(await balanceFields(db, user.id)),
        free_spins: await campaignsFor(db, user.id, request.game_uuid ?? null),
      };
    },
  } satisfies { [A in SeamlessAction]: (provider: string, request: Request<A>) => Promise<Answer> };

  /** Rollback or refund of an applied bet: reverse its transfers, mark it, return the stake to the round. */
  async function giveBack(
    tx: Queryable,
    provider: string,
    kind: 'rollback' | 'refund',
    transactionId: string,
    bet: repo.TransactionRow,
    round: repo.ExternalRound,
    user: repo.UserFacts,
    wallets: PlayerAccounts,
  ): Promise<Outcome> {
    for (const [purpose, amount] of [
      ['cash', bet.cash_centavos],
      ['bonus', bet.bonus_centavos],
    ] as const) {
      if (amount === 0n) continue;
      await ledger.reverse(tx, {
        id: `seamless:${provider}:${transactionId}:${purpose}`,
        transferId: `seamless:${provider}:${bet.transaction_id}:${purpose}`,
        kind,
        metadata: { provider, providerTransactionId: transactionId, betTransactionId: bet.transaction_id, roundId: String(round.id) },
      });
    }
    if ((bet.amount_centavos ?? 0n) === 0n && round.free_spin_campaign_id !== null) {
      await tx.query('UPDATE casino_free_spin_campaigns SET used = used - 1 WHERE id = $1 AND used > 0', [round.free_spin_campaign_id]);
    }
    await repo.setBetState(tx, provider, bet.transaction_id, kind === 'rollback' ? 'rolled_back' : 'refunded');
    const cancel = (await repo.openBetsOfRound(tx, round.id)) === 0;
    await repo.returnStake(tx, round.id, {
      amountCentavos: bet.amount_centavos ?? 0n,
      cancel,
      cashAfter: wallets.cash.availableCentavos + bet.cash_centavos,
      bonusAfter: wallets.bonus.availableCentavos + bet.bonus_centavos,
      now: now(),
    });
    return {
      answer: { status: 'OK', [kind === 'rollback' ? 'rolled_back' : 'refunded']: money(bet.amount_centavos ?? 0n), bet_transaction_id: bet.transaction_id },
      outcome: 'ok',
      moved: (bet.amount_centavos ?? 0n) > 0n,
      row: { roundId: round.id, amountCentavos: bet.amount_centavos, referenceTransactionId: bet.transaction_id, userId: user.id },
    };
  }

  return {
    /**
     * One call of a provider, checked and read but not acted on: the call, or the answer refusing
     * it (404 unknown provider or action, 401 signature, 400 body). No transaction is opened, so a
     * forged call costs one lookup of its provider.
     */
    async readCall(provider: string, action: string, rawBody: string, signature: string | undefined): Promise<ReadCall> {
      const refuse = (status: number, body: Answer): ReadCall => ({ ok: false, answer: { status, body } });
      if (!(ACTIONS as readonly string[]).includes(action) || !(await repo.providerExists(db, provider))) {
        return refuse(404, errorAnswer('INVALID_REQUEST', { reason: 'unknown_provider_or_action' }));
      }
      const check = verifySignature({
        header: signature,
        body: rawBody,
        secrets: config.secretsFor(provider),
        nowSeconds: Math.floor(now().getTime() / 1000),
        toleranceSeconds: config.toleranceSeconds,
      });
      if (!check.ok) return refuse(401, errorAnswer(check.reason === 'stale' ? 'EXPIRED_TIMESTAMP' : 'INVALID_SIGNATURE', { reason: check.reason }));
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return refuse(400, errorAnswer('INVALID_REQUEST', { reason: 'not_json' }));
      }
      if (hasUnstorableText(json)) return refuse(400, errorAnswer('INVALID_REQUEST', { reason: 'invalid_text' }));
      const typed = action as SeamlessAction;
      const parsed = schemas[typed].safeParse(json);
      if (!parsed.success) {
        return refuse(
          400,
          errorAnswer('INVALID_REQUEST', {
            reason: 'invalid_fields',
            fields: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), problem: issue.message })),
          }),
        );
      }
      return { ok: true, call: { provider, action: typed, request: parsed.data } };
    },

    /** A call `readCall` let through: runs its action (each money call in one transaction). */
    async perform({ provider, action, request }: SeamlessCall): Promise<HttpAnswer> {
      try {
        const handler = handlers[action] as (provider: string, request: unknown) => Promise<Answer>;
        return { status: 200, body: await handler(provider, request) };
      } catch (error) {
        if (action === 'freespins/create' || action === 'freespins/cancel') {
          deps.log.error({ err: (error as Error).message, provider, action }, 'seamless free-spin call failed');
          return { status: 200, body: errorAnswer('FREESPINS_EXCEPTION', { reason: 'internal_error' }, { reason: 'internal_error' }) };
        }
        throw error;
      }
    },

    /** POST /games/:uuid/launch: a short-lived token and the provider's launch URL. */
    async createLaunchToken(input: { userId: bigint; gameUuid: string; provider: string; mode: 'real' | 'demo'; token: string }) {
      // Neither mode opens during a break or self-exclusion: a real game would load as if it could be
      // played and refuse only the provider's first debit; a demo one is played on the provider's side.
      await deps.stakeGuard?.assertNotExcluded(db, input.userId);
      const at = now();
      const expiresAt = new Date(at.getTime() + config.launchTokenTtlSeconds * 1000);
      await repo.insertLaunchToken(db, {
        hash: hashToken(input.token),
        userId: input.userId,
        gameUuid: input.gameUuid,
        provider: input.provider,
        mode: input.mode,
        now: at,
        expiresAt,
      });
      return expiresAt;
    },
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
