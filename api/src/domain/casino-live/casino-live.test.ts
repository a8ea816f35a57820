import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rouletteNumber } from '../casino/fair/mappings.ts';
import { fairFloats } from '../casino/fair/stream.ts';
import {
  DEFAULT_SCHEDULE,
  closedRoundsSince,
  isBettingOpen,
  momentAt,
  periodMs,
  roundNumberAt,
  roundWindow,
  scheduleProblem,
  type LiveSchedule,
} from './schedule.ts';
import { LIVE_TABLES, liveBetProblems, liveClientSeed, liveResult, roundSeeds, roundServerSeed, settleLiveBets, totalStakeCentavos } from './tables.ts';

const MASTER = 'c'.repeat(64);

describe('the timetable', () => {
  const schedule: LiveSchedule = { epochMs: 1_000_000, bettingMs: 15_000, resultMs: 5_000 };

  it('opens round n at epoch + n periods, closes it after the betting window, opens the next after the result', () => {
    expect(periodMs(schedule)).toBe(20_000);
    expect(roundWindow(schedule, 0)).toEqual({ roundNumber: 0, opensAtMs: 1_000_000, closesAtMs: 1_015_000, nextOpensAtMs: 1_020_000 });
    expect(roundWindow(schedule, 3).opensAtMs).toBe(1_060_000);
    expect(momentAt(schedule, 1_060_000)).toEqual({ round: roundWindow(schedule, 3), phase: 'betting', msLeft: 15_000 });
    expect(momentAt(schedule, 1_074_999).phase).toBe('betting');
    expect(momentAt(schedule, 1_075_000)).toEqual({ round: roundWindow(schedule, 3), phase: 'result', msLeft: 5_000 });
    expect(roundNumberAt(schedule, 1_079_999)).toBe(3);
    expect(roundNumberAt(schedule, 1_080_000)).toBe(4);
    expect(roundNumberAt(schedule, 0)).toBe(0);
    expect(scheduleProblem(DEFAULT_SCHEDULE)).toBeNull();
    expect(scheduleProblem({ ...schedule, bettingMs: 10 })).not.toBeNull();
  });

  it('takes bets from the opening (inclusive) to the close (exclusive), only on the current round', () => {
    expect(isBettingOpen(schedule, 3, 1_059_999)).toBe(false);
    expect(isBettingOpen(schedule, 3, 1_060_000)).toBe(true);
    expect(isBettingOpen(schedule, 3, 1_074_999)).toBe(true);
    expect(isBettingOpen(schedule, 3, 1_075_000)).toBe(false);
    expect(isBettingOpen(schedule, 2, 1_060_000)).toBe(false);
  });

  it('is a partition of time: every instant after the epoch is in exactly one round and one phase', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 10 ** 12 }),
        fc.integer({ min: 1_000, max: 60_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (now, betting, result) => {
          const s = { epochMs: 1_000_000, bettingMs: betting, resultMs: result };
          const moment = momentAt(s, now);
          expect(now).toBeGreaterThanOrEqual(moment.round.opensAtMs);
          expect(now).toBeLessThan(moment.round.nextOpensAtMs);
          expect(moment.phase === 'betting').toBe(isBettingOpen(s, moment.round.roundNumber, now));
          expect(moment.msLeft).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('lists the closed rounds a returning scheduler must still settle, oldest first', () => {
    expect(closedRoundsSince(schedule, 1_075_000, 2)).toEqual([1, 2, 3]);
    expect(closedRoundsSince(schedule, 1_074_999, 2)).toEqual([1, 2]);
  });
});

describe('house seeds and results', () => {
  it('derives each round seed from the master seed, commits to it by SHA-256 and reproduces the result from the public scheme', () => {
    const seeds = roundSeeds(MASTER, 'roleta-ao-vivo', 42);
    expect(seeds.serverSeed).toBe(createHmac('sha256', MASTER).update('roleta-ao-vivo:42').digest('hex'));
    expect(seeds.serverSeedHash).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(seeds).toMatchObject({ clientSeed: liveClientSeed('roleta-ao-vivo'), nonce: 42 });
    expect(roundServerSeed(MASTER, 'roleta-ao-vivo', 43)).not.toBe(seeds.serverSeed);
    expect(roundServerSeed(MASTER, 'bacara-ao-vivo', 42)).not.toBe(seeds.serverSeed);
    const result = liveResult('roulette', seeds);
    expect(result).toMatchObject({ kind: 'roulette', pocket: rouletteNumber(fairFloats(seeds)) });
    expect(liveResult('roulette', seeds)).toEqual(result);
    const coup = liveResult('baccarat', roundSeeds(MASTER, 'bacara-ao-vivo', 7));
    expect(coup.kind).toBe('baccarat');
    expect(() => roundServerSeed('short', 'x', 1)).toThrow(RangeError);
  });

  it('defines a roulette and a baccarat table', () => {
    expect(LIVE_TABLES.map((table) => table.kind).sort()).toEqual(['baccarat', 'roulette']);
  });
});

describe('bets', () => {
  it('validates bets per table kind', () => {
    expect(liveBetProblems('roulette', { kind: 'roulette', bets: [{ spot: { type: 'red' }, stakeCentavos: 1_000 }] })).toEqual([]);
    expect(liveBetProblems('roulette', { kind: 'baccarat', bets: [{ spot: 'player', stakeCentavos: 1_000 }] })).toEqual(['this is a roulette table']);
    expect(liveBetProblems('roulette', { kind: 'roulette', bets: [{ spot: { type: 'split', numbers: [1, 5] }, stakeCentavos: 1_000 }] })).toHaveLength(1);
    expect(liveBetProblems('baccarat', { kind: 'baccarat', bets: [{ spot: 'player', stakeCentavos: 50 }] })).toHaveLength(1);
    expect(
      liveBetProblems('baccarat', {
        kind: 'baccarat',
        bets: [
          { spot: 'tie', stakeCentavos: 100 },
          { spot: 'tie', stakeCentavos: 100 },
        ],
      }),
    ).toEqual(['tie: one bet per spot']);
    expect(
      totalStakeCentavos({
        kind: 'baccarat',
        bets: [
          { spot: 'banker', stakeCentavos: 150 },
          { spot: 'tie', stakeCentavos: 100 },
        ],
      }),
    ).toBe(250);
  });

  it('settles roulette and baccarat bets on a result', () => {
    const red = settleLiveBets(
      {
        kind: 'roulette',
        bets: [
          { spot: { type: 'red' }, stakeCentavos: 1_000 },
          { spot: { type: 'straight', numbers: [3] }, stakeCentavos: 100 },
        ],
      },
      {
        kind: 'roulette',
        pocket: 3,
        color: 'red',
      },
    );
    expect(red).toEqual({ returnsCentavos: [2_000, 3_600], totalReturnCentavos: 5_600 });
    const banker = liveResult('baccarat', roundSeeds(MASTER, 'bacara-ao-vivo', 1));
    const settled = settleLiveBets({ kind: 'baccarat', bets: [{ spot: 'banker', stakeCentavos: 1_000 }] }, banker);
    if (banker.kind !== 'baccarat') throw new Error('not baccarat');
    expect(settled.totalReturnCentavos).toBe(banker.result === 'banker' ? 1_950 : banker.result === 'tie' ? 1_000 : 0);
    expect(() => settleLiveBets({ kind: 'baccarat', bets: [] }, { kind: 'roulette', pocket: 0, color: 'green' })).toThrow(RangeError);
  });
});
