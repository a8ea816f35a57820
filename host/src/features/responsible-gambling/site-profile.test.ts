import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, siteBetMaxSelectionsAtom, siteJurisdictionAtom } from '@palpite/shared';
import { json, mockApi } from '@palpite/shared/testing';
import { loadSiteProfile } from './site-profile.ts';

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(siteJurisdictionAtom, null);
  palpiteStore.set(siteBetMaxSelectionsAtom, null);
});

describe('loading the site profile (GET /site)', () => {
  it('stores the jurisdiction and the deployment’s limit on a bet’s selections', async () => {
    mockApi({ 'GET site': () => json(200, { jurisdiction: 'br', currency: 'BRL', bets: { max_selections: 7 } }) });
    await loadSiteProfile();
    expect(palpiteStore.get(siteJurisdictionAtom)).toBe('br');
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBe(7);
  });

  it('leaves the limit unknown when the answer has none or a malformed one, so the slip keeps its default', async () => {
    mockApi({ 'GET site': [() => json(200, { jurisdiction: 'default' }), () => json(200, { jurisdiction: 'default', bets: { max_selections: '7' } })] });
    await loadSiteProfile();
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBeNull();
    await loadSiteProfile();
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBeNull();
    expect(palpiteStore.get(siteJurisdictionAtom)).toBe('default');
  });

  it('applies the default profile and leaves the limit unknown when the site cannot be read', async () => {
    mockApi({ 'GET site': () => json(500, { success: false }) });
    await loadSiteProfile();
    expect(palpiteStore.get(siteJurisdictionAtom)).toBe('default');
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBeNull();
  });
});
