/**
 * The simulator feed (pure): a rolling schedule of fixtures with real league and team names, and
 * for each fixture a script of the whole match — kick-off, goals, red cards, dangerous moments,
 * halves and stoppage time (football), points by quarter and overtime (basketball), and every
 * spec §4 status at realistic rates. Given the seed, a day and the league's teams, the schedule is
 * always the same; given the seed, a fixture and its pricing, so is the match.
 *
 * Goals come from the same expected goals the prices come from (the league's Dixon–Coles fit),
 * scored minute by minute as a Poisson process with the in-play model's intensity profile (45% of
 * the goals in the first half, stoppage time included) and its red-card factors, so prices and
 * outcomes agree on average. Basketball quarters are drawn from the margin model's own joint
 * normal (NBA-fitted quarter covariances) centred on the pre-match spread and total.
 */
import { IN_PLAY_DEFAULTS, NBA_PARAMETERS } from '../odds/index.ts';
import { cholesky, normalCdf } from '../odds/math.ts';
import { brazilTime, isoDay } from './calendar.ts';
import type { MatchStatus, Side, Sport } from './model.ts';
import { inventedReferee, venueOf, type NameRegion } from './names.ts';
import { intBetween, normal, pickOne, poisson, rngFor, seedTag, shuffled, weighted, type Random, type Seed } from './random.ts';
import type { Script } from './script.ts';
import type { MatchEvent } from './state-machine.ts';
import type { BasketballPricing, FootballPricing } from './pricing.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A league the simulator schedules. */
export interface SimLeague {
  readonly id: string;
  readonly sport: Sport;
  readonly teams: readonly string[];
  /** Kick-off times, Brazil time (HH:MM). */
  readonly slots: readonly string[];
  /** Matches a day: at least, at most. */
  readonly perDay: readonly [number, number];
  /** Single-match knock-outs: a draw after 90 minutes goes to extra time and penalties. */
  readonly knockout: boolean;
  readonly refereeRegion: NameRegion;
}

/** A fixture as a feed plans it, before its pricing and script. */
export interface PlannedFixture {
  readonly externalId: string;
  readonly feed: 'simulator' | 'replay';
  readonly sport: Sport;
  readonly leagueId: string;
  readonly home: string;
  readonly away: string;
  /** Scheduled kick-off (epoch ms). */
  readonly startsAt: number;
  readonly knockout: boolean;
  readonly referee: string | null;
  readonly venue: string | null;
}

/** How long a league keeps one split of its teams into the halves that play on alternate days (even). */
export const ROTATION_DAYS = 14;

/**
 * The teams that may play on `day`, so that no team plays two days running: the league is split
 * into two halves that play on alternate days; the split is drawn again every `ROTATION_DAYS` days
 * so that opponents mix, and on the first day of a new split the teams that played the day before
 * under the old one sit out. Computed from the day alone, so every day's schedule stays a pure
 * function of the seed, the day and the league.
 */
export function teamsFreeOn(seed: Seed, day: number, league: Pick<SimLeague, 'id' | 'teams'>): string[] {
  const half = (block: number, onDay: number) =>
    shuffled(rngFor(seed, 'rotation', league.id, block), league.teams).filter((_, index) => index % 2 === onDay % 2);
  const block = Math.floor(day / ROTATION_DAYS);
  const today = half(block, day);
  if (day % ROTATION_DAYS !== 0) return today;
  const playedYesterday = new Set(half(block - 1, day - 1));
  return today.filter((team) => !playedYesterday.has(team));
}

/** The simulator's fixtures of one league on one Brazil-time day. */
export function simulatedDay(seed: Seed, day: number, league: SimLeague): PlannedFixture[] {
  const random = rngFor(seed, 'day', league.id, day);
  const [min, max] = league.perDay;
  const free = teamsFreeOn(seed, day, league);
  const count = Math.min(intBetween(random, min, max), Math.floor(free.length / 2));
  const teams = shuffled(random, free);
  const slots = Array.from({ length: count }, () => pickOne(random, league.slots)).sort();
  return slots.map((slot, k) => {
    const home = teams[2 * k] as string;
    return {
      externalId: `sim:${seedTag(seed)}:${league.id}:${isoDay(day)}:${k}`,
      feed: 'simulator',
      sport: league.sport,
      leagueId: league.id,
      home,
      away: teams[2 * k + 1] as string,
      startsAt: brazilTime(day, slot),
      knockout: league.knockout,
      referee: inventedReferee(random, league.refereeRegion),
      venue: venueOf(home),
    };
  });
}

/** How rare things are, per match. */
export const SIMULATOR_RATES = {
  /** Kick-off time announced later (the fixture shows To Be Determined until 2–4 days before). */
  toBeDetermined: 0.06,
  postponed: 0.012,
  cancelled: 0.005,
  walkover: 0.003,
  delayed: 0.03,
  interrupted: 0.02,
  /** Share of interrupted matches that never resume. */
  interruptedAbandoned: 0.08,
  suspended: 0.012,
  suspendedAbandoned: 0.45,
  /** Share of abandoned matches later awarded by the competition. */
  awarded: 0.35,
  /** Red cards per team per match, missed penalties per match, dangerous attacks per match. */
  redCardsPerTeam: 0.1,
  missedPenalties: 0.07,
  dangerousAttacks: 6,
  /** Share of goals scored from the penalty spot (a penalty suspends markets until it is taken). */
  penaltyGoalShare: 0.1,
  shootoutConversion: 0.75,
} as const;

type Incident = { kind: 'Interrupted' | 'Suspended'; period: number; minute: number; pauseMinutes: number; abandon: boolean } | null;

/** Pre-match fate and the status the fixture starts in; events before kick-off go to `events`. */
function prematch(random: Random, events: MatchEvent[], sport: Sport): { initialStatus: MatchStatus; plays: boolean } {
  const r = SIMULATOR_RATES;
  const tbd = random() < r.toBeDetermined;
  if (tbd) events.push({ at: -intBetween(random, 2, 4) * DAY, type: 'status', status: 'Not Started' });
  const initialStatus: MatchStatus = tbd ? 'To Be Determined' : 'Not Started';
  const fate = weighted(random, [
    ['play', 1 - r.postponed - r.cancelled - (sport === 'football' ? r.walkover : 0)],
    ['Postponed', r.postponed],
    ['Cancelled', r.cancelled],
    ['Walkover', sport === 'football' ? r.walkover : 0],
  ] as const);
  if (fate === 'play') return { initialStatus, plays: true };
  const at = fate === 'Walkover' ? -intBetween(random, 30, 120) * 60 : -intBetween(random, 1, 36) * HOUR;
  events.push({ at, type: 'status', status: fate });
  return { initialStatus, plays: false };
}

function incidentFor(random: Random, periods: number, minutesPerPeriod: number): Incident {
  const r = SIMULATOR_RATES;
  const kind = weighted(random, [
    ['none', 1 - r.interrupted - r.suspended],
    ['Interrupted', r.interrupted],
    ['Suspended', r.suspended],
  ] as const);
  if (kind === 'none') return null;
  return {
    kind,
    period: intBetween(random, 1, periods),
    minute: intBetween(random, 1, minutesPerPeriod - 2),
    pauseMinutes: kind === 'Interrupted' ? intBetween(random, 3, 12) : intBetween(random, 20, 50),
    abandon: random() < (kind === 'Interrupted' ? r.interruptedAbandoned : r.suspendedAbandoned),
  };
}

/** Returns the sim second after the stoppage, or null when the match was abandoned there. */
function playIncident(random: Random, events: MatchEvent[], incident: NonNullable<Incident>, t: number, resume: MatchStatus): number | null {
  events.push({ at: t + 1, type: 'status', status: incident.kind });
  const after = t + 1 + incident.pauseMinutes * 60;
  if (incident.abandon) {
    events.push({ at: after, type: 'status', status: 'Abandoned' });
    if (random() < SIMULATOR_RATES.awarded) events.push({ at: after + intBetween(random, 2, 6) * HOUR, type: 'status', status: 'Awarded' });
    return null;
  }
  events.push({ at: after, type: 'status', status: resume });
  return after;
}

const sortEvents = (events: MatchEvent[]) =>
  events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => a.event.at - b.event.at || a.i - b.i)
    .map(({ event }) => event);

/** Stoppage minutes: first half 1–5 (about 3), second half 3–9 (about 6), as IN_PLAY_DEFAULTS expects. */
const FIRST_HALF_STOPPAGE = [
  [1, 0.1],
  [2, 0.25],
  [3, 0.3],
  [4, 0.2],
  [5, 0.15],
] as const;
const SECOND_HALF_STOPPAGE = [
  [3, 0.08],
  [4, 0.14],
  [5, 0.2],
  [6, 0.22],
  [7, 0.18],
  [8, 0.12],
  [9, 0.06],
] as const;

/** One football match, minute by minute. */
export function footballScript(random: Random, input: { pricing: FootballPricing; knockout: boolean }): Script {
  const r = SIMULATOR_RATES;
  const events: MatchEvent[] = [];
  const { initialStatus, plays } = prematch(random, events, 'football');
  if (!plays) return { sport: 'football', initialStatus, events: sortEvents(events) };

  let t = 0;
  if (random() < r.delayed) {
    events.push({ at: 0, type: 'status', status: 'Delayed' });
    t = intBetween(random, 10, 45) * 60;
  }
  const incident = incidentFor(random, 2, 45);
  const xg = { home: input.pricing.homeXg, away: input.pricing.awayXg };
  const cards = { home: 0, away: 0 };
  const score = { home: 0, away: 0 };
  const { ownRate, opponentRate } = IN_PLAY_DEFAULTS.redCard;
  const factor = (side: Side) => {
    const other: Side = side === 'home' ? 'away' : 'home';
    return ownRate ** cards[side] * opponentRate ** cards[other];
  };

  /** One minute of play starting at sim second t: goals, cards, dangers. */
  const playMinute = (goalRate: (side: Side) => number, allowIncidents: boolean) => {
    const minuteEvents: MatchEvent[] = [];
    for (const side of ['home', 'away'] as const) {
      for (let goals = poisson(random, goalRate(side)); goals > 0; goals--) {
        const at = t + 2 + random() * 56;
        const penalty = random() < r.penaltyGoalShare;
        if (penalty) minuteEvents.push({ at: Math.max(t + 0.5, at - 40), type: 'danger', side, kind: 'penalty' });
        minuteEvents.push({ at, type: 'goal', side, ...(penalty ? { penalty: true } : {}) });
        score[side]++;
      }
      if (!allowIncidents) continue;
      if (random() < r.redCardsPerTeam / 95) {
        minuteEvents.push({ at: t + 1 + random() * 57, type: 'red-card', side });
        cards[side]++;
      }
      if (random() < r.missedPenalties / 2 / 95) {
        minuteEvents.push({ at: t + 3, type: 'danger', side, kind: 'penalty' });
        minuteEvents.push({ at: t + 50, type: 'penalty-missed', side });
      }
      if (random() < r.dangerousAttacks / 2 / 95) minuteEvents.push({ at: t + 0.5 + random() * 58, type: 'danger', side, kind: 'attack' });
    }
    events.push(...minuteEvents);
    t += 60;
  };

  for (const half of [1, 2] as const) {
    const base = half === 1 ? 0 : 45;
    const stoppage = weighted(random, half === 1 ? FIRST_HALF_STOPPAGE : SECOND_HALF_STOPPAGE);
    const expected = half === 1 ? IN_PLAY_DEFAULTS.expectedStoppage.firstHalf : IN_PLAY_DEFAULTS.expectedStoppage.secondHalf;
    const share = half === 1 ? IN_PLAY_DEFAULTS.firstHalfShare : 1 - IN_PLAY_DEFAULTS.firstHalfShare;
    const length = 45 + stoppage;
    const status: MatchStatus = half === 1 ? '1st Half' : '2nd Half';
    events.push({ at: t, type: 'status', status, period: half, clock: { start: base * 60, limit: (base + length) * 60, rate: 1 } });
    for (let m = 0; m < length; m++) {
      if (incident && incident.period === half && incident.minute === m) {
        const resumed = playIncident(random, events, incident, t, status);
        if (resumed === null) return { sport: 'football', initialStatus, events: sortEvents(events) };
        t = resumed;
      }
      if (m === 45) events.push({ at: t, type: 'added-time', minutes: stoppage });
      playMinute((side) => (xg[side] * share * factor(side)) / (45 + expected), true);
    }
    if (half === 1) {
      events.push({ at: t, type: 'status', status: 'Halftime' });
      t += 15 * 60;
    }
  }

  if (input.knockout && score.home === score.away) {
    t += 5 * 60;
    for (const period of [3, 4] as const) {
      const stoppage = intBetween(random, 0, 2);
      const start = period === 3 ? 90 : 105;
      const clock = { start: start * 60, limit: (start + 15 + stoppage) * 60, rate: 1 };
      events.push(period === 3 ? { at: t, type: 'status', status: 'Extra Time', period, clock } : { at: t, type: 'period-start', period, clock });
      for (let m = 0; m < 15 + stoppage; m++) playMinute((side) => ((xg[side] * factor(side)) / 90) * 0.9, false);
      if (period === 3) {
        events.push({ at: t, type: 'period-end' });
        t += 60;
      }
    }
    if (score.home === score.away) {
      t += 3 * 60;
      events.push({ at: t, type: 'status', status: 'Penalty Shootout' });
      t = shootout(random, events, t + 60, null);
    }
  }
  events.push({ at: t + 30, type: 'status', status: 'Finished' });
  return { sport: 'football', initialStatus, events: sortEvents(events) };
}

/**
 * A penalty shootout from sim second t: five kicks each, alternating, stopping once one side
 * cannot be caught, then sudden death. With `target`, the kicks end exactly on that score (a
 * replayed shootout). Returns the sim second after the last kick.
 */
export function shootout(random: Random, events: MatchEvent[], t: number, target: { home: number; away: number } | null): number {
  const kicks: { side: Side; scored: boolean }[] = [];
  if (target) {
    // Five rounds, or as many as the sudden death needed; each side's goals fall on random kicks.
    const rounds = Math.max(5, target.home, target.away);
    const scoredKicks = (goals: number) => {
      const scored = new Set(shuffled(random, [...Array(rounds).keys()]).slice(0, goals));
      return Array.from({ length: rounds }, (_, k) => scored.has(k));
    };
    const home = scoredKicks(target.home);
    const away = scoredKicks(target.away);
    for (let k = 0; k < rounds; k++) {
      kicks.push({ side: 'home', scored: home[k] ?? false });
      kicks.push({ side: 'away', scored: away[k] ?? false });
    }
  } else {
    const score = { home: 0, away: 0 };
    const taken = { home: 0, away: 0 };
    for (let k = 0; k < 40; k++) {
      const side: Side = k % 2 === 0 ? 'home' : 'away';
      const scored = random() < SIMULATOR_RATES.shootoutConversion;
      kicks.push({ side, scored });
      taken[side]++;
      if (scored) score[side]++;
      const regulation = taken.home <= 5 && taken.away <= 5;
      if (regulation) {
        const homeLeft = 5 - taken.home;
        const awayLeft = 5 - taken.away;
        if (score.home + homeLeft < score.away || score.away + awayLeft < score.home) break;
        if (taken.home === 5 && taken.away === 5 && score.home !== score.away) break;
      } else if (taken.home === taken.away && score.home !== score.away) break;
    }
  }
  for (const kick of kicks) {
    events.push({ at: t, type: 'shootout-kick', side: kick.side, scored: kick.scored });
    t += 50;
  }
  return t;
}

/** Game seconds per sim second: a 12-minute NBA quarter takes about 27 minutes to play. */
export const BASKETBALL_CLOCK_RATE = 720 / 1620;
const QUARTER_BREAK = 130;
const HALF_TIME_BREAK = 15 * 60;

/** Spreads a side's points over the minutes of a period as baskets of 1, 2 and 3. */
function basketsByMinute(random: Random, points: number, minutes: number): number[] {
  const out = new Array<number>(minutes).fill(0);
  let left = points;
  while (left > 0) {
    const size = left >= 3 && random() < 0.3 ? 3 : left >= 2 && random() < 0.82 ? 2 : 1;
    const minute = Math.floor(random() * minutes);
    out[minute] = (out[minute] as number) + size;
    left -= size;
  }
  return out;
}

function sampleGaussian(random: Random, mean: readonly number[], cov: readonly number[]): number[] {
  const n = mean.length;
  const l = cholesky(Float64Array.from(cov), n);
  if (!l) throw new RangeError('covariance is not positive definite');
  const z = Array.from({ length: n }, () => normal(random));
  return mean.map((m, i) => {
    let v = m;
    for (let k = 0; k <= i; k++) v += (l[i * n + k] as number) * (z[k] as number);
    return v;
  });
}

/** Quarter (or overtime) points for a sampled margin and total. */
function splitPoints(random: Random, total: number, margin: number, minimum: number): { home: number; away: number } {
  const t = Math.max(2 * minimum, Math.round(total));
  let m = Math.round(margin);
  if ((t + m) % 2 !== 0) m += random() < 0.5 ? 1 : -1;
  m = Math.max(-(t - 2 * minimum), Math.min(t - 2 * minimum, m));
  return { home: (t + m) / 2, away: (t - m) / 2 };
}

/** Regulation quarter points drawn from the margin model's joint normal for these lines. */
export function basketballQuarters(random: Random, pricing: { homeLine: number; total: number }): { home: number; away: number }[] {
  const p = NBA_PARAMETERS;
  const shareM = p.marginShare.reduce((a, b) => a + b, 0);
  const shareT = p.totalShare.reduce((a, b) => a + b, 0);
  const sdFull = Math.sqrt(p.marginCov.reduce((a, b) => a + b, 0));
  const tie = normalCdf((0.5 + pricing.homeLine) / sdFull) - normalCdf((-0.5 + pricing.homeLine) / sdFull);
  const regulationTotal = pricing.total - tie * p.overtime.pointsMean;
  const margins = sampleGaussian(
    random,
    p.marginShare.map((s) => (s / shareM) * -pricing.homeLine),
    p.marginCov,
  );
  const totals = sampleGaussian(
    random,
    p.totalShare.map((s) => (s / shareT) * regulationTotal),
    p.totalCov,
  );
  return margins.map((m, q) => splitPoints(random, totals[q] as number, m, 6));
}

/**
 * Scripts one basketball period's points minute by minute of game clock, from sim second t;
 * returns the sim second at its end (null when an incident abandoned the game).
 */
export function playBasketballPeriod(
  random: Random,
  events: MatchEvent[],
  t: number,
  points: { home: number; away: number },
  minutes: number,
  incident: Incident,
  period: number,
): number | null {
  const home = basketsByMinute(random, points.home, minutes);
  const away = basketsByMinute(random, points.away, minutes);
  const minuteLength = 60 / BASKETBALL_CLOCK_RATE;
  for (let m = 0; m < minutes; m++) {
    if (incident && incident.period === period && incident.minute === m) {
      const resumed = playIncident(random, events, incident, t, 'Live');
      if (resumed === null) return null;
      t = resumed;
    }
    const h = home[m] as number;
    const a = away[m] as number;
    if (h + a > 0) events.push({ at: t + minuteLength - 1, type: 'points', home: h, away: a });
    t += minuteLength;
  }
  events.push({ at: t, type: 'period-end' });
  return t;
}

/** One basketball game: four quarters drawn from the margin model, overtime while tied. */
export function basketballScript(random: Random, input: { pricing: BasketballPricing }): Script {
  const r = SIMULATOR_RATES;
  const events: MatchEvent[] = [];
  const { initialStatus, plays } = prematch(random, events, 'basketball');
  if (!plays) return { sport: 'basketball', initialStatus, events: sortEvents(events) };
  let t = 0;
  if (random() < r.delayed) {
    events.push({ at: 0, type: 'status', status: 'Delayed' });
    t = intBetween(random, 10, 30) * 60;
  }
  const incident = incidentFor(random, 4, 12);
  const quarters = basketballQuarters(random, input.pricing);
  const clock = { start: 0, limit: 720, rate: BASKETBALL_CLOCK_RATE };
  for (let q = 1; q <= 4; q++) {
    events.push(q === 1 ? { at: t, type: 'status', status: 'Live', period: 1, clock } : { at: t, type: 'period-start', period: q, clock });
    const end = playBasketballPeriod(random, events, t, quarters[q - 1] as { home: number; away: number }, 12, incident, q);
    if (end === null) return { sport: 'basketball', initialStatus, events: sortEvents(events) };
    t = end + (q === 2 ? HALF_TIME_BREAK : q < 4 ? QUARTER_BREAK : 0);
  }
  let margin = quarters.reduce((sum, s) => sum + s.home - s.away, 0);
  const ot = NBA_PARAMETERS.overtime;
  for (let period = 5; margin === 0 && period < 12; period++) {
    t += 120;
    events.push({ at: t, type: 'period-start', period, clock: { start: 0, limit: 300, rate: BASKETBALL_CLOCK_RATE } });
    const points = splitPoints(random, ot.pointsMean + normal(random) * ot.pointsSd, (-input.pricing.homeLine * 5) / 48 + normal(random) * ot.marginSd, 2);
    const end = playBasketballPeriod(random, events, t, points, 5, null, period);
    t = end as number;
    margin += points.home - points.away;
  }
  events.push({ at: t + 20, type: 'status', status: 'Finished' });
  return { sport: 'basketball', initialStatus, events: sortEvents(events) };
}

/** The simulator's script for a fixture: one stream per fixture, so it does not depend on the others. */
export function simulatedScript(seed: Seed, fixture: PlannedFixture, pricing: FootballPricing | BasketballPricing): Script {
  const random = rngFor(seed, 'match', fixture.externalId);
  return pricing.model === 'dixon-coles' ? footballScript(random, { pricing, knockout: fixture.knockout }) : basketballScript(random, { pricing });
}
