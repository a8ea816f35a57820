/** The site's jurisdiction profile (`GET /site`), loaded by the host at start-up; null until known. */
import { atom } from 'jotai/vanilla';

export type Jurisdiction = 'default' | 'br';

export const siteJurisdictionAtom = atom<Jurisdiction | null>(null);

/**
 * Session-storage flag set when an account was just created under the br profile: the first
 * login then asks for the deposit limits before anything else.
 */
export const DEPOSIT_LIMITS_PENDING_KEY = 'palpite.depositLimitsPending';
