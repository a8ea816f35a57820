import { describe, expect, it } from 'vitest';
import { brazilDay, brazilTime, parseIsoInstant } from './calendar.ts';
import { MATCH_STATUSES, type MatchStatus } from './model.ts';
import { asianLinesAround, type BasketballPricing, type FootballPricing } from './pricing.ts';
import { rngFor } from './random.ts';
import { scriptStateAt, type Script } from './script.ts';
import { basketballScript, footballScript, ROTATION_DAYS, simulatedDay, simulatedScript, teamsFreeOn, type SimLeague } from './simulator.ts';
import { applyEvent, canTransition } from './state-machine.ts';
import { initialMatchState } from './model.ts';

const LEAGUE: SimLeague = {
  id: 'bra-serie-a',
  sport: 'football',
  teams: ['CR Flamengo', 'SE Palmeiras', 'São Paulo FC', 'Santos FC', 'Botafogo FR', 'Fluminense FC', 'Grêmio FBPA', 'SC Internacional'],
  slots: ['16:00', '18:30', '21:30'],
  perDay: [2, 4],
  knockout: false,
  refereeRegion: 'br',
};
const DAY = brazilDay(parseIsoInstant('2026-11-22T15:00:00Z') as number);
const FOOTBALL: FootballPricing = {
  model: 'dixon-coles',
  asOf: '2026-11-22',
  homeXg: 1.5,
  awayXg: 1.1,
  rho: -0.05,
  asianLines: asianLinesAround(1.5, 1.1, -0.05),
};
const BASKETBALL: BasketballPricing = { model: 'basketball-margin', homeLine: -5.5, total: 221.5, source: 'team-ratings' };

const statusesOf = (script: Script): MatchStatus[] => [
  script.initialStatus,
  ...script.events.flatMap((event) => (event.type === 'status' ? [event.status] : [])),
];

/** Plays a script event by event: only legal transitions, events in time order. */
function playThrough(script: Script) {
  let state = initialMatchState(script.initialStatus);
  let last = -Infinity;
  for (const event of script.events) {
    expect(event.at).toBeGreaterThanOrEqual(last);
    last = event.at;
    if (event.type === 'status') expect(canTransition(state.status, event.status, state.resumeStatus), `${state.status} → ${event.status}`).toBe(true);
    state = applyEvent(script.sport, state, event).state;
  }
  return state;
}

describe('the simulator schedule', () => {
  it('is the same for the same seed and day, and different for another seed', () => {
    expect(simulatedDay(7, DAY, LEAGUE)).toEqual(simulatedDay(7, DAY, LEAGUE));
    expect(simulatedDay(8, DAY, LEAGUE)).not.toEqual(simulatedDay(7, DAY, LEAGUE));
  });

  it('plays several matches a day at the league’s Brazil-time slots, each team once', () => {
    for (let day = DAY; day < DAY + 7; day++) {
      const fixtures = simulatedDay(1, day, LEAGUE);
      expect(fixtures.length).toBeGreaterThanOrEqual(2);
      expect(fixtures.length).toBeLessThanOrEqual(4);
      const teams = fixtures.flatMap((f) => [f.home, f.away]);
      expect(new Set(teams).size).toBe(teams.length);
      for (const fixture of fixtures) {
        expect(LEAGUE.teams).toContain(fixture.home);
        expect(LEAGUE.slots.map((slot) => brazilTime(day, slot))).toContain(fixture.startsAt);
        expect(fixture.externalId).toMatch(/^sim:1:bra-serie-a:\d{4}-\d{2}-\d{2}:\d$/);
        expect(fixture.referee).toMatch(/^\S+ \S+$/);
      }
    }
    const flamengoAtHome = Array.from({ length: 28 }, (_, k) => simulatedDay(1, DAY + k, LEAGUE))
      .flat()
      .find((fixture) => fixture.home === 'CR Flamengo')!;
    expect(flamengoAtHome.venue).toBe('Maracanã');
  });

  it('never gives a team matches on two days running, yet mixes opponents and keeps the league’s matches a day', () => {
    const twenty: SimLeague = { ...LEAGUE, teams: Array.from({ length: 20 }, (_, index) => `Clube ${index + 1}`), perDay: [3, 5] };
    const opponents = new Map<string, Set<string>>();
    let yesterday = new Set<string>();
    const firstDay = ROTATION_DAYS * 1460 - 3;
    for (let day = firstDay; day < firstDay + 6 * ROTATION_DAYS; day++) {
      const fixtures = simulatedDay(11, day, twenty);
      const today = fixtures.flatMap((fixture) => [fixture.home, fixture.away]);
      expect(
        today.filter((team) => yesterday.has(team)),
        `day ${day}`,
      ).toEqual([]);
      expect(new Set(today).size).toBe(today.length);
      // Only the first day of a new split can fall short, when teams of the day before sit out.
      if (day % ROTATION_DAYS !== 0) expect(fixtures.length).toBeGreaterThanOrEqual(3);
      for (const fixture of fixtures) {
        opponents.set(fixture.home, (opponents.get(fixture.home) ?? new Set()).add(fixture.away));
        opponents.set(fixture.away, (opponents.get(fixture.away) ?? new Set()).add(fixture.home));
      }
      yesterday = new Set(today);
    }
    // One split alone would keep a team among the 9 others of its half.
    for (const team of twenty.teams) expect(opponents.get(team)!.size).toBeGreaterThan(9);
  });

  it('frees each team on alternate days of a split, from the day alone', () => {
    const day = ROTATION_DAYS * 1460 + 4;
    const [even, odd] = [teamsFreeOn(5, day, LEAGUE), teamsFreeOn(5, day + 1, LEAGUE)];
    expect([...even, ...odd].sort()).toEqual([...LEAGUE.teams].sort());
    expect(teamsFreeOn(5, day + 2, LEAGUE)).toEqual(even);
    expect(teamsFreeOn(5, day, LEAGUE)).toEqual(even);
  });

  it('gives a fixture the same match for the same seed', () => {
    const fixture = simulatedDay(3, DAY, LEAGUE)[0]!;
    const script = simulatedScript(3, fixture, FOOTBALL);
    expect(simulatedScript(3, fixture, FOOTBALL)).toEqual(script);
    expect(scriptStateAt(script, 3 * 3600)).toEqual(scriptStateAt(simulatedScript(3, fixture, FOOTBALL), 3 * 3600));
    expect(simulatedScript(4, { ...fixture, externalId: fixture.externalId.replace('sim:3', 'sim:4') }, FOOTBALL)).not.toEqual(script);
  });
});

describe('simulated matches', () => {
  it('reach every spec status at realistic rates, through legal transitions only', () => {
    const counts = new Map<MatchStatus, number>();
    const n = 3000;
    for (let i = 0; i < n; i++) {
      const scripts = [
        footballScript(rngFor(11, 'f', i), { pricing: FOOTBALL, knockout: i % 4 === 0 }),
        basketballScript(rngFor(11, 'b', i), { pricing: BASKETBALL }),
      ];
      for (const script of scripts) {
        playThrough(script);
        for (const status of new Set(statusesOf(script))) counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual([...MATCH_STATUSES].sort());
    // Most matches finish; the rare statuses stay rare.
    expect((counts.get('Finished') ?? 0) / (2 * n)).toBeGreaterThan(0.95);
    for (const rare of ['Postponed', 'Cancelled', 'Abandoned', 'Walkover', 'Awarded', 'Suspended'] as const)
      expect((counts.get(rare) ?? 0) / (2 * n)).toBeLessThan(0.03);
    // Halves and half-time are football's; basketball plays as Live.
    expect(counts.get('Live')).toBeGreaterThan(0.95 * n);
  });

  it('score goals at the rate the prices assume', () => {
    let home = 0;
    let away = 0;
    let played = 0;
    for (let i = 0; i < 4000; i++) {
      const state = scriptStateAt(footballScript(rngFor(5, i), { pricing: FOOTBALL, knockout: false }), Infinity);
      if (state.status !== 'Finished') continue;
      home += state.score.home;
      away += state.score.away;
      played++;
    }
    // Red cards move the rates a little either way; 4000 matches give a standard error of about 0.02.
    expect(home / played).toBeCloseTo(1.5, 1);
    expect(away / played).toBeCloseTo(1.1, 1);
  });

  it('decide draws in cup knock-outs by extra time and penalties', () => {
    let shootouts = 0;
    for (let i = 0; i < 300; i++) {
      const state = scriptStateAt(footballScript(rngFor(9, i), { pricing: FOOTBALL, knockout: true }), Infinity);
      if (state.status !== 'Finished') continue;
      const total = { home: state.score.home + (state.penalties?.home ?? 0), away: state.score.away + (state.penalties?.away ?? 0) };
      expect(total.home).not.toBe(total.away);
      if (state.penalties) {
        shootouts++;
        expect(state.score.home).toBe(state.score.away);
        expect(state.periods[3]).toEqual([state.penalties.home, state.penalties.away]);
      }
      expect(state.regularScore).not.toBeNull();
    }
    expect(shootouts).toBeGreaterThan(5);
  });

  it('play basketball quarters around the spread and total, with overtime while tied', () => {
    let points = 0;
    let margin = 0;
    let played = 0;
    for (let i = 0; i < 2000; i++) {
      const state = scriptStateAt(basketballScript(rngFor(6, i), { pricing: BASKETBALL }), Infinity);
      if (state.status !== 'Finished') continue;
      expect(state.score.home).not.toBe(state.score.away);
      expect(state.periods.length).toBeGreaterThanOrEqual(4);
      const sum = state.periods.reduce((acc, p) => ({ home: acc.home + (p?.[0] ?? 0), away: acc.away + (p?.[1] ?? 0) }), { home: 0, away: 0 });
      expect(sum).toEqual(state.score);
      points += state.score.home + state.score.away;
      margin += state.score.home - state.score.away;
      played++;
    }
    expect(points / played).toBeGreaterThan(219);
    expect(points / played).toBeLessThan(224);
    expect(margin / played).toBeGreaterThan(4.5);
    expect(margin / played).toBeLessThan(6.5);
  });
});
