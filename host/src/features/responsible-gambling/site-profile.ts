import { api, palpiteStore, siteBetMaxSelectionsAtom, siteJurisdictionAtom, type Jurisdiction } from '@palpite/shared';

interface SiteAnswer {
  jurisdiction: Jurisdiction;
  bets?: { max_selections?: unknown };
}

/** A whole number of at least 1, else null: the slip then keeps its default limit rather than a wrong one. */
function maxSelectionsOf(site: SiteAnswer): number | null {
  const value = site.bets?.max_selections;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** `GET /site` → the jurisdiction and the bet limit into the store; on failure the default profile applies. */
export async function loadSiteProfile(): Promise<void> {
  try {
    const site = await api.get('site').json<SiteAnswer>();
    palpiteStore.set(siteJurisdictionAtom, site.jurisdiction === 'br' ? 'br' : 'default');
    palpiteStore.set(siteBetMaxSelectionsAtom, maxSelectionsOf(site));
  } catch {
    palpiteStore.set(siteJurisdictionAtom, 'default');
  }
}
