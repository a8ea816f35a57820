import { DEFAULT_BET_MAX_SELECTIONS } from '@palpite/shared/contract';
import { formatBRL, siteBetMaxSelectionsAtom, useAtomValue } from '@palpite/shared';
import type { PayoutCapAdvice } from '../../lib/bet-slip/slip-maths.ts';
import { isGoneForGood, unavailabilityOf, type SlipSelection, type Unavailability } from '../../lib/bet-slip/slip.ts';
import type { Translate } from '../../lib/translate.ts';

/**
 * Why Place Bet is off while the slip cannot be placed as it is, and what to do: more picks than
 * one bet may hold (the server refuses such a slip before it looks at any pick, so this comes
 * first); an entry that will never come back (the match over, the market closed) to remove; a match
 * whose pre-match betting closed to wait for, or a suspended price. Null when it can be placed.
 */
export function blockedHint(t: Translate, selections: readonly SlipSelection[], nowMs: number, maxSelections: number): string | null {
  if (selections.length > maxSelections) return t('bets.tooManySelections', { ns: 'common', max: maxSelections });
  const reasons = selections.map((selection) => unavailabilityOf(selection, nowMs));
  const countOf = (reason: Unavailability) => reasons.filter((each) => each === reason).length;
  const goneCount = selections.filter(isGoneForGood).length;
  // "…and choose others" only when every entry is gone for good: the others may still be placed.
  if (goneCount > 0) return t(goneCount === selections.length ? 'slip.blocked.goneAll' : 'slip.blocked.gone', { count: goneCount });
  for (const waiting of ['started', 'suspended'] as const) {
    const count = countOf(waiting);
    if (count > 0) return t(count === selections.length ? `slip.blocked.${waiting}All` : `slip.blocked.${waiting}`, { count });
  }
  return null;
}

/**
 * Why Place Bet is off while the payout is above the maximum per bet (the server would refuse it,
 * `bets.potentialWinAboveMaximum`), and what to do: stake at most so much, or, when even the
 * minimum stake pays too much, remove selections. Null when the payout can be placed.
 */
export function payoutCapHint(t: Translate, advice: PayoutCapAdvice | null, selectionCount: number): string | null {
  if (advice === null) return null;
  const max = formatBRL(advice.limits.maxPotentialWin);
  if (advice.kind === 'lowerStake') return t('slip.blocked.payoutAboveMax', { max, maxStake: formatBRL(advice.maxStake) });
  return t('slip.blocked.payoutAboveMaxAtMinStake', { max, min: formatBRL(advice.limits.minStake), count: selectionCount });
}

/**
 * Selections one bet may hold here: the deployment's limit (`GET /site`, BETS_MAX_SELECTIONS), the
 * one the server applies; the usual default until the host has loaded it.
 */
export function useMaxBetSelections(): number {
  return useAtomValue(siteBetMaxSelectionsAtom) ?? DEFAULT_BET_MAX_SELECTIONS;
}
