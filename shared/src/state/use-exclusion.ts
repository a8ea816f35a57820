/**
 * The player's break or self-exclusion (`GET /user`'s `exclusion`), for the pages that tell them up
 * front instead of at the first refused deposit or stake. It lifts at the server's end time, on the
 * server's clock (a device clock hours off would lift it early or keep it), also on a page left open across it.
 */
import { useEffect, useState } from 'react';
import { onServerClockCorrected, serverNowMs } from '../api/server-clock.ts';
import { exclusionUntilText } from '../contract/exclusion.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useUser } from './hooks.ts';
import type { PlayerExclusion } from './user.ts';

export interface ExclusionInForce {
  kind: PlayerExclusion['kind'];
  /** ISO instant it ends; null: indefinite. */
  endsAt: string | null;
  /** The end as the API's messages write it (`exclusionUntilText`, the device's time zone); null: indefinite. */
  until: string | null;
  /** The API's refusal of a deposit or stake for it, in the common namespace's product texts (`{{until}}` filled by `until`). */
  messageKey: 'rg.errors.onBreak' | 'rg.errors.selfExcluded' | 'rg.errors.selfExcludedIndefinitely';
}

/** A timer longer than this fires at once; a longer wait is made of several. */
const MAX_TIMER_MS = 2_147_483_647;

function endMsOf(exclusion: PlayerExclusion): number | null {
  if (exclusion.ends_at === null) return null;
  const endMs = Date.parse(exclusion.ends_at);
  return Number.isNaN(endMs) ? null : endMs;
}

/** The logged-in player's break or self-exclusion while it lasts, or null (a visitor, none, or it has ended). */
export function useExclusion(): ExclusionInForce | null {
  const exclusion = useUser()?.exclusion ?? null;
  const language = useLanguage();
  const endMs = exclusion ? endMsOf(exclusion) : null;
  // The end time seen to pass: compared with the current one, so a later, longer break shows again.
  const [passedEndMs, setPassedEndMs] = useState<number | null>(null);

  useEffect(() => {
    if (endMs === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      clearTimeout(timer);
      const leftMs = endMs - serverNowMs();
      if (leftMs <= 0) setPassedEndMs(endMs);
      else timer = setTimeout(check, Math.min(leftMs, MAX_TIMER_MS));
    };
    timer = setTimeout(check, 0);
    const stopFollowingClock = onServerClockCorrected(check);
    return () => {
      clearTimeout(timer);
      stopFollowingClock();
    };
  }, [endMs]);

  if (!exclusion || (endMs !== null && passedEndMs === endMs)) return null;
  return {
    kind: exclusion.kind,
    endsAt: endMs === null ? null : exclusion.ends_at,
    until: endMs === null ? null : exclusionUntilText(endMs, language),
    messageKey: endMs === null ? 'rg.errors.selfExcludedIndefinitely' : exclusion.kind === 'break' ? 'rg.errors.onBreak' : 'rg.errors.selfExcluded',
  };
}
