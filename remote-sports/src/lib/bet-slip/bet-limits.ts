/**
 * The deployment's limits on one bet that the slip checks before Place Bet (`GET /site` bets:
 * BETS_MIN_STAKE, BETS_MAX_POTENTIAL_WIN, the ones POST /user/bet applies). Read once per page
 * load, when a slip first shows (the host reads the same answer at start-up, so the browser's
 * cache usually answers); null until known, and after a failure, when the server alone says so.
 */
import { useEffect } from 'react';
import { api, atom, palpiteStore, useAtomValue } from '@palpite/shared';
import type { PayoutLimits } from './slip-maths.ts';

interface SiteAnswer {
  bets?: { min_stake?: unknown; max_potential_win?: unknown };
}

export const betLimitsAtom = atom<PayoutLimits | null>(null);

let loading: Promise<void> | null = null;

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** The limits in an answer; null unless both are amounts above 0 (an older API leaves them out). */
export function payoutLimitsOf(site: SiteAnswer): PayoutLimits | null {
  const minStake = positive(site.bets?.min_stake);
  const maxPotentialWin = positive(site.bets?.max_potential_win);
  return minStake !== null && maxPotentialWin !== null ? { minStake, maxPotentialWin } : null;
}

function loadBetLimits(): void {
  loading ??= api
    .get('site')
    .json<SiteAnswer>()
    .then(
      (site) => palpiteStore.set(betLimitsAtom, payoutLimitsOf(site)),
      // The next slip shown asks again.
      () => {
        loading = null;
      },
    );
}

/** The limits, asked for on first use. */
export function useBetLimits(): PayoutLimits | null {
  const limits = useAtomValue(betLimitsAtom);
  useEffect(() => {
    if (limits === null) loadBetLimits();
  }, [limits]);
  return limits;
}
