/** The site's jurisdiction profile (`GET /site`), loaded by the host at start-up; null until known. */
import { atom } from 'jotai/vanilla';

export type Jurisdiction = 'default' | 'br';

export const siteJurisdictionAtom = atom<Jurisdiction | null>(null);
