/**
 * Deposit and loss limits (spec §9, issue 8): per calendar day, week (from Sunday) and month in
 * São Paulo time. Lowering or first setting a limit protects the player, so it applies at once;
 * raising or removing one applies only after the cool-down, and until then the old value holds.
 * Pure: the caller passes the clock and the stored rows.
 */
import { startOfLocalDay, startOfMonth, startOfWeek, localDateOf } from '../withdrawals/calendar.ts';

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A stored limit: the value in force, and a pending change that takes effect later. null: no limit. */
export interface StoredLimit {
  amountCentavos: bigint | null;
  pendingAmountCentavos: bigint | null;
  /** When the pending change takes effect; null when there is none. */
  pendingFromMs: number | null;
}

export const NO_LIMIT: StoredLimit = { amountCentavos: null, pendingAmountCentavos: null, pendingFromMs: null };

/** The stored row as of `nowMs`: a pending change whose time has come is in force. */
export function limitAt(stored: StoredLimit, nowMs: number): StoredLimit {
  if (stored.pendingFromMs === null || nowMs < stored.pendingFromMs) return stored;
  return { amountCentavos: stored.pendingAmountCentavos, pendingAmountCentavos: null, pendingFromMs: null };
}

/** Whether `next` is tighter than `current` (null is no limit: the loosest of all). */
export function isTighter(next: bigint | null, current: bigint | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/**
 * The stored limit after the player asks for `requested` (null removes it). A tighter value
 * applies now and drops any pending loosening; a looser one waits `coolDownMs`; asking for the
 * value in force cancels a pending change.
 */
export function changeLimit(stored: StoredLimit, requested: bigint | null, nowMs: number, coolDownMs: number): StoredLimit {
  const current = limitAt(stored, nowMs);
  if (requested === current.amountCentavos) return { ...current, pendingAmountCentavos: null, pendingFromMs: null };
  if (isTighter(requested, current.amountCentavos)) return { amountCentavos: requested, pendingAmountCentavos: null, pendingFromMs: null };
  return { amountCentavos: current.amountCentavos, pendingAmountCentavos: requested, pendingFromMs: nowMs + coolDownMs };
}

/**
 * The stored limit when a break or self-exclusion starts at `nowMs`: a raise or removal still
 * waiting out its cool-down is dropped (its cool-down would run out during the exclusion, and the
 * player come back to the looser limit at once); the value in force stays. Asking again after the
 * exclusion starts a new cool-down.
 */
export function withoutPendingLoosening(stored: StoredLimit, nowMs: number): StoredLimit {
  return { ...limitAt(stored, nowMs), pendingAmountCentavos: null, pendingFromMs: null };
}

/** Start of the period holding `nowMs` in `timeZone`. */
export function periodStartMs(period: LimitPeriod, nowMs: number, timeZone: string): number {
  if (period === 'day') return startOfLocalDay(localDateOf(nowMs, timeZone), timeZone);
  if (period === 'week') return startOfWeek(nowMs, timeZone);
  return startOfMonth(nowMs, timeZone);
}

/** One limit's use in its current period. */
export interface LimitUse {
  period: LimitPeriod;
  limitCentavos: bigint;
  /** Deposits, or net losses, counted in the period so far. */
  usedCentavos: bigint;
}

/**
 * The first limit that `amountCentavos` more would break, or null. For deposits the amount is
 * the deposit; for losses it is the stake (the most this bet can lose), and `usedCentavos` is
 * the net loss so far (stakes minus returns; a net win counts as 0).
 */
export function breachedLimit(uses: readonly LimitUse[], amountCentavos: bigint): (LimitUse & { remainingCentavos: bigint }) | null {
  for (const use of uses) {
    const used = use.usedCentavos > 0n ? use.usedCentavos : 0n;
    const remaining = use.limitCentavos > used ? use.limitCentavos - used : 0n;
    if (amountCentavos > remaining) return { ...use, remainingCentavos: remaining };
  }
  return null;
}
