import { useCallback, useState } from 'react';
import type { PagedList } from '@palpite/shared';
import type { Withdrawal, WithdrawalStatus } from './api/withdrawal.ts';

/** What the player's last action on the page did: the form requested a withdrawal, or the list cancelled one. */
export type OutcomeKind = 'requested' | 'cancelled';

interface Outcome {
  kind: OutcomeKind;
  withdrawalId: number;
}

/**
 * The statuses each notice is still true of: "requested… stays reserved until it is paid" holds while
 * the withdrawal waits or is being paid; "cancelled… back in your balance" while it shows cancelled.
 */
const STILL_TRUE: Record<OutcomeKind, readonly WithdrawalStatus[]> = { requested: ['pending', 'processing'], cancelled: ['cancelled'] };

/**
 * Whether the list on screen still agrees with the notice. Rows a moment old (the reload the action
 * itself asked for is running) or no rows at all say nothing either way; rows read since that show
 * the withdrawal decided, cancelled, or gone, contradict it.
 */
export function outcomeHolds(outcome: Outcome, list: PagedList<Withdrawal>): boolean {
  if (list.status !== 'ready' || list.refreshing) return true;
  const shown = list.items.find((withdrawal) => withdrawal.id === outcome.withdrawalId);
  return shown !== undefined && STILL_TRUE[outcome.kind].includes(shown.status);
}

/**
 * The one notice the withdraw page shows about what the player did: only the last action's (a request
 * after a cancel, or the reverse, replaces it), and only while the list agrees with it (see `outcomeHolds`).
 */
export function useWithdrawalOutcome(list: PagedList<Withdrawal>) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Dropped as the page is drawn, not in an effect afterwards: a notice the list contradicts never
  // shows, not even for a frame, and does not come back when the list changes again.
  if (outcome && !outcomeHolds(outcome, list)) setOutcome(null);

  const report = useCallback((kind: OutcomeKind, withdrawal: Withdrawal) => setOutcome({ kind, withdrawalId: withdrawal.id }), []);
  /** The player started something new where the notice of `kind` shows: it no longer describes the form or the list. */
  const dismiss = useCallback((kind: OutcomeKind) => setOutcome((current) => (current?.kind === kind ? null : current)), []);
  return { kind: outcome?.kind ?? null, report, dismiss };
}
