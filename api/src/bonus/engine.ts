/**
 * The bonus engine (spec §9, issue 8): claims, grants, wagering, conversion, expiry and forfeits,
 * each step in the caller's transaction with the player's wallets locked, each recorded as a
 * bonus transaction, and all money through the ledger:
 *  - grant:    bonus_funding → player bonus   `bonus:<id>:grant`   (bonus_grant)
 *  - convert:  player bonus → player cash     `bonus:<id>:convert` (bonus_convert), up to the win cap
 *  - forfeit:  player bonus → bonus_funding   `bonus:<id>:forfeit` (bonus_forfeit): expiry, the cap's
 *              excess, a cancellation, a withdrawal; money returned late on a bonus stake after its
 *              bonus closed is forfeited by the sweep (`bonus:<id>:late:<n>`).
 *  - deplete:  no money moves (there is none): a bonus short of its wagering whose bonus money was
 *              all lost, with no bonus stake open and no free spin left, ends at once (`depleted`),
 *              freeing the player's one bonus slot instead of holding it until its expiry.
 * The rules are pure (domain/bonus); this module gathers the facts and applies the decisions.
 * Features call it: payments (opt-in at deposit, grant on credit), casino (wagering per round),
 * bets (wagering at settlement), withdrawals (a withdrawal forfeits an active bonus).
 */
import { BONUS_TERMS } from '@palpite/shared/contract';
import type { Database, Queryable } from '../db/database.ts';
import {
  addWagering,
  canEverBeGranted,
  claimRefusal,
  countsTowardsWagering,
  fixedAmount,
  grantTerms,
  isPastExpiry,
  matchDeposit,
  lateConversion,
  nextStep,
  sportsContribution,
  type SettledBetFacts,
  type BonusDefinition,
  type ClaimFacts,
  type ClaimRefusal,
  type WageringTerms,
} from '../domain/bonus/index.ts';
import { inLedgerTransaction, type Ledger } from '../ledger/index.ts';
import { formatBrl } from '../domain/money.ts';
import { AppError } from '../http/errors.ts';
import { notifyPlayer } from '../notify/player-notifications.ts';
import { bonusErrors } from './errors.ts';
import * as repo from './repo.ts';

/** Responsible gambling's check (the compliance service), passed in so the engine does not import it. */
export interface ExclusionGuard {
  /** Throws the translated 403 (`rg.errors.onBreak`, `selfExcluded`, `selfExcludedIndefinitely`) while a break or self-exclusion is in force. */
  assertNotExcluded(q: Queryable, userId: bigint): Promise<void>;
}

/** Why a player could not take an offer now: a claim's own refusal, or their break or self-exclusion (compliance's error). */
export type OfferRefusal = ClaimRefusal | AppError;

export interface BonusEngineDeps {
  db: Database;
  ledger: Ledger;
  now: () => Date;
  /** A bonus is an inducement to gamble: none is claimed, granted or offered during a break or self-exclusion. */
  exclusionGuard: ExclusionGuard;
  /** The `br` profile: no bonus before a real-money bet. */
  realBetRequired: boolean;
  /** Called after a commit that moved a player's money (never throws). */
  balanceChanged: (userId: bigint) => void;
  log: { error(object: Record<string, unknown>, message: string): void };
}

const WAGERING: WageringTerms = { contributionByCategory: BONUS_TERMS.contributionByCategory, sportsMinOddsHundredths: BONUS_TERMS.sportsMinOddsHundredths };
const SWEEP_BATCH = 100;

export function toDefinition(row: repo.DefinitionRow): BonusDefinition {
  return {
    kind: row.kind,
    product: row.product,
    percentage: row.percentage,
    maxBonusCentavos: BigInt(row.max_bonus_centavos),
    minDepositCentavos: BigInt(row.min_deposit_centavos),
    wageringMultiple: Number(row.wagering_multiple),
    validityDays: row.validity_days,
    applicableDepositNumber: row.applicable_deposit_number,
    redemptionsPerPlayer: row.redemptions_per_player,
    winCapCentavos: row.win_cap_centavos === null ? null : BigInt(row.win_cap_centavos),
    freeSpins: row.free_spins,
    availableFromMs: row.available_from?.getTime() ?? null,
    availableUntilMs: row.available_until?.getTime() ?? null,
  };
}

/** The source of a bet's wagering step: each settlement round of a bet the feed reopened counts on its own. */
function betWageringRef(betId: bigint, settlementRound: number): string {
  return settlementRound === 0 ? `bet:${betId}` : `bet:${betId}:r${settlementRound}`;
}

export function createBonusEngine(deps: BonusEngineDeps) {
  const { db, ledger, now } = deps;

  async function definitionOf(q: Queryable, code: string): Promise<repo.DefinitionRow> {
    const row = await repo.definitionByCode(q, code);
    if (!row || !row.active) throw bonusErrors.offerNotFound();
    return row;
  }

  /** The player's break or self-exclusion as the error a claim answers, or null when neither is in force. */
  async function exclusionRefusal(q: Queryable, userId: bigint): Promise<AppError | null> {
    try {
      await deps.exclusionGuard.assertNotExcluded(q, userId);
      return null;
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  }

  /** What every claim reads about the player, whichever the offer. */
  async function playerFacts(
    q: Queryable,
    userId: bigint,
  ): Promise<Pick<ClaimFacts, 'depositCount' | 'hasOpenBonusStakes' | 'realBetRequired' | 'hasPlacedRealBet'>> {
    return {
      depositCount: await repo.completedDepositCount(q, userId),
      hasOpenBonusStakes: await repo.hasOpenBonusStakes(q, userId),
      realBetRequired: deps.realBetRequired,
      hasPlacedRealBet: deps.realBetRequired ? await repo.hasStakedCash(q, userId) : false,
    };
  }

  /**
   * Releases a claim whose deposits all ended without money (declined, cancelled, expired): the
   * offer was chosen for those deposits, not for whichever comes next, and it no longer holds the
   * one bonus slot. While one of them can still be paid, the claim waits for it. Not counted as a
   * redemption. An expired deposit credited later (paid in time) then comes without the bonus. True
   * when it released one.
   */
  async function releaseEndedClaim(tx: Queryable, bonus: repo.PlayerBonusRow | null, at: Date): Promise<boolean> {
    if (bonus?.status !== 'claimed') return false;
    const carriers = await repo.claimCarriers(tx, bonus.id);
    if (carriers.length === 0 || carriers.some((carrier) => !carrier.ended)) return false;
    await endEarly(tx, bonus, 'not_qualified', at);
    return true;
  }

  /** Opts the player in to `definition`; a deposit offer waits for its deposit, the others are granted now. */
  async function claimIn(tx: Queryable, userId: bigint, definition: repo.DefinitionRow, source: repo.BonusSource, at: Date): Promise<repo.PlayerBonusRow> {
    await ledger.playerAccounts(tx, userId, { lock: true });
    // Under the wallet locks a break or self-exclusion takes too: this claim sees it, or committed before it.
    await deps.exclusionGuard.assertNotExcluded(tx, userId);
    const held = await repo.openBonusOf(tx, userId, { lock: true });
    const open = (await releaseEndedClaim(tx, held, at)) ? null : held;
    const rules = toDefinition(definition);
    // Not only unlisted: a player who staked free-spin winnings before any deposit could otherwise
    // claim a first-deposit offer where no bonus may come before a real-money bet.
    if (!canEverBeGranted(rules, { realBetRequired: deps.realBetRequired })) throw bonusErrors.offerNotFound();
    const refusal = claimRefusal(rules, {
      nowMs: at.getTime(),
      holdsBonus: open !== null,
      redemptionsUsed: await repo.redemptionsOf(tx, userId, definition.id),
      ...(await playerFacts(tx, userId)),
    });
    if (refusal) throw bonusErrors.refused(refusal, definition.applicable_deposit_number);
    const claimed = await repo.insertClaim(tx, { userId, definitionId: definition.id, source, depositId: null, at });
    await record(tx, claimed, 'claimed', 0n, null, null, at);
    if (definition.kind !== 'deposit_match') await grant(tx, claimed, definition, fixedAmount(rules), null, at);
    return (await repo.openBonusOf(tx, userId))!;
  }

  async function grant(tx: Queryable, bonus: repo.PlayerBonusRow, definition: repo.DefinitionRow, amountCentavos: bigint, depositId: string | null, at: Date) {
    // Bonus money already in the wallet came back on a stake of an earlier bonus (before the sweep
    // reached it): it is that bonus's, to forfeit or convert under its terms, never this one's.
    const wallets = await ledger.playerAccounts(tx, bonus.user_id, { lock: true });
    await forfeitOrphan(tx, bonus.user_id, wallets.bonus.availableCentavos, at);
    const terms = grantTerms(toDefinition(definition), amountCentavos, at.getTime());
    const expiresAt = new Date(terms.expiresAtMs);
    let transferId: string | null = null;
    if (amountCentavos > 0n) {
      transferId = `bonus:${bonus.id}:grant`;
      await ledger.transfer(tx, {
        id: transferId,
        kind: 'bonus_grant',
        debit: { system: 'bonus_funding' },
        credit: { userId: bonus.user_id, purpose: 'bonus' },
        amountCentavos,
        metadata: { bonusId: String(bonus.id), offer: definition.code },
      });
    }
    let campaignId: bigint | null = null;
    if (definition.free_spins > 0 && definition.free_spins_game_slug && definition.free_spin_bet_centavos) {
      const gameUuid = await repo.slotUuidBySlug(tx, definition.free_spins_game_slug);
      if (gameUuid) {
        campaignId = await repo.insertBonusCampaign(tx, {
          userId: bonus.user_id,
          gameUuid,
          quantity: definition.free_spins,
          betValueCentavos: BigInt(definition.free_spin_bet_centavos),
          validFrom: at,
          validUntil: expiresAt,
          bonusId: bonus.id,
        });
      } else deps.log.error({ bonusId: String(bonus.id), slug: definition.free_spins_game_slug }, 'free-spin game of a bonus offer not found');
    }
    await repo.markGranted(tx, bonus.id, {
      bonusCentavos: amountCentavos,
      wageringTargetCentavos: terms.wageringTargetCentavos,
      winCapCentavos: definition.win_cap_centavos === null ? null : BigInt(definition.win_cap_centavos),
      depositId,
      freeSpinCampaignId: campaignId,
      at,
      expiresAt,
    });
    await record(tx, bonus, 'granted', amountCentavos, depositId === null ? null : `deposit:${depositId}`, transferId, at);
    if (campaignId !== null) await record(tx, bonus, 'free_spins', 0n, `campaign:${campaignId}`, null, at);
    if (amountCentavos > 0n) await notifyPlayer(tx, bonus.user_id, 'notifications.bonusGranted', { amount: formatBrl(amountCentavos) });
    if (campaignId !== null) await notifyPlayer(tx, bonus.user_id, 'notifications.freeSpinsGranted', { spins: definition.free_spins });
  }

  async function record(
    tx: Queryable,
    bonus: repo.PlayerBonusRow,
    kind: repo.BonusTransactionKind,
    amountCentavos: bigint,
    sourceRef: string | null,
    ledgerTransferId: string | null,
    at: Date,
    wageredAfterCentavos: bigint = bonus.wagered_centavos,
  ): Promise<boolean> {
    return repo.insertTransaction(tx, {
      bonusId: bonus.id,
      userId: bonus.user_id,
      kind,
      amountCentavos,
      wageredAfterCentavos,
      sourceRef,
      ledgerTransferId,
      at,
    });
  }

  /** Moves the player's spendable bonus money back to the house; the amount moved. */
  async function forfeitBalance(tx: Queryable, bonus: repo.PlayerBonusRow, id: string, amountCentavos: bigint, reason: string): Promise<bigint> {
    if (amountCentavos <= 0n) return 0n;
    await ledger.transfer(tx, {
      id,
      kind: 'bonus_forfeit',
      debit: { userId: bonus.user_id, purpose: 'bonus' },
      credit: { system: 'bonus_funding' },
      amountCentavos,
      metadata: { bonusId: String(bonus.id), reason },
    });
    return amountCentavos;
  }

  /** Ends an open bonus early (player cancel, withdrawal, ops): its spendable bonus money is forfeited. */
  async function endEarly(tx: Queryable, bonus: repo.PlayerBonusRow, reason: repo.CloseReason, at: Date): Promise<bigint> {
    if (bonus.status === 'claimed') {
      await repo.close(tx, bonus.id, { status: 'cancelled', reason, convertedCentavos: 0n, forfeitedCentavos: 0n, at });
      await record(tx, bonus, 'cancelled', 0n, null, null, at);
      return 0n;
    }
    const wallets = await ledger.playerAccounts(tx, bonus.user_id, { lock: true });
    const transferId = `bonus:${bonus.id}:forfeit`;
    const forfeited = await forfeitBalance(tx, bonus, transferId, wallets.bonus.availableCentavos, reason);
    await repo.close(tx, bonus.id, { status: 'forfeited', reason, convertedCentavos: 0n, forfeitedCentavos: forfeited, at });
    await record(tx, bonus, 'forfeited', forfeited, null, forfeited > 0n ? transferId : null, at);
    if (bonus.free_spin_campaign_id !== null) await repo.cancelBonusCampaign(tx, bonus.free_spin_campaign_id, at, reason);
    return forfeited;
  }

  /**
   * Applies what is due on the player's bonus: expiry, conversion once the wagering is met (not
   * while bonus stakes are still open or bonus spins are left), or its end once its bonus money is
   * all gone with nothing left to bring any back; and forfeits bonus money left without an active
   * bonus. Needs the wallets locked (it locks them). True when money moved or the bonus ended
   * depleted (the player's open pages read their bonus again on the balance update). `settlingRoundId`:
   * a casino round this transaction is settling, whose row closes after this call.
   */
  async function settleIn(tx: Queryable, userId: bigint, at: Date, settlingRoundId: bigint | null = null): Promise<boolean> {
    const wallets = await ledger.playerAccounts(tx, userId, { lock: true });
    const bonus = await repo.openBonusOf(tx, userId, { lock: true });
    const available = wallets.bonus.availableCentavos;
    await releaseEndedClaim(tx, bonus, at);
    if (!bonus || bonus.status !== 'active') return forfeitOrphan(tx, userId, available, at);
    const spinsLeft = bonus.free_spin_campaign_id === null ? 0 : await repo.campaignSpinsLeft(tx, bonus.free_spin_campaign_id, at);
    const step = nextStep(
      {
        status: 'active',
        bonusCentavos: bonus.bonus_centavos,
        wageringTargetCentavos: bonus.wagering_target_centavos,
        wageredCentavos: bonus.wagered_centavos,
        expiresAtMs: bonus.expires_at?.getTime() ?? null,
        winCapCentavos: bonus.win_cap_centavos,
      },
      {
        bonusAvailableCentavos: available,
        bonusPendingCentavos: wallets.bonus.balances.debitsPendingCentavos + BigInt(spinsLeft),
        hasOpenBonusStakes: await repo.hasOpenBonusStakes(tx, userId, settlingRoundId),
      },
      at.getTime(),
    );
    if (step.step === 'none') return false;
    if (step.step === 'deplete') {
      // Nothing to forfeit nor to cancel: its spins are all played (a used-up campaign stays as it is).
      await repo.close(tx, bonus.id, { status: 'depleted', reason: 'depleted', convertedCentavos: 0n, forfeitedCentavos: 0n, at });
      await record(tx, bonus, 'depleted', 0n, null, null, at);
      return true;
    }
    if (step.step === 'expire') {
      const transferId = `bonus:${bonus.id}:forfeit`;
      const forfeited = await forfeitBalance(tx, bonus, transferId, step.forfeitCentavos, 'expired');
      await repo.close(tx, bonus.id, { status: 'expired', reason: 'expired', convertedCentavos: 0n, forfeitedCentavos: forfeited, at });
      await record(tx, bonus, 'expired', forfeited, null, forfeited > 0n ? transferId : null, at);
      if (bonus.free_spin_campaign_id !== null) await repo.cancelBonusCampaign(tx, bonus.free_spin_campaign_id, at, 'expired');
      return forfeited > 0n;
    }
    const convertId = `bonus:${bonus.id}:convert`;
    if (step.convertCentavos > 0n) {
      await ledger.transfer(tx, {
        id: convertId,
        kind: 'bonus_convert',
        debit: { userId, purpose: 'bonus' },
        credit: { userId, purpose: 'cash' },
        amountCentavos: step.convertCentavos,
        metadata: { bonusId: String(bonus.id) },
      });
    }
    const forfeitId = `bonus:${bonus.id}:forfeit`;
    const forfeited = await forfeitBalance(tx, bonus, forfeitId, step.forfeitCentavos, 'win_cap');
    await repo.close(tx, bonus.id, { status: 'completed', reason: 'wagering_met', convertedCentavos: step.convertCentavos, forfeitedCentavos: forfeited, at });
    await record(tx, bonus, 'converted', step.convertCentavos, null, step.convertCentavos > 0n ? convertId : null, at);
    if (forfeited > 0n) await record(tx, bonus, 'forfeited', forfeited, 'win_cap', forfeitId, at);
    // Converted at its expiry (an open bonus stake had held it back): its spins left end with it.
    const atExpiry = bonus.expires_at !== null && at.getTime() >= bonus.expires_at.getTime();
    if (atExpiry && bonus.free_spin_campaign_id !== null) await repo.cancelBonusCampaign(tx, bonus.free_spin_campaign_id, at, 'expired');
    return step.convertCentavos > 0n || forfeited > 0n;
  }

  /** Bonus money that came back after its bonus closed (a late return on a bonus stake) is forfeited. */
  async function forfeitOrphan(tx: Queryable, userId: bigint, availableCentavos: bigint, at: Date): Promise<boolean> {
    if (availableCentavos <= 0n) return false;
    const last = await repo.lastBonusOf(tx, userId);
    if (!last) return false;
    const { rows } = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM bonus_transactions WHERE player_bonus_id = $1 AND source_ref = 'late_return'`,
      [last.id],
    );
    const transferId = `bonus:${last.id}:late:${rows[0]!.count + 1}`;
    if (last.status === 'completed') return convertLate(tx, last, transferId, availableCentavos, at);
    await forfeitBalance(tx, last, transferId, availableCentavos, 'late_return');
    await record(tx, last, 'forfeited', availableCentavos, 'late_return', transferId, at);
    return true;
  }

  /** A stake's bonus share back after its bonus converted: cash too, within the win cap's rest. */
  async function convertLate(tx: Queryable, bonus: repo.PlayerBonusRow, transferId: string, returnCentavos: bigint, at: Date): Promise<boolean> {
    const split = lateConversion(returnCentavos, { winCapCentavos: bonus.win_cap_centavos, convertedCentavos: bonus.converted_centavos });
    if (split.convertCentavos > 0n) {
      await ledger.transfer(tx, {
        id: transferId,
        kind: 'bonus_convert',
        debit: { userId: bonus.user_id, purpose: 'bonus' },
        credit: { userId: bonus.user_id, purpose: 'cash' },
        amountCentavos: split.convertCentavos,
        metadata: { bonusId: String(bonus.id), reason: 'late_return' },
      });
      await record(tx, bonus, 'converted', split.convertCentavos, 'late_return', transferId, at);
    }
    const forfeitId = `${transferId}:cap`;
    const forfeited = await forfeitBalance(tx, bonus, forfeitId, split.forfeitCentavos, 'win_cap');
    if (forfeited > 0n) await record(tx, bonus, 'forfeited', forfeited, 'late_return', forfeitId, at);
    await repo.addLateConversion(tx, bonus.id, split.convertCentavos, forfeited);
    return true;
  }

  /**
   * Counts a contribution towards the active bonus (once per source) when the play counts for it
   * (placed at `placedAt`, at or after its grant, and counted at `at`, before its expiry); settles
   * what became due.
   */
  async function wagerIn(
    tx: Queryable,
    userId: bigint,
    sourceRef: string,
    contributionCentavos: bigint,
    at: Date,
    placedAt: Date = at,
    settlingRoundId: bigint | null = null,
  ): Promise<boolean> {
    if (contributionCentavos > 0n) {
      const bonus = await repo.openBonusOf(tx, userId, { lock: true });
      if (
        bonus &&
        bonus.status === 'active' &&
        bonus.wagered_centavos < bonus.wagering_target_centavos &&
        countsTowardsWagering(
          { grantedAtMs: bonus.granted_at?.getTime() ?? null, expiresAtMs: bonus.expires_at?.getTime() ?? null },
          { placedAtMs: placedAt.getTime(), countedAtMs: at.getTime() },
        )
      ) {
        const wagered = addWagering(bonus.wagered_centavos, contributionCentavos, bonus.wagering_target_centavos);
        if (await record(tx, bonus, 'wagered', contributionCentavos, sourceRef, null, at, wagered)) await repo.setWagered(tx, bonus.id, wagered);
      }
    }
    return settleIn(tx, userId, at, settlingRoundId);
  }

  /**
   * The wagering a bet's settlements added to the player's active bonus is given back (a step
   * `wagering_reversed` each), so the settlement that decides it again counts its own. A bonus
   * converted, forfeited or expired since keeps what it counted, and so does one past its expiry
   * that the job has not reached yet (its progress at expiry is final).
   */
  async function giveBackBetWagering(tx: Queryable, userId: bigint, betId: bigint): Promise<void> {
    let bonus = await repo.openBonusOf(tx, userId, { lock: true });
    if (!bonus || bonus.status !== 'active' || isPastExpiry({ expiresAtMs: bonus.expires_at?.getTime() ?? null }, now().getTime())) return;
    for (const step of await repo.betWageringOf(tx, bonus.id, betId)) {
      const given = step.addedCentavos < bonus.wagered_centavos ? step.addedCentavos : bonus.wagered_centavos;
      if (given <= 0n) continue;
      const wagered: bigint = bonus.wagered_centavos - given;
      await record(tx, bonus, 'wagering_reversed', given, step.sourceRef, null, now(), wagered);
      await repo.setWagered(tx, bonus.id, wagered);
      bonus = { ...bonus, wagered_centavos: wagered };
    }
  }

  return {
    definitionOf,

    /** Spec §9 opt-in from a promotion page or at sign-up. */
    async claim(userId: bigint, code: string, source: repo.BonusSource): Promise<repo.PlayerBonusRow> {
      const at = now();
      const claimed = await inLedgerTransaction(db, async (tx) => {
        const definition = await definitionOf(tx, code);
        // An offer tied to a registration code comes with that code at sign-up, never by its offer code.
        if (definition.registration_code !== null && source !== 'registration_code') throw bonusErrors.offerNotFound();
        return claimIn(tx, userId, definition, source, at);
      });
      if (claimed.status === 'active') deps.balanceChanged(userId);
      return claimed;
    },

    /**
     * Why free spins (an ops or a provider's campaign) may not be given to the player now, or null:
     * in the br profile, as for any bonus, none before their first real-money bet.
     */
    async freeSpinsRefusal(q: Queryable, userId: bigint): Promise<'real_bet_required' | null> {
      return deps.realBetRequired && !(await repo.hasStakedCash(q, userId)) ? 'real_bet_required' : null;
    },

    /** Whether the site's rules could ever grant `definition` (the br profile never grants a first-deposit offer). */
    offeredHere(definition: repo.DefinitionRow): boolean {
      return canEverBeGranted(toDefinition(definition), { realBetRequired: deps.realBetRequired });
    },

    /**
     * Why the player could not take each offer now (null: they can), by definition id, with the
     * facts a claim reads, so a page never offers what a claim would refuse. The offer the player has
     * claimed and whose deposit it waits for is takeable: that deposit completes it. During a break
     * or self-exclusion no offer is: each carries that refusal.
     */
    async refusalsFor(userId: bigint, definitions: readonly repo.DefinitionRow[]): Promise<Map<string, OfferRefusal | null>> {
      const at = now();
      const excluded = await exclusionRefusal(db, userId);
      if (excluded) return new Map(definitions.map((definition) => [String(definition.id), excluded]));
      const open = await repo.openBonusOf(db, userId);
      const redemptions = await repo.redemptionsByDefinition(db, userId);
      const facts = await playerFacts(db, userId);
      return new Map(
        definitions.map((definition) => {
          const waitingForDeposit = open?.status === 'claimed' && open.definition_id === definition.id;
          const refusal = waitingForDeposit
            ? null
            : claimRefusal(toDefinition(definition), {
                nowMs: at.getTime(),
                holdsBonus: open !== null,
                redemptionsUsed: redemptions.get(String(definition.id)) ?? 0,
                ...facts,
              });
          return [String(definition.id), refusal];
        }),
      );
    },

    /**
     * The offer a registration code names (spec §3), if a new account can claim it now; null for a
     * code naming none, an offer switched off or outside its dates, or one the site's rules refuse
     * a new account (the br profile: no bonus before a real-money bet, which no one signing up has
     * placed). The sign-up refuses such a code: the offer could only be claimed then, so accepting
     * the code would open the account without it, and without a word.
     */
    async registrationOffer(q: Queryable, registrationCode: string): Promise<repo.DefinitionRow | null> {
      const definition = await repo.definitionByRegistrationCode(q, registrationCode.trim().toUpperCase());
      if (!definition?.active) return null;
      const newAccount: ClaimFacts = {
        nowMs: now().getTime(),
        holdsBonus: false,
        hasOpenBonusStakes: false,
        redemptionsUsed: 0,
        depositCount: 0,
        realBetRequired: deps.realBetRequired,
        hasPlacedRealBet: false,
      };
      return claimRefusal(toDefinition(definition), newAccount) === null ? definition : null;
    },

    /**
     * Claims a registration code's offer for the account the sign-up's transaction (`tx`) has just
     * inserted. True when claimed; false when the claim was refused (the sign-up then refuses the
     * code), leaving nothing behind. No balance notice: the new account has no session to show it to.
     */
    async claimAtSignUp(tx: Queryable, userId: bigint, offer: repo.DefinitionRow): Promise<boolean> {
      // A refused claim leaves nothing behind (not even the wallets it created) in the sign-up's transaction.
      await tx.query('SAVEPOINT registration_offer');
      try {
        await claimIn(tx, userId, offer, 'registration_code', now());
        await tx.query('RELEASE SAVEPOINT registration_offer');
        return true;
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT registration_offer');
        await tx.query('RELEASE SAVEPOINT registration_offer');
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    /**
     * The opt-in on the deposit form: checks the offer against this deposit before it is created,
     * and claims it (or keeps the same offer's waiting claim). Refusals are the claim's, plus the
     * offer's minimum deposit.
     */
    async optInForDeposit(userId: bigint, code: string, amountCentavos: bigint): Promise<void> {
      const at = now();
      await inLedgerTransaction(db, async (tx) => {
        const definition = await definitionOf(tx, code);
        if (definition.kind !== 'deposit_match') throw bonusErrors.notADepositOffer();
        if (amountCentavos < BigInt(definition.min_deposit_centavos)) throw bonusErrors.belowMinimumDeposit(BigInt(definition.min_deposit_centavos));
        // Under the wallet locks, as `claimIn`: deposits sent at once with the offer each see the
        // claim the first one made, and keep it rather than being refused as a second bonus.
        await ledger.playerAccounts(tx, userId, { lock: true });
        // Also before keeping a waiting claim, which `claimIn` (checking it too) does not reach.
        await deps.exclusionGuard.assertNotExcluded(tx, userId);
        const open = await repo.openBonusOf(tx, userId, { lock: true });
        // The same offer's waiting claim is kept: the new deposit carries it too (tieClaimToDeposit).
        if (open && open.status === 'claimed' && open.definition_id === definition.id && !(await releaseEndedClaim(tx, open, at))) return;
        await claimIn(tx, userId, definition, 'deposit', at);
      });
    },

    /**
     * Payments calls this in the transaction that records a deposit sent with an offer: the claim is
     * that deposit's too, alongside any other deposit sent with it still waiting to be paid.
     */
    async tieClaimToDeposit(tx: Queryable, deposit: { userId: bigint; depositId: string }): Promise<void> {
      await repo.tieClaimToDeposit(tx, deposit.userId, deposit.depositId);
    },

    /**
     * Payments calls this in the credit's transaction: a waiting deposit offer is granted, or ends
     * unqualified. A claim sent with deposits is taken by the first of them credited (the claim's
     * row lock orders credits arriving together); another deposit does not take it. A deposit the
     * player sent with "no bonus" (`bonusDeclined`) grants nothing: the claim waits for a later
     * deposit, unless its offer was for this deposit's number (a first-deposit offer), which no later
     * deposit can have.
     */
    async onDepositCredited(tx: Queryable, deposit: { userId: bigint; depositId: string; amountCentavos: bigint; bonusDeclined: boolean }): Promise<void> {
      const at = now();
      await ledger.playerAccounts(tx, deposit.userId, { lock: true });
      const bonus = await repo.openBonusOf(tx, deposit.userId, { lock: true });
      if (!bonus || bonus.status !== 'claimed') return;
      // A claim made with other deposits waits for them: this deposit was sent without it.
      const carriers = await repo.claimCarriers(tx, bonus.id);
      if (carriers.length > 0 && !carriers.some((carrier) => carrier.depositId === deposit.depositId)) return;
      const definition = (await repo.definitionById(tx, bonus.definition_id))!;
      if (definition.kind !== 'deposit_match') return;
      if (deposit.bonusDeclined) {
        const forDepositNumber = definition.applicable_deposit_number;
        if (forDepositNumber !== null && (await repo.completedDepositCount(tx, deposit.userId)) >= forDepositNumber) {
          await endEarly(tx, bonus, 'not_qualified', at);
        }
        return;
      }
      // A Pix sent before a break and paid during it: the cash is the player's, the bonus is not given.
      // Its claim ends as a deposit that did not qualify, with no notification (an inducement too). Not
      // a redemption, but the deposit counts: a first-deposit offer cannot be taken after the break.
      if (await exclusionRefusal(tx, deposit.userId)) {
        await endEarly(tx, bonus, 'not_qualified', at);
        return;
      }
      const match = matchDeposit(toDefinition(definition), deposit.amountCentavos, await repo.completedDepositCount(tx, deposit.userId));
      if (!match.qualifies) {
        // A first-deposit offer can never qualify again; a below-minimum deposit leaves the claim waiting.
        if (match.reason === 'wrong_deposit_number') await endEarly(tx, bonus, 'not_qualified', at);
        return;
      }
      await repo.linkDeposit(tx, deposit.depositId, bonus.id);
      await grant(tx, bonus, definition, match.bonusCentavos, deposit.depositId, at);
    },

    /**
     * Casino calls this in a real round's transaction (wallets locked), once its money is settled:
     * the round counts as closed though its row may close after. True when bonus money moved. A
     * closed round's stake counts towards a bonus granted by the time the round began (`placedAt`;
     * now when it is played at once).
     */
    async onCasinoRound(
      tx: Queryable,
      round: { userId: bigint; roundId: bigint; stakeCentavos: bigint; wageringPercent: number; placedAt?: Date },
    ): Promise<boolean> {
      const contribution = (round.stakeCentavos * BigInt(Math.max(0, Math.min(100, round.wageringPercent)))) / 100n;
      const at = now();
      return wagerIn(tx, round.userId, `casino_round:${round.roundId}`, contribution, at, round.placedAt ?? at, round.roundId);
    },

    /**
     * Bets call this in a settlement's transaction (wallets locked). True when bonus money moved. A
     * later round first gives back what an earlier one still has counted (a bet reopened before
     * reopenings gave wagering back), so a bet counts once, as its last settlement decided. Only
     * towards a bonus granted by the time the bet was placed (`placedAt`).
     */
    async onBetSettled(tx: Queryable, bet: SettledBetFacts & { userId: bigint; betId: bigint; settlementRound: number; placedAt: Date }): Promise<boolean> {
      if (bet.settlementRound > 0) await giveBackBetWagering(tx, bet.userId, bet.betId);
      const contribution = sportsContribution(WAGERING, bet);
      return wagerIn(tx, bet.userId, betWageringRef(bet.betId, bet.settlementRound), contribution, now(), bet.placedAt);
    },

    /**
     * Where bonus money a settlement returns now will end up (`settleIn`, `forfeitOrphan`): the
     * running bonus's balance; cash, when the last bonus converted (within its win cap); forfeited,
     * when it ended otherwise (cancelled, expired). Read before the settlement's `onBetSettled`.
     */
    async bonusReturnFate(tx: Queryable, userId: bigint): Promise<'kept' | 'converted' | 'forfeited'> {
      if ((await repo.openBonusOf(tx, userId))?.status === 'active') return 'kept';
      const last = await repo.lastBonusOf(tx, userId);
      if (!last) return 'kept';
      return last.status === 'completed' ? 'converted' : 'forfeited';
    },

    /** Bets call this when a feed reopens a settled bet (wallets locked): see `giveBackBetWagering`. */
    async onBetReopened(tx: Queryable, bet: { userId: bigint; betId: bigint }): Promise<void> {
      await giveBackBetWagering(tx, bet.userId, bet.betId);
    },

    /**
     * A win on a bonus's free spin is bonus money and adds its wagering (the multiple of the offer),
     * recorded as a `spin_win` step of the bonus (`sourceRef`: the round that won it).
     */
    async onBonusSpinWin(tx: Queryable, spin: { userId: bigint; campaignId: bigint; winCentavos: bigint; sourceRef: string }): Promise<void> {
      if (spin.winCentavos <= 0n) return;
      const at = now();
      const bonus = await repo.addSpinWin(tx, spin.userId, spin.campaignId, spin.winCentavos, at);
      if (bonus) await record(tx, bonus, 'spin_win', spin.winCentavos, spin.sourceRef, null, at);
    },

    /** Withdrawals call this in the request's transaction: an active bonus is forfeited only when the player agreed. */
    async beforeWithdrawal(tx: Queryable, userId: bigint, forfeitBonus: boolean): Promise<boolean> {
      const at = now();
      const bonus = await repo.openBonusOf(tx, userId, { lock: true });
      if (!bonus || bonus.status !== 'active') return false;
      // Past its expiry the bonus has ended (expired, or converted if its wagering was met in time),
      // whether or not the job has applied it yet: nothing is left to forfeit.
      if (isPastExpiry({ expiresAtMs: bonus.expires_at?.getTime() ?? null }, at.getTime())) return settleIn(tx, userId, at);
      // Its wagering is met (the terms forfeit only before that): it converts now, or once its free
      // spins are played and its open stakes settled; the cash goes out without touching it.
      if (bonus.wagered_centavos >= bonus.wagering_target_centavos) return settleIn(tx, userId, at);
      if (!forfeitBonus) {
        const wallets = await ledger.playerAccounts(tx, userId, { lock: true });
        throw bonusErrors.withdrawalForfeitsBonus(wallets.bonus.availableCentavos);
      }
      return (await endEarly(tx, bonus, 'withdrawal', at)) > 0n;
    },

    /** The player gives up their claimed or active bonus. */
    async cancel(userId: bigint): Promise<void> {
      const at = now();
      const moved = await inLedgerTransaction(db, async (tx) => {
        await ledger.playerAccounts(tx, userId, { lock: true });
        const bonus = await repo.openBonusOf(tx, userId, { lock: true });
        if (!bonus) throw bonusErrors.noOpenBonus();
        // An active bonus past its expiry ends as its expiry decides (converted if its wagering was
        // met in time), not as a cancellation, whether or not the job has applied it yet.
        if (bonus.status === 'active' && isPastExpiry({ expiresAtMs: bonus.expires_at?.getTime() ?? null }, at.getTime())) return settleIn(tx, userId, at);
        return (await endEarly(tx, bonus, 'player_cancelled', at)) > 0n;
      });
      if (moved) deps.balanceChanged(userId);
    },

    /** Settles one player's bonus now (e.g. after a read notices it is due). */
    async settle(userId: bigint): Promise<void> {
      const moved = await inLedgerTransaction(db, async (tx) => settleIn(tx, userId, now()));
      if (moved) deps.balanceChanged(userId);
    },

    /**
     * Expires bonuses past their validity, ends the depleted ones whose last stake settled without
     * reaching the engine, and forfeits orphaned bonus money; for the background job.
     */
    async runJobsOnce(): Promise<{ settled: number }> {
      const at = now();
      const users = new Set<bigint>([
        ...(await repo.dueForExpiry(db, at, SWEEP_BATCH)).map((row) => row.user_id),
        ...(await repo.depletedBonusHolders(db, at, SWEEP_BATCH)),
        ...(await repo.orphanBonusHolders(db, SWEEP_BATCH)),
        ...(await repo.holdersOfEndedDepositClaims(db, SWEEP_BATCH)),
      ]);
      let settled = 0;
      for (const userId of users) {
        try {
          const moved = await inLedgerTransaction(db, async (tx) => settleIn(tx, userId, at));
          settled++;
          if (moved) deps.balanceChanged(userId);
        } catch (error) {
          deps.log.error({ userId: String(userId), error: (error as Error).message }, 'bonus settlement failed; retried next pass');
        }
      }
      return { settled };
    },
  };
}

export type BonusEngine = ReturnType<typeof createBonusEngine>;
