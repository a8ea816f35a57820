/**
 * Responsible gambling, enforced by the API (spec §9, issue 8): deposit and loss limits per day,
 * week and month on the São Paulo calendar (tighter at once, looser after the cool-down, never
 * looser during an exclusion), breaks and self-exclusion (no bet, no deposit until they end, while the player may still log in to
 * withdraw; they cannot be shortened; taking one ends every session), and the reality-check interval. The rules are pure
 * (domain/responsible-gambling); this module reads the facts and refuses with translated errors.
 */
import { BRAZIL_TIME_ZONE, RESPONSIBLE_GAMBLING_TERMS } from '@palpite/shared/contract';
import { recordForceLogout } from '../auth/account-events.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import type { Database, Queryable } from '../db/database.ts';
import {
  breachedLimit,
  changeLimit,
  exclusionEnd,
  exclusionInForce,
  exclusionRefusal,
  limitAt,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  NO_LIMIT,
  periodStartMs,
  withoutPendingLoosening,
  type ExclusionKind,
  type ExclusionLength,
  type LimitKind,
  type LimitPeriod,
  type LimitUse,
  type StoredLimit,
} from '../domain/responsible-gambling/index.ts';
import { reaisOf } from '../domain/money.ts';
import { lockPlayerWallets } from '../ledger/index.ts';
import { complianceErrors } from './errors.ts';
import * as repo from './repo.ts';

const HOUR_MS = 3_600_000;
const COOL_DOWN_MS = RESPONSIBLE_GAMBLING_TERMS.limitIncreaseCoolDownHours * HOUR_MS;

export interface ComplianceDeps {
  db: Database;
  now: () => Date;
  /** The br profile: no deposit before the player has chosen their deposit limits and time reminder. */
  firstLimitsRequired?: boolean;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createCompliance(deps: ComplianceDeps) {
  const { db, now } = deps;
  const firstLimitsRequired = deps.firstLimitsRequired ?? false;

  /**
   * Sets a limit in `tx` (null removes it): tighter at once, looser after the cool-down; true when it applies now.
   * Never looser during a break or self-exclusion: the cool-down would run out during it, and the
   * player would come back to the higher limit at once.
   */
  async function changeLimitIn(tx: Queryable, userId: bigint, kind: LimitKind, period: LimitPeriod, amountCentavos: bigint | null, at: Date): Promise<boolean> {
    const stored = (await repo.limitsOf(tx, userId, { lock: true })).get(`${kind}:${period}`) ?? NO_LIMIT;
    const next = changeLimit(stored, amountCentavos, at.getTime(), COOL_DOWN_MS);
    if (next.pendingFromMs !== null) {
      // Under the wallet locks, as exclude() takes them: an exclusion starting now is seen, or starts after this commits.
      await lockPlayerWallets(tx, userId);
      const exclusion = await exclusionOf(tx, userId, at.getTime());
      if (exclusion) throw complianceErrors.noLooseningWhileExcluded(exclusion.kind);
    }
    await repo.saveLimit(tx, userId, kind, period, next, at);
    return next.pendingFromMs === null;
  }

  function checkRealityCheck(minutes: number | null): void {
    if (minutes !== null && minutes < RESPONSIBLE_GAMBLING_TERMS.minRealityCheckMinutes)
      throw complianceErrors.realityCheckTooShort(RESPONSIBLE_GAMBLING_TERMS.minRealityCheckMinutes);
  }

  async function usesOf(q: Queryable, userId: bigint, kind: LimitKind, nowMs: number) {
    return usesIn(q, userId, kind, nowMs, await repo.limitsOf(q, userId));
  }

  async function usesIn(
    q: Queryable,
    userId: bigint,
    kind: LimitKind,
    nowMs: number,
    stored: Map<string, StoredLimit>,
  ): Promise<(LimitUse & { stored: ReturnType<typeof limitAt> })[]> {
    const uses = [];
    for (const period of LIMIT_PERIODS) {
      const limit = limitAt(stored.get(`${kind}:${period}`) ?? NO_LIMIT, nowMs);
      if (limit.amountCentavos === null) continue;
      const since = new Date(periodStartMs(period, nowMs, BRAZIL_TIME_ZONE));
      const usedCentavos = kind === 'deposit' ? await repo.depositedSince(q, userId, since) : await repo.netLossSince(q, userId, since);
      uses.push({ period, limitCentavos: limit.amountCentavos, usedCentavos, stored: limit });
    }
    return uses;
  }

  /** Refuses a stake while excluded or past a loss limit (one more query only when a loss limit is set). */
  async function checkStake(q: Queryable, userId: bigint, stakeCentavos: bigint, facts: repo.StakeFacts): Promise<void> {
    const nowMs = now().getTime();
    if (facts.banned) throw complianceErrors.banned();
    refuseIfExcluded(exclusionAmong(facts.exclusions, nowMs));
    const breached = breachedLimit(await usesIn(q, userId, 'loss', nowMs, facts.limits), stakeCentavos);
    if (breached) throw complianceErrors.limitReached('loss', breached.period, breached.limitCentavos, breached.remainingCentavos);
  }

  async function exclusionOf(q: Queryable, userId: bigint, nowMs: number): Promise<repo.StoredExclusion | null> {
    return exclusionAmong(await repo.exclusionsOf(q, userId), nowMs);
  }

  function exclusionAmong(all: readonly repo.StoredExclusion[], nowMs: number): repo.StoredExclusion | null {
    const binding = exclusionInForce(all, nowMs);
    return binding ? (all.find((row) => row.kind === binding.kind && row.untilMs === binding.untilMs) ?? null) : null;
  }

  function refuseIfExcluded(exclusion: repo.StoredExclusion | null): void {
    if (exclusion) throw complianceErrors.excluded(exclusion.kind, exclusion.untilMs);
  }

  async function assertNotExcluded(q: Queryable, userId: bigint): Promise<void> {
    refuseIfExcluded(await exclusionOf(q, userId, now().getTime()));
  }

  async function exclude(userId: bigint, kind: ExclusionKind, length: ExclusionLength) {
    const at = now();
    await db.transaction(async (tx) => {
      // The limits first, then the wallets, as a limit's loosening takes them: each sees the other, or commits before it.
      const limits = await repo.limitsOf(tx, userId, { lock: true });
      // A stake decided under the wallet locks (bets, spins, a provider's debit) sees this exclusion, or committed before it.
      await lockPlayerWallets(tx, userId);
      const current = await exclusionOf(tx, userId, at.getTime());
      const refusal = exclusionRefusal(kind, length, current, at.getTime(), RESPONSIBLE_GAMBLING_TERMS, BRAZIL_TIME_ZONE);
      if (refusal) throw complianceErrors.exclusionRefused(refusal);
      const endsMs = exclusionEnd(length, at.getTime(), BRAZIL_TIME_ZONE);
      await repo.insertExclusion(tx, userId, kind, at, endsMs === null ? null : new Date(endsMs));
      // A raise or removal asked for before must not come into force during it: dropped.
      for (const [key, stored] of limits) {
        if (stored.pendingFromMs === null || stored.pendingFromMs <= at.getTime()) continue;
        const [limitKind, period] = key.split(':') as [LimitKind, LimitPeriod];
        await repo.saveLimit(tx, userId, limitKind, period, withoutPendingLoosening(stored, at.getTime()), at);
      }
      // A provider's game launched before must not start after: its launch token would still open it as playable.
      await repo.deleteLaunchTokensOf(tx, userId);
      const ended = await endSessionsOf(tx, userId, 'excluded', at, null, { endLoginSteps: false });
      if (ended.length > 0) await recordForceLogout(tx, userId, 'excluded', ended);
    });
    return overview(userId);
  }

  /** The break or self-exclusion in force, as answers show it (`ends_at` null: indefinite), or null. */
  async function exclusionView(userId: bigint): Promise<{ kind: ExclusionKind; starts_at: string; ends_at: string | null } | null> {
    const exclusion = await exclusionOf(db, userId, now().getTime());
    return exclusion ? { kind: exclusion.kind, starts_at: exclusion.startsAt.toISOString(), ends_at: iso(exclusion.untilMs) } : null;
  }

  async function overview(userId: bigint) {
    const nowMs = now().getTime();
    const stored = await repo.limitsOf(db, userId);
    const limits = [];
    for (const kind of LIMIT_KINDS) {
      const uses = new Map((await usesOf(db, userId, kind, nowMs)).map((use) => [use.period, use]));
      for (const period of LIMIT_PERIODS) {
        const limit = limitAt(stored.get(`${kind}:${period}`) ?? NO_LIMIT, nowMs);
        const use = uses.get(period);
        const used = use ? (use.usedCentavos > 0n ? use.usedCentavos : 0n) : 0n;
        limits.push({
          kind,
          period,
          amount: limit.amountCentavos === null ? null : reaisOf(limit.amountCentavos),
          pending_amount: limit.pendingFromMs === null || limit.pendingAmountCentavos === null ? null : reaisOf(limit.pendingAmountCentavos),
          pending_removal: limit.pendingFromMs !== null && limit.pendingAmountCentavos === null,
          pending_from: iso(limit.pendingFromMs),
          used: reaisOf(used),
          remaining: limit.amountCentavos === null ? null : reaisOf(limit.amountCentavos > used ? limit.amountCentavos - used : 0n),
        });
      }
    }
    return {
      first_limits_pending: firstLimitsRequired && !(await repo.firstLimitsChosen(db, userId)),
      limits,
      exclusion: await exclusionView(userId),
      reality_check_minutes: await repo.realityCheckMinutes(db, userId),
      terms: {
        min_reality_check_minutes: RESPONSIBLE_GAMBLING_TERMS.minRealityCheckMinutes,
        min_break_hours: RESPONSIBLE_GAMBLING_TERMS.minBreakHours,
        max_break_months: RESPONSIBLE_GAMBLING_TERMS.maxBreakMonths,
        self_exclusion_months: [...RESPONSIBLE_GAMBLING_TERMS.selfExclusionMonths],
        limit_increase_cool_down_hours: RESPONSIBLE_GAMBLING_TERMS.limitIncreaseCoolDownHours,
      },
    };
  }

  return {
    overview,
    exclusionView,
    /** Also guards demo play: play money is still gambling, and a break or self-exclusion closes it too. */
    assertNotExcluded,

    /** Deposits: not while excluded, and not past a deposit limit (`q`: the deposit's own transaction, when it has one). */
    async beforeDeposit(userId: bigint, amountCentavos: bigint, q: Queryable = db): Promise<void> {
      await assertNotExcluded(q, userId);
      if (firstLimitsRequired && !(await repo.firstLimitsChosen(q, userId))) throw complianceErrors.firstLimitsRequired();
      const breached = breachedLimit(await usesOf(q, userId, 'deposit', now().getTime()), amountCentavos);
      if (breached) throw complianceErrors.limitReached('deposit', breached.period, breached.limitCentavos, breached.remainingCentavos);
    },

    /** Stakes (in the stake's transaction, wallets locked): not while excluded, and not past a loss limit. */
    async beforeStake(tx: Queryable, userId: bigint, stakeCentavos: bigint): Promise<void> {
      await checkStake(tx, userId, stakeCentavos, await repo.stakeFactsOf(tx, userId));
    },

    /**
     * The same check for a caller that selects the facts in its own query (`sql`, with `$1` the
     * user id) and holds no lock: it must then write only if the player's wallets are unchanged.
     */
    stakeFacts: {
      sql: repo.STAKE_FACTS_SQL,
      check: (q: Queryable, userId: bigint, stakeCentavos: bigint, value: unknown) => checkStake(q, userId, stakeCentavos, repo.stakeFactsOfValue(value)),
    },

    /** Sets a limit (null removes it): tighter at once, looser after the cool-down. */
    async setLimit(userId: bigint, kind: LimitKind, period: LimitPeriod, amountCentavos: bigint | null) {
      const at = now();
      const applied = await db.transaction((tx) => changeLimitIn(tx, userId, kind, period, amountCentavos, at));
      return { applied, overview: await overview(userId) };
    },

    async setRealityCheck(userId: bigint, minutes: number | null) {
      checkRealityCheck(minutes);
      await repo.saveRealityCheck(db, userId, minutes, now());
      return overview(userId);
    },

    /**
     * The step after sign-up (br profile): the three deposit limits (null: no limit, a choice too)
     * and the time reminder, saved together; deposits are possible from then on.
     */
    async chooseFirstLimits(userId: bigint, choice: { deposit: Record<LimitPeriod, bigint | null>; realityCheckMinutes: number | null }) {
      checkRealityCheck(choice.realityCheckMinutes);
      const at = now();
      await db.transaction(async (tx) => {
        for (const period of LIMIT_PERIODS) await changeLimitIn(tx, userId, 'deposit', period, choice.deposit[period], at);
        await repo.saveFirstLimitsChoice(tx, userId, choice.realityCheckMinutes, at);
      });
      return overview(userId);
    },

    takeBreak: (userId: bigint, length: ExclusionLength) => exclude(userId, 'break', length),
    selfExclude: (userId: bigint, length: ExclusionLength) => exclude(userId, 'self_exclusion', length),
  };
}

export type Compliance = ReturnType<typeof createCompliance>;
