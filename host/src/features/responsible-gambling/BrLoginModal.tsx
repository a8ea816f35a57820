import { Suspense, useState } from 'react';
import { api, palpiteStore, siteJurisdictionAtom, useEvent, useIsLoggedIn } from '@palpite/shared';
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
 */
export function BrLoginModal() {
  const loggedIn = useIsLoggedIn();
  const [step, setStep] = useState<BrLoginStep | null>(null);
  useEvent('user-logged-in', () => {
    if (palpiteStore.get(siteJurisdictionAtom) !== 'br') return;
    void firstLimitsPending().then((pending) => setStep(pending ? 'limits' : 'warning'));
  });
  if (!loggedIn || step === null) return null;
  return (
    <Suspense fallback={null}>
      <BrLoginDialog step={step} onStepChange={setStep} />
    </Suspense>
  );
}
