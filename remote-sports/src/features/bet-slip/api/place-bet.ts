import { api } from '@palpite/shared';

/** One leg of spec §7's `bet_details`. */
export interface BetDetail {
  fixture_id: number;
  home_team_name: string;
  away_team_name: string;
  /** The selection key. */
  outcome: string;
  date: string;
  handicap: number | null;
  /** The market key. */
  bet_type: string;
  type: 'football' | 'basketball';
  odd: number;
  live: boolean;
  elapsed: number | null;
  bet_time: string;
  selection_id: number;
}

/** Spec §3 "Placed bet payload". */
export interface PlaceBetPayload {
  frontend_id: number;
  stake: number;
  bet_details: BetDetail[];
  odds: number;
  potential_win: number;
  accept_odds_changes: boolean;
}

/** The API's answer, accepted or refused (spec §7). */
export interface BetAnswer {
  success: boolean;
  translation_key?: string;
  translation_params?: Record<string, string | number>;
  message_key?: string;
  message?: string;
  details?: { leg?: number } & Record<string, unknown>;
  /** The accepted bet as My bets shows it: its total odds and potential win are the server's, possibly not the slip's. */
  bet?: { id: number; total_odds?: number; potential_win?: number };
}

/**
 * `POST /user/bet`. A refusal is an HTTP error (ky throws; its body is `error.data`); a live bet
 * waits the server's in-play delay (~3 s) before the answer. The idempotency key makes a retry
 * of the same placement safe.
 */
export function placeBet(payload: PlaceBetPayload, idempotencyKey: string): Promise<BetAnswer> {
  return api.post('user/bet', { json: payload, headers: { 'Idempotency-Key': idempotencyKey } }).json<BetAnswer>();
}

/** What `POST /user/bet/resolve` says a request under a key did: the bet it placed, or none (and none ever will be). */
export type KeyResolution = { success: true; placed: true; bet: { id: number } } | { success: true; placed: false };

/**
 * Before sending another slip after a lost answer: the bet the earlier request placed, or the
 * server's word that it placed none and never will (a late arrival is refused).
 */
export function resolveBetKey(idempotencyKey: string): Promise<KeyResolution> {
  return api.post('user/bet/resolve', { headers: { 'Idempotency-Key': idempotencyKey } }).json<KeyResolution>();
}
