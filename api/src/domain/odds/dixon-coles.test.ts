import { describe, expect, it } from 'vitest';
import { readOpenfootball, sportsDataPath } from '../../../scripts/lib/odds-data.ts';
import { dayNumber } from './calendar.ts';
import { expectedGoalsFor, fitDixonColes, predictScoreMatrix, simulateSeasons, type DixonColesTruth, type FootballMatch } from './dixon-coles.ts';
import { seededRandom } from './rng.ts';
import { matchOutcome } from './score-matrix.ts';

/** A league with known parameters: attack and defence centred on 0 (the model's own convention). */
function truthFor(random: () => number, teams: number): DixonColesTruth {
  const centred = (values: number[]) => {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return values.map((v) => v - mean);
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return {
    teams: Array.from({ length: teams }, (_, k) => `Team ${String(k + 1).padStart(2, '0')}`),
    attack: centred(Array.from({ length: teams }, () => 0.25 * normal())),
    defence: centred(Array.from({ length: teams }, () => 0.25 * normal())),
    intercept: 0.1,
    homeAdvantage: 0.3,
    rho: -0.1,
  };
}

/** Priors so weak and decay so slow that the fit is plain maximum likelihood. */
const MLE = {
  halfLifeDays: 1e9,
  attackPriorSd: 10,
  defencePriorSd: 10,
  teamHomePriorSd: 0,
  homeAdvantagePrior: { mean: 0, sd: 10 },
  interceptPrior: { mean: 0, sd: 10 },
  rhoPrior: { mean: 0, sd: 10 },
  newcomer: { attack: 0, defence: 0, windowDays: 365, establishedAfter: 1 },
  minWeight: 0,
};

const centre = (values: ArrayLike<number>) => {
  const list = Array.from(values);
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  return list.map((v) => v - mean);
};

describe('fitDixonColes', () => {
  const random = seededRandom(20_250_329);
  const truth = truthFor(random, 20);
  const matches = simulateSeasons(truth, 12, dayNumber(2010, 1, 1), random);
  const asOf = (matches.at(-1)?.day ?? 0) + 1;

  it('recovers known parameters from simulated seasons', () => {
    const model = fitDixonColes(matches, asOf, MLE);
    expect(model.converged).toBe(true);
    expect(model.matchesUsed).toBe(12 * 380);
    const attack = centre(model.attack);
    const defence = centre(model.defence);
    const order = model.teams.map((team) => truth.teams.indexOf(team));
    const attackError = attack.map((a, k) => a - (truth.attack[order[k] as number] as number));
    const defenceError = defence.map((d, k) => d - (truth.defence[order[k] as number] as number));
    const rms = (errors: number[]) => Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
    // ~456 matches per team: the standard error of one attack or defence is about 0.04.
    expect(rms(attackError)).toBeLessThan(0.06);
    expect(rms(defenceError)).toBeLessThan(0.06);
    expect(Math.max(...attackError.map(Math.abs), ...defenceError.map(Math.abs))).toBeLessThan(0.15);
    expect(model.homeAdvantage).toBeCloseTo(truth.homeAdvantage, 1);
    const meanAttack = Array.from(model.attack).reduce((a, b) => a + b, 0) / model.attack.length;
    const meanDefence = Array.from(model.defence).reduce((a, b) => a + b, 0) / model.defence.length;
    expect(model.intercept + meanAttack - meanDefence).toBeCloseTo(truth.intercept, 1);
    expect(Math.abs(model.rho - truth.rho)).toBeLessThan(0.06);
  });

  it('is deterministic and independent of the input order', () => {
    const first = fitDixonColes(matches, asOf);
    const again = fitDixonColes(matches, asOf);
    const shuffled = [...matches].reverse();
    const reordered = fitDixonColes(shuffled, asOf);
    expect(again).toEqual(first);
    expect(reordered).toEqual(first);
  });

  it('reaches the same optimum from a warm start, in fewer iterations', () => {
    const yesterday = fitDixonColes(matches, asOf - 3);
    const cold = fitDixonColes(matches, asOf);
    const warm = fitDixonColes(matches, asOf, {}, yesterday);
    expect(warm.iterations).toBeLessThan(cold.iterations);
    warm.attack.forEach((a, k) => expect(a).toBeCloseTo(cold.attack[k] as number, 5));
    expect(warm.rho).toBeCloseTo(cold.rho, 5);
    expect(warm.logPosterior).toBeCloseTo(cold.logPosterior, 6);
  });

  it('never looks at matches on or after the fit date', () => {
    const cut = matches[1000]?.day ?? 0;
    const before = fitDixonColes(matches, cut);
    const altered: FootballMatch[] = matches.map((m) => (m.day >= cut ? { ...m, homeGoals: 9, awayGoals: 0 } : m));
    expect(fitDixonColes(altered, cut)).toEqual(before);
  });

  it('lets a correlated prior carry a tight defence over to the attack', () => {
    // Team 01 scores the league-average goal a game but never concedes: independent priors leave
    // its attack near average; a positive correlation lifts it with the defence.
    const teams = truth.teams.slice(0, 6);
    const tight = simulateSeasons(
      { ...truth, teams, attack: truth.attack.slice(0, 6), defence: truth.defence.slice(0, 6) },
      1,
      dayNumber(2020, 1, 1),
      random,
    ).map((m) => (m.home === 'Team 01' ? { ...m, homeGoals: 1, awayGoals: 0 } : m.away === 'Team 01' ? { ...m, homeGoals: 0, awayGoals: 1 } : m));
    const day = (tight.at(-1)?.day ?? 0) + 1;
    const independent = fitDixonColes(tight, day, { attackDefenceCorrelation: 0 });
    const correlated = fitDixonColes(tight, day, { attackDefenceCorrelation: 0.6 });
    const cold = fitDixonColes(tight, day, { attackDefenceCorrelation: 0.6 }, independent);
    const at = independent.teams.indexOf('Team 01');
    expect(correlated.converged).toBe(true);
    expect(correlated.defence[at]).toBeGreaterThan(0);
    expect((correlated.attack[at] as number) - (independent.attack[at] as number)).toBeGreaterThan(0.03);
    // The coupled prior keeps the log-posterior concave: a warm start lands on the same optimum.
    correlated.attack.forEach((a, k) => expect(cold.attack[k]).toBeCloseTo(a, 5));
    expect(() => fitDixonColes(tight, day, { attackDefenceCorrelation: 1 })).toThrow(RangeError);
  });

  it('fits before any match has been played, from the priors alone', () => {
    const model = fitDixonColes([], dayNumber(2025, 1, 1));
    const outcome = matchOutcome(predictScoreMatrix(model, 'A', 'B'));
    expect(outcome.home).toBeGreaterThan(outcome.away);
    expect(outcome.home + outcome.draw + outcome.away).toBeCloseTo(1, 12);
  });

  it('rates a strong side above a weak one on real results (Brasileirão Série A 2025, first half of the season)', () => {
    const season = readOpenfootball(sportsDataPath('openfootball', '2025_br.1.json'));
    const played = season.matches
      .filter((m) => m.ft)
      .map((m) => ({ day: m.day, home: m.home, away: m.away, homeGoals: m.ft?.home ?? 0, awayGoals: m.ft?.away ?? 0 }));
    const midSeason = played[190]?.day ?? 0;
    const model = fitDixonColes(played, midSeason);
    expect(model.converged).toBe(true);
    expect(model.iterations).toBeLessThan(50);
    expect(model.matchesUsed).toBeGreaterThan(150);
    expect(model.homeAdvantage).toBeGreaterThan(0.1);
    // Overall strength: attack + defence (log goal-rate units).
    const strength = (team: string) => {
      const k = model.teams.indexOf(team);
      return (model.attack[k] as number) + (model.defence[k] as number);
    };
    const ranked = [...model.teams].sort((l, r) => strength(r) - strength(l));
    // Flamengo (43 points) and Palmeiras (39) led the table on that date; both sit in the model's top four.
    expect(ranked.slice(0, 4)).toEqual(expect.arrayContaining(['CR Flamengo', 'SE Palmeiras']));
    const derby = expectedGoalsFor(model, 'CR Flamengo', 'EC Juventude');
    expect(derby.home).toBeGreaterThan(2 * derby.away);
  });
});
