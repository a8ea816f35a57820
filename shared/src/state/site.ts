/** The site's profile (`GET /site`), loaded by the host at start-up; null until known. */
import { atom } from 'jotai/vanilla';

export type Jurisdiction = 'default' | 'br';

export const siteJurisdictionAtom = atom<Jurisdiction | null>(null);

/** Selections one bet may hold on this deployment (`GET /site` bets.max_selections); null until known. */
export const siteBetMaxSelectionsAtom = atom<number | null>(null);
