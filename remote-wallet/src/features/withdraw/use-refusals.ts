import { useCallback, useEffect, useRef, useState } from 'react';
import type { WithdrawalOptions } from './api/get-withdrawal-options.ts';
import type { Refusal } from './refusals.ts';

const NONE: readonly Refusal[] = [];

/**
 * The terms' reasons for refusing the last request, kept while the terms on screen are the ones
 * they were given under: they quote its amounts (cash available, wagering left, the week's limit), so
 * once a balance update or a notification reads other terms they go, and the limits say what holds now.
 */
export function useRefusals(options: WithdrawalOptions) {
  const terms = JSON.stringify(options);
  // The terms on screen when an answer lands, not when its request left: a read may land meanwhile.
  const termsShown = useRef(terms);
  useEffect(() => {
    termsShown.current = terms;
  });
  const [refused, setRefused] = useState<{ refusals: readonly Refusal[]; terms: string } | null>(null);
  // Dropped as the form is drawn: a refusal the terms no longer back never shows, not even for a frame.
  if (refused && refused.terms !== terms) setRefused(null);

  const setRefusals = useCallback((refusals: readonly Refusal[]) => {
    setRefused(refusals.length > 0 ? { refusals, terms: termsShown.current } : null);
  }, []);
  return [refused?.refusals ?? NONE, setRefusals] as const;
}
