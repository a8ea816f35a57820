import { api, palpiteStore, siteJurisdictionAtom, type Jurisdiction } from '@palpite/shared';

/** `GET /site` → the jurisdiction into the store; on failure the default profile applies. */
export async function loadSiteProfile(): Promise<void> {
  try {
    const site = await api.get('site').json<{ jurisdiction: Jurisdiction }>();
    palpiteStore.set(siteJurisdictionAtom, site.jurisdiction === 'br' ? 'br' : 'default');
  } catch {
    palpiteStore.set(siteJurisdictionAtom, 'default');
  }
}
