import { useEffect, useState } from 'react';
import { serverNowMs, useChannelEvent } from '@palpite/shared';
import { getLiveTable } from '../api/live-api.ts';
import type { LiveTable, RoundOpenMessage, RoundResultMessage } from '../api/types.ts';
import { applyRoundOpen, applyRoundResult, staleRereadDelayMs } from '../table/live-round.ts';
import { useSharedLiveTable } from '../table/shared-live-table.ts';

export interface TableRounds {
  table: LiveTable | null;
  failed: unknown;
  reload: () => void;
}

/**
 * A live table's rounds for the game page's info panel: the stage's table when it keeps one
 * current (a player at the table), else read here and kept current by the realtime channel or,
 * without one (a visitor), read again once the current round should have moved on.
 */
export function useTableRounds(tableId: string): TableRounds {
  const shared = useSharedLiveTable(tableId);
  const [own, setOwn] = useState<LiveTable | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const reading = shared === null;

  useEffect(() => {
    if (!reading) return undefined;
    let current = true;
    getLiveTable(tableId).then(
      (table) => {
        if (!current) return;
        setOwn(table);
        setFailed(null);
      },
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [tableId, reading, generation]);

  const channel = reading ? (own?.channel ?? null) : null;
  const update = (next: (table: LiveTable) => LiveTable) => setOwn((previous) => previous && next(previous));
  useChannelEvent<RoundOpenMessage>(channel, 'round-open', (message) => update((table) => applyRoundOpen(table, message)));
  useChannelEvent<RoundResultMessage>(channel, 'round-result', (message) =>
    update((table) => applyRoundResult(table, message, new Date(serverNowMs()).toISOString())),
  );

  useEffect(() => {
    if (!reading || !own) return undefined;
    const timer = setTimeout(() => setGeneration((count) => count + 1), staleRereadDelayMs(own.current_round, serverNowMs()));
    return () => clearTimeout(timer);
  }, [reading, own]);

  // A table read for another id (the panel moved to another game) is not shown while this one is read.
  const ownTable = own?.id === tableId ? own : null;
  return { table: shared ?? ownTable, failed: shared ? null : failed, reload: () => setGeneration((count) => count + 1) };
}
