/** Live casino answers and realtime messages (api/src/features/casino/README.md, "Live casino"). */
import type { BaccaratDeal } from '../../play/baccarat/BaccaratHands.tsx';

export type RouletteResult = { pocket: number; color: 'red' | 'black' | 'green' };
export type LiveResult = RouletteResult | BaccaratDeal;

export interface LiveRound {
  round_id: number;
  round_number: number;
  opens_at: string;
  closes_at: string;
  next_opens_at: string;
  status: string;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  result: LiveResult | null;
  settled_at: string | null;
}

export interface LiveBet {
  id: number;
  round_id: number;
  table_id: string;
  mode: 'real' | 'demo';
  bets: Record<string, unknown>[];
  stake: number;
  payout: number | null;
  status: string;
  created_at: string;
  settled_at: string | null;
}

export interface LiveTable {
  id: string;
  name: string;
  kind: 'roulette' | 'baccarat';
  game_uuid: string;
  image: string;
  min_stake: number;
  max_stake: number;
  channel: string;
  phase: 'betting' | 'result';
  ms_left: number;
  betting_ms: number;
  result_ms: number;
  server_time: string;
  current_round: LiveRound;
  history: LiveRound[];
  my_bets?: LiveBet[];
}

export interface RoundOpenMessage {
  tableId: string;
  roundId: number;
  roundNumber: number;
  opensAt: string;
  closesAt: string;
  serverSeedHash: string;
}

export interface RoundResultMessage {
  tableId: string;
  roundId: number;
  roundNumber: number;
  result: LiveResult;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
