import { describe, expect, it } from 'vitest';
import { palpiteStore, siteBetLimitsAtom, siteBetMaxSelectionsAtom, siteJurisdictionAtom } from '@palpite/shared';
import { resetShellState } from './test-fixtures.tsx';

describe('the shell tests’ reset', () => {
  it('forgets the site profile a test loaded: the jurisdiction, the selections per bet and the bet limits', () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    palpiteStore.set(siteBetMaxSelectionsAtom, 7);
    palpiteStore.set(siteBetLimitsAtom, { minStake: 1, maxStake: 10_000, maxPotentialWin: 250_000 });
    resetShellState();
    expect(palpiteStore.get(siteJurisdictionAtom)).toBeNull();
    expect(palpiteStore.get(siteBetMaxSelectionsAtom)).toBeNull();
    expect(palpiteStore.get(siteBetLimitsAtom)).toBeNull();
  });
});
