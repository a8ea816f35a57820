import { useEffect, useRef, useState } from 'react';
import { readApiError, serverNowMs, useChannelEvent, useHasRealtime } from '@palpite/shared';
import { getLiveTable } from '../api/live-api.ts';
import type { LiveTable, RoundOpenMessage, RoundResultMessage } from '../api/types.ts';
import { applyRoundOpen, applyRoundResult, liveMoment, staleRereadDelayMs, type LiveMoment } from './live-round.ts';
import { shareLiveTable, stopSharingLiveTable } from './shared-live-table.ts';

const TICK_MS = 250;
/** Without a realtime connection (visitors) the table is read again this often. */
const POLL_MS = 2_000;

/** The server has no such table (an unknown id, or one closed): reading it again cannot help. */
export function isMissingTable(error: unknown): boolean {
  return readApiError(error).status === 404;
}

export interface LiveTableSession {
  table: LiveTable | null;
  failed: unknown;
  moment: LiveMoment | null;
  reload: () => void;
  /** Called after a bet was placed, so its settlement is fetched once the round's result is in. */
  expectSettlement: (mode: 'real' | 'demo') => void;
}

/**
 * A live table kept current: realtime messages (or polling), ticking on the page's server clock (the
 * SDK's, which the table's answers set): its countdown agrees with every other one on the site.
 */
export function useLiveTable(tableId: string, onSettled: (mode: 'real' | 'demo') => void): LiveTableSession {
  const [table, setTable] = useState<LiveTable | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [serverNow, setServerNow] = useState(serverNowMs);
  const [generation, setGeneration] = useState(0);
  const pendingModes = useRef(new Set<'real' | 'demo'>());
  const hasRealtime = useHasRealtime();

  useEffect(() => {
    let current = true;
    let next: ReturnType<typeof setTimeout> | undefined;
    // Without realtime the table is read again POLL_MS after each answer: never over a read still
    // on its way, which on a slow line would throw every answer away and keep the skeleton for ever.
    const readAgain = () => {
      if (current && !hasRealtime) next = setTimeout(() => setGeneration((count) => count + 1), POLL_MS);
    };
    getLiveTable(tableId).then(
      (answer) => {
        if (!current) return;
        setTable(answer);
        // The answer has just set the clock: drawn on it at once, not on a reading up to a tick old.
        setServerNow(serverNowMs());
        setFailed(null);
        readAgain();
      },
      (error: unknown) => {
        if (!current) return;
        setFailed(error);
        // A table that does not exist will not appear by polling for it.
        if (!isMissingTable(error)) readAgain();
      },
    );
    return () => {
      current = false;
      clearTimeout(next);
    };
  }, [tableId, generation, hasRealtime]);

  useEffect(() => {
    const timer = setInterval(() => setServerNow(serverNowMs()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const settle = () => {
    if (pendingModes.current.size === 0) return;
    const modes = [...pendingModes.current];
    pendingModes.current.clear();
    // The result message leaves after the commit that paid the bets: read the table's bets again.
    setGeneration((count) => count + 1);
    for (const mode of modes) onSettled(mode);
  };

  useChannelEvent<RoundOpenMessage>(table?.channel ?? null, 'round-open', (message) =>
    setTable((previous) => (previous ? applyRoundOpen(previous, message) : previous)),
  );
  useChannelEvent<RoundResultMessage>(table?.channel ?? null, 'round-result', (message) => {
    setTable((previous) => (previous ? applyRoundResult(previous, message, new Date(serverNowMs()).toISOString()) : previous));
    settle();
  });

  // The info panel beside the stage shows this table's rounds: shared, not read again.
  useEffect(() => {
    if (table) shareLiveTable(table);
  }, [table]);
  useEffect(() => () => stopSharingLiveTable(tableId), [tableId]);

  const moment = table ? liveMoment(table.current_round, serverNow) : null;

  // A round that should have moved on (its result or the next round lost on the way) is read again.
  useEffect(() => {
    if (!table) return undefined;
    const timer = setTimeout(() => setGeneration((count) => count + 1), staleRereadDelayMs(table.current_round, serverNowMs()));
    return () => clearTimeout(timer);
  }, [table]);

  // Polling sees a settled round without a message: settle the player's bets from it.
  const settledRound = table?.current_round.result ? table.current_round.round_id : null;
  useEffect(() => {
    if (!hasRealtime && settledRound !== null) settle();
    // settle() only reads refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledRound, hasRealtime]);

  return {
    table,
    failed,
    moment,
    reload: () => setGeneration((count) => count + 1),
    expectSettlement: (mode) => pendingModes.current.add(mode),
  };
}
