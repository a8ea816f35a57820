import { api, palpiteStore, siteBetLimitsAtom, siteBetMaxSelectionsAtom, siteJurisdictionAtom, type Jurisdiction, type SiteBetLimits } from '@palpite/shared';
import { retryDelayMs, scheduleRetry } from '../../lib/retry-backoff.ts';

interface SiteAnswer {
  jurisdiction: Jurisdiction;
  bets?: { max_selections?: unknown; min_stake?: unknown; max_stake?: unknown; max_potential_win?: unknown };
}

/** A whole number of at least 1, else null: the slip then keeps its default limit rather than a wrong one. */
function maxSelectionsOf(site: SiteAnswer): number | null {
  const value = site.bets?.max_selections;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

const positiveAmount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** The stake limits and maximum payout, in reais; null unless all are amounts above 0 (an older API leaves them out). */
function betLimitsOf(site: SiteAnswer): SiteBetLimits | null {
  const minStake = positiveAmount(site.bets?.min_stake);
  const maxStake = positiveAmount(site.bets?.max_stake);
  const maxPotentialWin = positiveAmount(site.bets?.max_potential_win);
  return minStake !== null && maxStake !== null && maxPotentialWin !== null ? { minStake, maxStake, maxPotentialWin } : null;
}

/** The read on its way: the start-up's two calls (StrictMode) and a retry share it. */
let inFlight: Promise<void> | null = null;
let failedTries = 0;
let cancelPendingRetry: (() => void) | null = null;

/** Stops trying `GET /site` again, if a try is pending: the tries otherwise last the page's life, as the player read's do. */
export function stopSiteProfileRetry(): void {
  cancelPendingRetry?.();
  cancelPendingRetry = null;
  failedTries = 0;
}

async function readSiteProfile(): Promise<void> {
  try {
    const site = await api.get('site').json<SiteAnswer>();
    palpiteStore.set(siteJurisdictionAtom, site.jurisdiction === 'br' ? 'br' : 'default');
    palpiteStore.set(siteBetMaxSelectionsAtom, maxSelectionsOf(site));
    palpiteStore.set(siteBetLimitsAtom, betLimitsOf(site));
    stopSiteProfileRetry();
  } catch {
    // A profile once read stays: a later failure says nothing new about the deployment.
    if (palpiteStore.get(siteJurisdictionAtom) === null) palpiteStore.set(siteJurisdictionAtom, 'default');
    // Until read, the slip would miss the deployment's limits (its payout cap): try again.
    failedTries += 1;
    cancelPendingRetry?.();
    cancelPendingRetry = scheduleRetry(retryDelayMs(failedTries), () => void loadSiteProfile());
  }
}

/**
 * `GET /site` → the jurisdiction and the bet limits into the store. While it fails the default
 * profile applies, and it is tried again (1 s, 2 s, 4 s… at most 30 s, at once back online) until read.
 */
export function loadSiteProfile(): Promise<void> {
  cancelPendingRetry?.();
  cancelPendingRetry = null;
  inFlight ??= readSiteProfile().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
