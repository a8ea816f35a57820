/**
 * A live table's state over time (pure): where the current round is at a given moment, and the
 * table after each realtime message (`round-open`, `round-result`).
 */
import type { LiveRound, LiveTable, RoundOpenMessage, RoundResultMessage } from '../api/types.ts';

export const HISTORY_LENGTH = 50;

export type LivePhase = 'betting' | 'drawing' | 'result';

export interface LiveMoment {
  phase: LivePhase;
  /** Until betting closes (betting) or the next round opens (result); 0 while drawing. */
  msLeft: number;
  /** 1 → 0 over the phase, for the countdown bar. */
  fractionLeft: number;
}

/** Where `round` is at `serverNowMs`, a moment on the server's clock (the page's `serverNowMs()`, never the device's). */
export function liveMoment(round: LiveRound, serverNowMs: number): LiveMoment {
  const opens = Date.parse(round.opens_at);
  const closes = Date.parse(round.closes_at);
  const next = Date.parse(round.next_opens_at);
  if (round.result === null && serverNowMs < closes) {
    const msLeft = closes - serverNowMs;
    return { phase: 'betting', msLeft, fractionLeft: Math.min(1, msLeft / Math.max(1, closes - opens)) };
  }
  if (round.result === null) return { phase: 'drawing', msLeft: 0, fractionLeft: 0 };
  const msLeft = Math.max(0, next - serverNowMs);
  return { phase: 'result', msLeft, fractionLeft: Math.min(1, msLeft / Math.max(1, next - closes)) };
}

function withHistory(history: readonly LiveRound[], round: LiveRound): LiveRound[] {
  return [round, ...history.filter((earlier) => earlier.round_id !== round.round_id)].slice(0, HISTORY_LENGTH);
}

/** A new round opened: it becomes current; the one before (settled) is in the history. */
export function applyRoundOpen(table: LiveTable, message: RoundOpenMessage): LiveTable {
  if (message.roundNumber <= table.current_round.round_number) return table;
  const previous = table.current_round;
  const round: LiveRound = {
    round_id: message.roundId,
    round_number: message.roundNumber,
    opens_at: message.opensAt,
    closes_at: message.closesAt,
    next_opens_at: new Date(Date.parse(message.closesAt) + table.result_ms).toISOString(),
    status: 'open',
    server_seed_hash: message.serverSeedHash,
    server_seed: null,
    client_seed: previous.client_seed,
    nonce: message.roundNumber,
    result: null,
    settled_at: null,
  };
  return { ...table, current_round: round, history: previous.result ? withHistory(table.history, previous) : table.history };
}

/**
 * The current round's result: shown on the table and first in the history, settled at `receivedAtIso`
 * (on the page's server clock, as the times of the rounds the server lists are).
 */
export function applyRoundResult(table: LiveTable, message: RoundResultMessage, receivedAtIso: string): LiveTable {
  const current = table.current_round;
  const known = current.round_id === message.roundId ? current : table.history.find((round) => round.round_id === message.roundId);
  if (!known || known.result) return table;
  const settled: LiveRound = { ...known, status: 'settled', result: message.result, server_seed: message.serverSeed, settled_at: receivedAtIso };
  return {
    ...table,
    current_round: current.round_id === message.roundId ? settled : current,
    history: withHistory(table.history, settled),
  };
}

/** Whether the player can still bet on `round` (a little margin for the trip to the server). */
export function canBet(moment: LiveMoment, marginMs = 500): boolean {
  return moment.phase === 'betting' && moment.msLeft > marginMs;
}

/** How long after its due time a round that has not moved on is read again (a message may be late). */
const STALE_MS = 2_500;
/** A round still stale when read again is read at most this often (a slow settlement, not a loop). */
const STALE_REREAD_MIN_MS = 2_000;

/** When to read the table again if `round` has not moved on by then: after its result is due, or the next round. */
export function staleRereadDelayMs(round: LiveRound, serverNowMs: number): number {
  const dueAtMs = Date.parse(round.result ? round.next_opens_at : round.closes_at) + STALE_MS;
  return Math.max(STALE_REREAD_MIN_MS, dueAtMs - serverNowMs);
}
