import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, siteBetLimitsAtom, siteBetMaxSelectionsAtom, siteJurisdictionAtom } from '@palpite/shared';
import { json, mockApi } from '@palpite/shared/testing';
import { loadSiteProfile, stopSiteProfileRetry } from './site-profile.ts';

afterEach(() => {
  stopSiteProfileRetry();
  vi.useRealTimers();
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

  it('reads the site again after 1 s, 2 s, 4 s… while it fails, and stops once read, so the slip gets its payout cap', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      'GET site': [
        () => json(503, { message: 'Service Unavailable' }),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json(503, { message: 'Service Unavailable' }),
        () => json(200, { jurisdiction: 'br', bets: BETS }),
      ],
    });
    await loadSiteProfile();
    expect(palpiteStore.get(siteJurisdictionAtom)).toBe('default');
    await vi.advanceTimersByTimeAsync(999);
    expect(api.callsTo('GET site')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.callsTo('GET site')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.callsTo('GET site')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(api.callsTo('GET site')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.callsTo('GET site')).toHaveLength(4);
    expect(palpiteStore.get(siteJurisdictionAtom)).toBe('br');
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBe(7);
    expect(palpiteStore.get(siteBetLimitsAtom)).toEqual({ minStake: 1, maxStake: 10_000, maxPotentialWin: 250_000 });
    // Read: no more tries, whatever the network does.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.callsTo('GET site')).toHaveLength(4);
  });

  it('waits at most 30 s between tries', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET site': () => json(503, { message: 'Service Unavailable' }) });
    await loadSiteProfile();
    // 1 + 2 + 4 + 8 + 16 s: six reads, the next after 30 s, not 32 s.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(api.callsTo('GET site')).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.callsTo('GET site')).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.callsTo('GET site')).toHaveLength(8);
  });

  it('reads the site again at once when the browser is back online', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      'GET site': [() => Promise.reject(new TypeError('Failed to fetch')), () => json(200, { jurisdiction: 'default', bets: BETS })],
    });
    await loadSiteProfile();
    expect(api.callsTo('GET site')).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo('GET site')).toHaveLength(2);
    expect(palpiteStore.get(siteBetLimitsAtom)).toEqual({ minStake: 1, maxStake: 10_000, maxPotentialWin: 250_000 });
    // The pending backoff went with it.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.callsTo('GET site')).toHaveLength(2);
  });

  it('keeps a profile once read when a later read fails', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET site': [() => json(200, { jurisdiction: 'br', bets: BETS }), () => json(503, { message: 'Service Unavailable' })] });
    await loadSiteProfile();
    await loadSiteProfile();
    expect(palpiteStore.get(siteJurisdictionAtom)).toBe('br');
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBe(7);
  });

  it('shares one read between the start-up’s two calls', async () => {
    const api = mockApi({ 'GET site': () => json(200, { jurisdiction: 'br', bets: BETS }) });
    await Promise.all([loadSiteProfile(), loadSiteProfile()]);
    expect(api.callsTo('GET site')).toHaveLength(1);
  });
});
