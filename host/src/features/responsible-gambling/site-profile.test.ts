import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, siteBetLimitsAtom, siteBetMaxSelectionsAtom, siteJurisdictionAtom } from '@palpite/shared';
import { json, mockApi } from '@palpite/shared/testing';
import { loadSiteProfile } from './site-profile.ts';

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(siteJurisdictionAtom, null);
  palpiteStore.set(siteBetMaxSelectionsAtom, null);
  palpiteStore.set(siteBetLimitsAtom, null);
});

const BETS = { max_selections: 7, min_stake: 1, max_stake: 10_000, max_potential_win: 250_000 };

describe('loading the site profile (GET /site)', () => {
  it('stores the jurisdiction and the deployment’s limit on a bet’s selections', async () => {
    mockApi({ 'GET site': () => json(200, { jurisdiction: 'br', currency: 'BRL', bets: { max_selections: 7 } }) });
    await loadSiteProfile();
    expect(palpiteStore.get(siteJurisdictionAtom)).toBe('br');
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBe(7);
  });

  it('stores the deployment’s stake limits and maximum payout per bet, in reais, for the slip', async () => {
    mockApi({ 'GET site': () => json(200, { jurisdiction: 'default', currency: 'BRL', bets: BETS }) });
    await loadSiteProfile();
    expect(palpiteStore.get(siteBetLimitsAtom)).toEqual({ minStake: 1, maxStake: 10_000, maxPotentialWin: 250_000 });
  });

  it.each([
    ['an older API’s answer without them', { max_selections: 7 }],
    ['a limit missing', { ...BETS, max_stake: undefined }],
    ['a limit that is text', { ...BETS, min_stake: '1.00' }],
    ['a limit of 0', { ...BETS, max_potential_win: 0 }],
    ['a negative limit', { ...BETS, min_stake: -1 }],
  ])('leaves the bet limits unknown for %s, so the server alone says so', async (_case, bets) => {
    palpiteStore.set(siteBetLimitsAtom, { minStake: 1, maxStake: 2, maxPotentialWin: 3 });
    mockApi({ 'GET site': () => json(200, { jurisdiction: 'default', bets }) });
    await loadSiteProfile();
    expect(palpiteStore.get(siteBetLimitsAtom)).toBeNull();
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
    expect(palpiteStore.get(siteBetLimitsAtom)).toBeNull();
  });
});
