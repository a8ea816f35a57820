import { api, palpiteStore, siteBetLimitsAtom, siteBetMaxSelectionsAtom, siteJurisdictionAtom, type Jurisdiction, type SiteBetLimits } from '@palpite/shared';

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

/** `GET /site` → the jurisdiction and the bet limits into the store; on failure the default profile applies. */
export async function loadSiteProfile(): Promise<void> {
  try {
    const site = await api.get('site').json<SiteAnswer>();
    palpiteStore.set(siteJurisdictionAtom, site.jurisdiction === 'br' ? 'br' : 'default');
    palpiteStore.set(siteBetMaxSelectionsAtom, maxSelectionsOf(site));
    palpiteStore.set(siteBetLimitsAtom, betLimitsOf(site));
  } catch {
    palpiteStore.set(siteJurisdictionAtom, 'default');
  }
}
