import { api } from '@palpite/shared';
import type { BalanceAnswer, PlayMode } from '../../play/api/types.ts';
import type { LiveBet, LiveTable } from './types.ts';

export async function getLiveTables(): Promise<LiveTable[]> {
  return (await api.get('live-casino/tables').json<{ data: LiveTable[] }>()).data;
}

/** One table with its last 50 rounds and, for a player, their bets. */
export async function getLiveTable(id: string): Promise<LiveTable> {
  return (await api.get(`live-casino/tables/${encodeURIComponent(id)}`).json<{ table: LiveTable }>()).table;
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
