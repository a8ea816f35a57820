import { describe, expect, it } from 'vitest';
import type { LiveRound, LiveTable } from '../api/types.ts';
import { applyRoundOpen, applyRoundResult, canBet, liveMoment, staleRereadDelayMs } from './live-round.ts';

const round = (overrides: Partial<LiveRound> = {}): LiveRound => ({
  round_id: 143,
  round_number: 1404676,
  opens_at: '2026-11-22T03:45:20.000Z',
  closes_at: '2026-11-22T03:45:35.000Z',
  next_opens_at: '2026-11-22T03:45:40.000Z',
  status: 'open',
  server_seed_hash: 'hash-143',
  server_seed: null,
  client_seed: 'palpite-live:roleta-ao-vivo',
  nonce: 1404676,
  result: null,
  settled_at: null,
  ...overrides,
});

const table = (overrides: Partial<LiveTable> = {}): LiveTable => ({
  id: 'roleta-ao-vivo',
  name: 'Roleta ao Vivo',
  kind: 'roulette',
  game_uuid: 'uuid',
  image: '/images/games/uuid.webp',
  min_stake: 0.1,
  max_stake: 50000,
  channel: 'public:live-casino.roleta-ao-vivo',
  phase: 'betting',
  ms_left: 3489,
  betting_ms: 15000,
  result_ms: 5000,
  server_time: '2026-11-22T03:45:31.511Z',
  current_round: round(),
  history: [round({ round_id: 105, round_number: 1404675, status: 'settled', result: { pocket: 14, color: 'red' } })],
  ...overrides,
});

const at = (iso: string) => Date.parse(iso);

describe('liveMoment', () => {
  it('counts down the betting window', () => {
    const moment = liveMoment(round(), at('2026-11-22T03:45:30.000Z'));
    expect(moment.phase).toBe('betting');
    expect(moment.msLeft).toBe(5000);
    expect(moment.fractionLeft).toBeCloseTo(1 / 3);
  });

  it('is drawing once betting closed without a result', () =>
    expect(liveMoment(round(), at('2026-11-22T03:45:36.000Z'))).toEqual({ phase: 'drawing', msLeft: 0, fractionLeft: 0 }));

  it('shows the result until the next round opens', () => {
    const moment = liveMoment(round({ result: { pocket: 3, color: 'red' } }), at('2026-11-22T03:45:37.000Z'));
    expect(moment.phase).toBe('result');
    expect(moment.msLeft).toBe(3000);
  });

  it('stops taking bets just before closing', () => {
    expect(canBet(liveMoment(round(), at('2026-11-22T03:45:34.000Z')))).toBe(true);
    expect(canBet(liveMoment(round(), at('2026-11-22T03:45:34.800Z')))).toBe(false);
  });
});

describe('realtime messages', () => {
  const result = {
    tableId: 'roleta-ao-vivo',
    roundId: 143,
    roundNumber: 1404676,
    result: { pocket: 0, color: 'green' as const },
    serverSeed: 'seed',
    serverSeedHash: 'hash-143',
    clientSeed: 'c',
    nonce: 1404676,
  };

  it('settles the current round and puts it first in the history', () => {
    const next = applyRoundResult(table(), result, '2026-11-22T03:45:35.700Z');
    expect(next.current_round.result).toEqual({ pocket: 0, color: 'green' });
    expect(next.current_round.server_seed).toBe('seed');
    expect(next.history.map((r) => r.round_id)).toEqual([143, 105]);
  });

  it('ignores a result heard twice', () => {
    const once = applyRoundResult(table(), result, '2026-11-22T03:45:35.700Z');
    expect(applyRoundResult(once, result, '2026-11-22T03:45:36.000Z')).toBe(once);
  });

  it('opens the next round with its closing time', () => {
    const settled = applyRoundResult(table(), result, '2026-11-22T03:45:35.700Z');
    const next = applyRoundOpen(settled, {
      tableId: 'roleta-ao-vivo',
      roundId: 150,
      roundNumber: 1404677,
      opensAt: '2026-11-22T03:45:40.000Z',
      closesAt: '2026-11-22T03:45:55.000Z',
      serverSeedHash: 'hash-150',
    });
    expect(next.current_round).toMatchObject({ round_id: 150, round_number: 1404677, result: null, next_opens_at: '2026-11-22T03:46:00.000Z' });
    expect(next.history.map((r) => r.round_id)).toEqual([143, 105]);
  });

  it('ignores an older round-open', () => {
    const current = table();
    expect(applyRoundOpen(current, { tableId: 'x', roundId: 1, roundNumber: 1, opensAt: '', closesAt: '', serverSeedHash: '' })).toBe(current);
  });
});

describe('staleRereadDelayMs', () => {
  const closesAtMs = Date.parse('2026-11-22T03:45:35.000Z');

  it('reads an open round again once its result is overdue, a settled one once the next round is', () => {
    expect(staleRereadDelayMs(round(), closesAtMs - 10_000)).toBe(12_500);
    const settled = round({ status: 'settled', result: { pocket: 17, color: 'red' }, server_seed: 'seed' });
    expect(staleRereadDelayMs(settled, closesAtMs)).toBe(7_500);
  });

  it('waits between reads of a round still stale when read again, instead of reading it in a loop', () => {
    expect(staleRereadDelayMs(round(), closesAtMs + 60_000)).toBe(2_000);
  });
});
