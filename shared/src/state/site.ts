/** The site's profile (`GET /site`), loaded by the host at start-up; null until known. */
import { atom } from 'jotai/vanilla';

export type Jurisdiction = 'default' | 'br';

export const siteJurisdictionAtom = atom<Jurisdiction | null>(null);

/** Selections one bet may hold on this deployment (`GET /site` bets.max_selections); null until known. */
export const siteBetMaxSelectionsAtom = atom<number | null>(null);

/**
 * A bet's stake limits and the most it may pay, in reais (`GET /site` bets: `BETS_MIN_STAKE`,
 * `BETS_MAX_STAKE`, `BETS_MAX_POTENTIAL_WIN`, the ones POST /user/bet applies).
 */
export interface SiteBetLimits {
  minStake: number;
  maxStake: number;
  maxPotentialWin: number;
}

/** The deployment's bet limits; null until known, and when the answer lacks them (an older API): the server alone then says so. */
export const siteBetLimitsAtom = atom<SiteBetLimits | null>(null);
