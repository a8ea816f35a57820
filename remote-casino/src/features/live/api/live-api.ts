import { api, observeServerTime } from '@palpite/shared';
import type { BalanceAnswer, PlayMode } from '../../play/api/types.ts';
import type { LiveBet, LiveTable } from './types.ts';

/** The tables, each with its last rounds; its `server_time` sets the page's server clock, as a table's does. */
export async function getLiveTables(): Promise<LiveTable[]> {
  const sentAtMs = Date.now();
  const { data, server_time: serverTime } = await api.get('live-casino/tables').json<{ data: LiveTable[]; server_time: string }>();
  observeServerTime(serverTime, sentAtMs);
  return data;
}

/**
 * One table with its last 50 rounds and, for a player, their bets. Its `server_time` sets the page's
 * server clock, on which the table's countdown runs: measured from the sending (the server reads its
 * clock as it starts on the request), the countdown errs early, never late, so a bet pressed at its
 * last second still gets in.
 */
export async function getLiveTable(id: string): Promise<LiveTable> {
  const sentAtMs = Date.now();
  const { table } = await api.get(`live-casino/tables/${encodeURIComponent(id)}`).json<{ table: LiveTable }>();
  observeServerTime(table.server_time, sentAtMs);
  return table;
}

/** A bet on the table's open round; sent again with the same `idempotencyKey` (no answer came), it answers the bet placed. */
export function placeLiveBet(
  id: string,
  roundId: number,
  mode: PlayMode,
  bets: Record<string, unknown>[],
  idempotencyKey: string,
): Promise<{ bet: LiveBet; balance: BalanceAnswer }> {
  return api
    .post(`live-casino/tables/${encodeURIComponent(id)}/bets`, { json: { round_id: roundId, mode, bets }, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<{ bet: LiveBet; balance: BalanceAnswer }>();
}
