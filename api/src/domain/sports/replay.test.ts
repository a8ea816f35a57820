import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brazilDay, isoInstant, parseIsoInstant } from './calendar.ts';
import { rngFor } from './random.ts';
import { replayBasketballScript, replayFootballDay, replayFootballScript, replayNbaDay, type ReplayFootballLeague, type ReplayNbaGame } from './replay.ts';
import { scriptStateAt } from './script.ts';
import { applyEvent, canTransition } from './state-machine.ts';
import { initialMatchState, type Score } from './model.ts';

const score = (max: number) => fc.record({ home: fc.integer({ min: 0, max }), away: fc.integer({ min: 0, max }) });

describe('a replayed football match', () => {
  it('ends exactly on its real full-time, half-time and shootout scores, through legal transitions', () => {
    fc.assert(
      fc.property(
        score(6),
        score(4),
        fc.option(score(7), { nil: undefined }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1e6 }),
        (ft, extra, penalties, withHt, seed) => {
          const ht: Score | undefined = withHt ? { home: Math.min(ft.home, extra.home), away: Math.min(ft.away, extra.away) } : undefined;
          const script = replayFootballScript(rngFor(seed, 'r'), { ft, ht, et: undefined, penalties });
          let state = initialMatchState(script.initialStatus);
          for (const event of script.events) {
            if (event.type === 'status') expect(canTransition(state.status, event.status, state.resumeStatus)).toBe(true);
            state = applyEvent('football', state, event).state;
          }
          expect(state.status).toBe('Finished');
          expect(state.score).toEqual(ft);
          expect(state.regularScore).toEqual(ft);
          if (ht) expect(state.htScore).toEqual(ht);
          expect(state.penalties).toEqual(penalties ?? null);
          // Every goal at a minute of play: first-half goals in the first half.
          for (const goal of state.timeline.filter((e) => e.type === 'goal')) expect(goal.minute).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('plays extra time when the data has it', () => {
    const state = scriptStateAt(
      replayFootballScript(rngFor(1, 'et'), { ft: { home: 1, away: 1 }, ht: { home: 0, away: 1 }, et: { home: 2, away: 1 }, penalties: undefined }),
      Infinity,
    );
    expect(state.status).toBe('Finished');
    expect(state.regularScore).toEqual({ home: 1, away: 1 });
    expect(state.score).toEqual({ home: 2, away: 1 });
    expect(state.periods[2]).toEqual([1, 0]);
    expect(state.timeline.some((e) => e.type === 'status' && e.status === 'Extra Time')).toBe(true);
  });
});

describe('the replay schedule', () => {
  const league: ReplayFootballLeague = {
    id: 'bra-serie-a',
    utcOffsetMinutes: -180,
    matches: [1, 2, 3, 4].flatMap((round) =>
      [0, 1, 2].map((k) => ({
        index: round * 10 + k,
        round: `Matchday ${round}`,
        date: `2025-04-0${round}`,
        time: '16:00',
        home: `Home ${round}${k}`,
        away: `Away ${round}${k}`,
        ft: { home: k, away: 1 },
        ht: undefined,
        et: undefined,
        penalties: undefined,
      })),
    ),
  };
  const day = brazilDay(parseIsoInstant('2026-11-22T15:00:00Z') as number);

  it('maps one past round onto each upcoming day, at the original kick-off time in Brazil time', () => {
    const fixtures = replayFootballDay(1, day, league, 2);
    expect(fixtures).toHaveLength(2);
    const rounds = new Set(fixtures.map((f) => f.source.round));
    expect(rounds.size).toBe(1);
    for (const fixture of fixtures) {
      expect(isoInstant(fixture.startsAt)).toBe('2026-11-22T19:00:00.000Z');
      expect(fixture.externalId).toBe(`replay:bra-serie-a:2026-11-22:${fixture.source.index}`);
      expect(fixture.referee).toBeNull();
    }
    expect(replayFootballDay(1, day, league, 2)).toEqual(fixtures);
    expect(replayFootballDay(1, day + 1, league, 2)[0]!.source.round).not.toBe(fixtures[0]!.source.round);
  });

  it('replays a real date of NBA games with their real quarters', () => {
    const games: ReplayNbaGame[] = [
      {
        index: 0,
        date: '2018-01-02',
        home: 'Boston Celtics',
        away: 'Miami Heat',
        quarters: [
          { home: 30, away: 25 },
          { home: 20, away: 28 },
          { home: 27, away: 22 },
          { home: 21, away: 25 },
        ],
        overtime: { home: 12, away: 8 },
        homeLine: -4.5,
        total: 205,
      },
    ];
    const [fixture] = replayNbaDay(1, day, games, 5);
    expect(fixture?.home).toBe('Boston Celtics');
    const state = scriptStateAt(replayBasketballScript(rngFor(1, 'nba'), games[0]!), Infinity);
    expect(state.status).toBe('Finished');
    expect(state.periods).toEqual([
      [30, 25],
      [20, 28],
      [27, 22],
      [21, 25],
      [12, 8],
    ]);
    expect(state.score).toEqual({ home: 110, away: 108 });
  });
});
