import { Suspense, useEffect, useRef, useState } from 'react';
import { api, palpiteStore, siteJurisdictionAtom, useAtomValue, useEvent, useIsLoggedIn, useUser } from '@palpite/shared';
import { lazyWithTexts } from '../../lazy-with-texts.ts';
import { shellDialogTexts } from '../../locales.ts';
import type { BrLoginStep } from './BrLoginDialog.tsx';

// Only br players see it, once per login: its code and texts are not on the page until then.
const BrLoginDialog = lazyWithTexts(() => import('./BrLoginDialog.tsx').then((module) => module.BrLoginDialog), shellDialogTexts);

/** The API knows whether this account has chosen its first limits yet (on any device). */
async function firstLimitsPending(): Promise<boolean> {
  try {
    const overview = await api.get('user/responsible-gambling').json<{ first_limits_pending?: boolean }>();
    return overview.first_limits_pending === true;
  } catch {
    // Unknown: the warning still shows; the API refuses a deposit until the limits are chosen.
    return false;
  }
}

/**
 * br profile, after each login: the addiction-risk warning to acknowledge; until the account has
 * chosen them, first its three deposit limits (each an amount or "no limit") and a time reminder.
 * A session restored on a reload or in another tab is no login (no warning), but its limits are
 * still asked for if they were never chosen: without them every deposit is refused.
 */
export function BrLoginModal() {
  const loggedIn = useIsLoggedIn();
  const userId = useUser()?.id ?? null;
  const jurisdiction = useAtomValue(siteJurisdictionAtom);
  const [step, setStep] = useState<BrLoginStep | null>(null);
  const askedFor = useRef<number | null>(null);
  useEvent('user-logged-in', () => {
    if (palpiteStore.get(siteJurisdictionAtom) !== 'br') return;
    void firstLimitsPending().then((pending) => setStep(pending ? 'limits' : 'warning'));
  });
  useEffect(() => {
    if (jurisdiction !== 'br' || userId === null || askedFor.current === userId) return;
    askedFor.current = userId;
    void firstLimitsPending().then((pending) => {
      if (pending) setStep((current) => current ?? 'limits');
    });
  }, [jurisdiction, userId]);
  if (!loggedIn || step === null) return null;
  return (
    <Suspense fallback={null}>
      <BrLoginDialog step={step} onStepChange={setStep} />
    </Suspense>
  );
}
