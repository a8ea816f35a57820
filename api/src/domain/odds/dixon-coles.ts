/**
 * Dixon–Coles (1997) football model, fitted by maximum a posteriori on past results.
 *
 *   home goals ~ Poisson(λ), λ = exp(c + H + h_home + a_home − d_away)
 *   away goals ~ Poisson(μ), μ = exp(c + a_away − d_home)
 *   P(score) ∝ Poisson(λ)·Poisson(μ)·τ(score; λ, μ, ρ)        (τ: low-score dependence, see score-matrix.ts)
 *
 * c is the league's log goal rate, H the league home advantage, a/d each team's attack and defence
 * (higher = better), h an optional team-specific home advantage. Each past match's log-likelihood is
 * weighted by exp(−ln2·age/halfLife) so recent form counts more (Dixon & Coles' ξ, expressed as a
 * half-life because a half-life is easy to reason about and to tune).
 *
 * Gaussian priors on every parameter make the fit well posed from the first match day on: they pin
 * the otherwise free level of a and d (a ridge instead of a sum-to-zero constraint), shrink teams
 * with few matches towards the average, and start newly promoted teams below it.
 *
 * The optimiser is Fisher scoring on (c, H, a, d, h) — Newton's method with the Poisson part's
 * expected information as the Hessian, which is positive definite (priors included) so every step is
 * an ascent direction — alternated with an exact 1-D Newton step on ρ, with step halving on the true
 * log-posterior. A Série A season (380 matches, 20 teams) converges in about six iterations, 2–5 ms
 * (30 ms on a cold JIT); seven seasons of history (1,900 matches, 31 teams) in 5–10 ms. A warm
 * start from the previous fit saves an iteration or two.
 */
import { dixonColesMatrix, DEFAULT_MAX_GOALS, type ScoreMatrix } from './score-matrix.ts';
import { cholesky, choleskySolve } from './math.ts';

/** One played match. `day` is days since 1970-01-01 (see calendar.ts). */
export interface FootballMatch {
  readonly day: number;
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
}

export interface GaussianPrior {
  readonly mean: number;
  readonly sd: number;
}

export interface DixonColesOptions {
  /** Age at which a match counts half as much as one played today. */
  readonly halfLifeDays: number;
  /** Prior spread of team attack / defence around their prior mean (log goal-rate units). */
  readonly attackPriorSd: number;
  readonly defencePriorSd: number;
  /**
   * Prior correlation of a team's attack and defence (0 = independent). Good sides tend to be good
   * at both ends, so a positive value lets a team's goals against inform its attack and vice versa.
   */
  readonly attackDefenceCorrelation: number;
  /** Prior spread of the team-specific extra home advantage; 0 turns the team term off. */
  readonly teamHomePriorSd: number;
  readonly homeAdvantagePrior: GaussianPrior;
  readonly interceptPrior: GaussianPrior;
  readonly rhoPrior: GaussianPrior;
  /**
   * A team with few matches in the last `windowDays` (newly promoted, or back after years away) has
   * prior mean attack/defence `attack`/`defence` (negative = weaker than the league average), fading
   * linearly to 0 as it reaches `establishedAfter` matches in the window. Promoted sides are weaker
   * than the teams they replace on average; without this the model rates them average for weeks.
   */
  readonly newcomer: { readonly attack: number; readonly defence: number; readonly windowDays: number; readonly establishedAfter: number };
  /** Matches whose time weight falls below this are left out (they no longer move the fit). */
  readonly minWeight: number;
  readonly maxIterations: number;
  /** Converged when no parameter moves by more than this in an iteration. */
  readonly tolerance: number;
}

/**
 * Defaults tuned on Brazil Série A 2013–2015 only (walk-forward from 2012, log loss; see
 * api/scripts/odds-evaluate.ts); every later season and every European league is held out. The
 * log loss surface is flat near the optimum (half-life 240–365 days and prior sd 0.2–0.3 all lie
 * within 0.0003), so these are round figures rather than sharp estimates. Leagues with a wider
 * gap between top and bottom (Italy, England) score better with attack/defence sd 0.35–0.5.
 *
 * Re-examined 2026-11-27 on the same seasons (1,140 matches: a paired difference in log loss has a
 * standard error of about 0.001–0.002, so smaller moves are noise). attackDefenceCorrelation
 * 0–0.3 all score 1.0124 (0.5: +0.0002), so it stays 0. Also tried and left out, none
 * better by more than noise: a season-break discount, a drifting league home advantage and goal
 * rate, goal-difference ratings blended in, a standings "nothing to play for" term, a 1X2
 * sharpening; figures in docs/performance.md.
 */
export const DIXON_COLES_DEFAULTS: DixonColesOptions = {
  halfLifeDays: 240,
  attackPriorSd: 0.25,
  defencePriorSd: 0.25,
  attackDefenceCorrelation: 0,
  teamHomePriorSd: 0.1,
  homeAdvantagePrior: { mean: 0.3, sd: 0.5 },
  interceptPrior: { mean: 0.2, sd: 1 },
  rhoPrior: { mean: -0.05, sd: 0.1 },
  newcomer: { attack: -0.1, defence: -0.1, windowDays: 330, establishedAfter: 19 },
  minWeight: 0.005,
  maxIterations: 200,
  tolerance: 1e-7,
};

export interface DixonColesModel {
  /** The fit uses matches played strictly before this day. */
  readonly asOfDay: number;
  readonly teams: readonly string[];
  readonly attack: Float64Array;
  readonly defence: Float64Array;
  /** Team-specific extra home advantage (all 0 when the option is off). */
  readonly teamHome: Float64Array;
  readonly intercept: number;
  readonly homeAdvantage: number;
  readonly rho: number;
  /** Prior means used for a team the model has never seen (a newcomer). */
  readonly newcomerAttack: number;
  readonly newcomerDefence: number;
  readonly matchesUsed: number;
  readonly iterations: number;
  readonly converged: boolean;
  readonly logPosterior: number;
}

interface Problem {
  readonly n: number;
  readonly withTeamHome: boolean;
  readonly hi: Int32Array;
  readonly ai: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly w: Float64Array;
  /** Prior mean and precision per parameter of θ = [c, H, a(n), d(n), h(n)?]. */
  readonly priorMean: Float64Array;
  readonly priorPrecision: Float64Array;
  /** Off-diagonal prior precision between each team's attack and its defence (0 when independent). */
  readonly attackDefencePrecision: number;
  readonly rhoPrior: GaussianPrior;
}

const C = 0;
const H = 1;
const A = 2;

function etas(p: Problem, theta: Float64Array, m: number): [number, number] {
  const n = p.n;
  const i = p.hi[m] as number;
  const j = p.ai[m] as number;
  const teamHome = p.withTeamHome ? (theta[A + 2 * n + i] as number) : 0;
  const eta1 = (theta[C] as number) + (theta[H] as number) + teamHome + (theta[A + i] as number) - (theta[A + n + j] as number);
  const eta2 = (theta[C] as number) + (theta[A + j] as number) - (theta[A + n + i] as number);
  return [eta1, eta2];
}

function tauOf(x: number, y: number, lambda: number, mu: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lambda * mu * rho;
  if (x === 0 && y === 1) return 1 + lambda * rho;
  if (x === 1 && y === 0) return 1 + mu * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

function deviation(p: Problem, theta: Float64Array, k: number): number {
  return (theta[k] as number) - (p.priorMean[k] as number);
}

/** Weighted log-likelihood plus log-prior (constants dropped); −∞ where τ ≤ 0. */
function logPosterior(p: Problem, theta: Float64Array, rho: number): number {
  let total = 0;
  for (let m = 0; m < p.w.length; m++) {
    const [eta1, eta2] = etas(p, theta, m);
    const lambda = Math.exp(eta1);
    const mu = Math.exp(eta2);
    const x = p.x[m] as number;
    const y = p.y[m] as number;
    const tau = x <= 1 && y <= 1 ? tauOf(x, y, lambda, mu, rho) : 1;
    if (!(tau > 0)) return -Infinity;
    total += (p.w[m] as number) * (x * eta1 - lambda + y * eta2 - mu + Math.log(tau));
  }
  for (let k = 0; k < theta.length; k++) {
    const d = (theta[k] as number) - (p.priorMean[k] as number);
    total -= 0.5 * (p.priorPrecision[k] as number) * d * d;
  }
  for (let k = 0; k < p.n && p.attackDefencePrecision !== 0; k++) {
    total -= p.attackDefencePrecision * deviation(p, theta, A + k) * deviation(p, theta, A + p.n + k);
  }
  const dr = (rho - p.rhoPrior.mean) / p.rhoPrior.sd;
  return total - 0.5 * dr * dr;
}

/** Gradient of the log-posterior in θ and the expected (Fisher) information, priors included. */
function scoreAndInformation(p: Problem, theta: Float64Array, rho: number): { grad: Float64Array; info: Float64Array } {
  const size = theta.length;
  const n = p.n;
  const grad = new Float64Array(size);
  const info = new Float64Array(size * size);
  const idx1 = new Int32Array(5);
  const sign1 = Float64Array.of(1, 1, 1, -1, 1);
  const idx2 = new Int32Array(3);
  const sign2 = Float64Array.of(1, 1, -1);
  for (let m = 0; m < p.w.length; m++) {
    const i = p.hi[m] as number;
    const j = p.ai[m] as number;
    const [eta1, eta2] = etas(p, theta, m);
    const lambda = Math.exp(eta1);
    const mu = Math.exp(eta2);
    const x = p.x[m] as number;
    const y = p.y[m] as number;
    const w = p.w[m] as number;
    // d log τ / d η for the observed score (only the four low scores have τ ≠ 1).
    let dTau1 = 0;
    let dTau2 = 0;
    if (x <= 1 && y <= 1) {
      const tau = tauOf(x, y, lambda, mu, rho);
      if (x === 0 && y === 0) {
        dTau1 = (-lambda * mu * rho) / tau;
        dTau2 = dTau1;
      } else if (x === 0 && y === 1) dTau1 = (lambda * rho) / tau;
      else if (x === 1 && y === 0) dTau2 = (mu * rho) / tau;
    }
    const g1 = w * (x - lambda + dTau1);
    const g2 = w * (y - mu + dTau2);
    const f1 = w * lambda;
    const f2 = w * mu;
    // η1 = c + H + a_i − d_j (+ h_i); η2 = c + a_j − d_i.
    idx1[0] = C;
    idx1[1] = H;
    idx1[2] = A + i;
    idx1[3] = A + n + j;
    const len1 = p.withTeamHome ? 5 : 4;
    if (p.withTeamHome) idx1[4] = A + 2 * n + i;
    idx2[0] = C;
    idx2[1] = A + j;
    idx2[2] = A + n + i;
    for (let r = 0; r < len1; r++) {
      const ir = idx1[r] as number;
      const sr = sign1[r] as number;
      grad[ir] = (grad[ir] as number) + sr * g1;
      for (let s = 0; s < len1; s++) {
        const is = idx1[s] as number;
        info[ir * size + is] = (info[ir * size + is] as number) + sr * (sign1[s] as number) * f1;
      }
    }
    for (let r = 0; r < 3; r++) {
      const ir = idx2[r] as number;
      const sr = sign2[r] as number;
      grad[ir] = (grad[ir] as number) + sr * g2;
      for (let s = 0; s < 3; s++) {
        const is = idx2[s] as number;
        info[ir * size + is] = (info[ir * size + is] as number) + sr * (sign2[s] as number) * f2;
      }
    }
  }
  for (let k = 0; k < size; k++) {
    const precision = p.priorPrecision[k] as number;
    grad[k] = (grad[k] as number) - precision * ((theta[k] as number) - (p.priorMean[k] as number));
    info[k * size + k] = (info[k * size + k] as number) + precision;
  }
  for (let k = 0; k < n && p.attackDefencePrecision !== 0; k++) {
    const a = A + k;
    const d = A + n + k;
    grad[a] = (grad[a] as number) - p.attackDefencePrecision * deviation(p, theta, d);
    grad[d] = (grad[d] as number) - p.attackDefencePrecision * deviation(p, theta, a);
    info[a * size + d] = (info[a * size + d] as number) + p.attackDefencePrecision;
    info[d * size + a] = (info[d * size + a] as number) + p.attackDefencePrecision;
  }
  return { grad, info };
}

/** First and second derivative of the log-posterior in ρ (τ is linear in ρ, so both are exact). */
function rhoDerivatives(p: Problem, theta: Float64Array, rho: number): { d1: number; d2: number } {
  let d1 = 0;
  let d2 = 0;
  for (let m = 0; m < p.w.length; m++) {
    const x = p.x[m] as number;
    const y = p.y[m] as number;
    if (x > 1 || y > 1) continue;
    const [eta1, eta2] = etas(p, theta, m);
    const lambda = Math.exp(eta1);
    const mu = Math.exp(eta2);
    const tau = tauOf(x, y, lambda, mu, rho);
    const slope = x === 0 && y === 0 ? -lambda * mu : x === 0 ? lambda : y === 0 ? mu : -1;
    const g = slope / tau;
    const w = p.w[m] as number;
    d1 += w * g;
    d2 -= w * g * g;
  }
  const variance = p.rhoPrior.sd * p.rhoPrior.sd;
  return { d1: d1 - (rho - p.rhoPrior.mean) / variance, d2: d2 - 1 / variance };
}

function newcomerShare(recent: number, establishedAfter: number): number {
  return establishedAfter <= 0 ? 0 : Math.max(0, 1 - recent / establishedAfter);
}

/**
 * Fits the model on the matches played strictly before `asOfDay`. `warmStart` (an earlier fit)
 * only speeds convergence: for fixed ρ and prior spreads the log-posterior is strictly concave in
 * (c, H, a, d, h), so the optimum does not depend on the start.
 */
export function fitDixonColes(
  matches: readonly FootballMatch[],
  asOfDay: number,
  options: Partial<DixonColesOptions> = {},
  warmStart?: DixonColesModel,
): DixonColesModel {
  const o: DixonColesOptions = { ...DIXON_COLES_DEFAULTS, ...options };
  if (!(o.halfLifeDays > 0)) throw new RangeError('halfLifeDays must be positive');
  const r = o.attackDefenceCorrelation;
  if (!(Math.abs(r) < 1)) throw new RangeError('attackDefenceCorrelation must lie strictly between −1 and 1');
  const decay = Math.LN2 / o.halfLifeDays;
  const used: { match: FootballMatch; weight: number }[] = [];
  const names = new Set<string>();
  for (const match of matches) {
    if (!(match.day < asOfDay)) continue;
    if (!Number.isInteger(match.homeGoals) || !Number.isInteger(match.awayGoals) || match.homeGoals < 0 || match.awayGoals < 0) continue;
    const weight = Math.exp(-decay * (asOfDay - match.day));
    if (weight < o.minWeight) continue;
    used.push({ match, weight });
    names.add(match.home);
    names.add(match.away);
  }
  // Sorted names and a sorted match list make the fit independent of the input order.
  const teams = [...names].sort();
  const index = new Map(teams.map((team, k) => [team, k]));
  used.sort((l, r) => l.match.day - r.match.day || cmp(l.match.home, r.match.home) || cmp(l.match.away, r.match.away));
  const n = teams.length;
  const withTeamHome = o.teamHomePriorSd > 0;
  const size = A + (withTeamHome ? 3 : 2) * n;

  const recent = new Float64Array(n);
  for (const { match } of used) {
    if (asOfDay - match.day > o.newcomer.windowDays) continue;
    const i = index.get(match.home) as number;
    const j = index.get(match.away) as number;
    recent[i] = (recent[i] as number) + 1;
    recent[j] = (recent[j] as number) + 1;
  }

  const priorMean = new Float64Array(size);
  const priorPrecision = new Float64Array(size);
  priorMean[C] = o.interceptPrior.mean;
  priorPrecision[C] = 1 / o.interceptPrior.sd ** 2;
  priorMean[H] = o.homeAdvantagePrior.mean;
  priorPrecision[H] = 1 / o.homeAdvantagePrior.sd ** 2;
  // Bivariate normal (attack, defence) per team: the inverse of its covariance matrix.
  const correlated = 1 / (1 - r * r);
  for (let k = 0; k < n; k++) {
    priorPrecision[A + k] = correlated / o.attackPriorSd ** 2;
    priorPrecision[A + n + k] = correlated / o.defencePriorSd ** 2;
    const share = newcomerShare(recent[k] as number, o.newcomer.establishedAfter);
    priorMean[A + k] = o.newcomer.attack * share;
    priorMean[A + n + k] = o.newcomer.defence * share;
    if (withTeamHome) priorPrecision[A + 2 * n + k] = 1 / o.teamHomePriorSd ** 2;
  }

  const problem: Problem = {
    n,
    withTeamHome,
    hi: Int32Array.from(used, (u) => index.get(u.match.home) as number),
    ai: Int32Array.from(used, (u) => index.get(u.match.away) as number),
    x: Float64Array.from(used, (u) => u.match.homeGoals),
    y: Float64Array.from(used, (u) => u.match.awayGoals),
    w: Float64Array.from(used, (u) => u.weight),
    priorMean,
    priorPrecision,
    attackDefencePrecision: (-r * correlated) / (o.attackPriorSd * o.defencePriorSd),
    rhoPrior: o.rhoPrior,
  };

  const theta = Float64Array.from(priorMean);
  let rho = o.rhoPrior.mean;
  if (warmStart) {
    theta[C] = warmStart.intercept;
    theta[H] = warmStart.homeAdvantage;
    rho = warmStart.rho;
    const previous = new Map(warmStart.teams.map((team, k) => [team, k]));
    for (let k = 0; k < n; k++) {
      const at = previous.get(teams[k] as string);
      if (at === undefined) continue;
      theta[A + k] = warmStart.attack[at] as number;
      theta[A + n + k] = warmStart.defence[at] as number;
      if (withTeamHome) theta[A + 2 * n + k] = warmStart.teamHome[at] as number;
    }
  }
  let current = logPosterior(problem, theta, rho);
  if (!Number.isFinite(current)) {
    // A warm start can sit outside the valid ρ range for the new data; restart ρ at its prior, then at 0.
    rho = Number.isFinite(logPosterior(problem, theta, o.rhoPrior.mean)) ? o.rhoPrior.mean : 0;
    current = logPosterior(problem, theta, rho);
  }

  let iterations = 0;
  const trial = new Float64Array(size);
  /** One Fisher-scoring step on θ and one Newton step on ρ; returns the largest parameter move. */
  const iterate = (): number => {
    iterations++;
    const { grad, info } = scoreAndInformation(problem, theta, rho);
    const factor = cholesky(info, size);
    const step = factor ? choleskySolve(factor, grad, size) : grad;
    let t = 1;
    let moved = 0;
    for (let halvings = 0; halvings < 40; halvings++) {
      for (let k = 0; k < size; k++) trial[k] = (theta[k] as number) + t * (step[k] as number);
      const value = logPosterior(problem, trial, rho);
      if (value >= current - 1e-12 * Math.abs(current)) {
        for (let k = 0; k < size; k++) moved = Math.max(moved, Math.abs(t * (step[k] as number)));
        theta.set(trial);
        current = value;
        break;
      }
      t /= 2;
    }
    const { d1, d2 } = rhoDerivatives(problem, theta, rho);
    let rhoStep = d2 < 0 ? -d1 / d2 : 0;
    for (let halvings = 0; halvings < 40 && rhoStep !== 0; halvings++) {
      const value = logPosterior(problem, theta, rho + rhoStep);
      if (value >= current - 1e-12 * Math.abs(current)) {
        rho += rhoStep;
        moved = Math.max(moved, Math.abs(rhoStep));
        current = value;
        break;
      }
      rhoStep /= 2;
    }
    return moved;
  };

  let converged = false;
  while (iterations < o.maxIterations) {
    if (iterate() < o.tolerance) {
      converged = true;
      break;
    }
  }

  return {
    asOfDay,
    teams,
    attack: theta.slice(A, A + n),
    defence: theta.slice(A + n, A + 2 * n),
    teamHome: withTeamHome ? theta.slice(A + 2 * n, A + 3 * n) : new Float64Array(n),
    intercept: theta[C] as number,
    homeAdvantage: theta[H] as number,
    rho,
    newcomerAttack: o.newcomer.attack,
    newcomerDefence: o.newcomer.defence,
    matchesUsed: used.length,
    iterations,
    converged,
    logPosterior: current,
  };
}

function cmp(l: string, r: string): number {
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Expected goals (λ home, μ away) for a fixture; a team the model has not seen is rated as a newcomer. */
export function expectedGoalsFor(model: DixonColesModel, home: string, away: string): { home: number; away: number } {
  const i = model.teams.indexOf(home);
  const j = model.teams.indexOf(away);
  const attackHome = i < 0 ? model.newcomerAttack : (model.attack[i] as number);
  const defenceHome = i < 0 ? model.newcomerDefence : (model.defence[i] as number);
  const teamHome = i < 0 ? 0 : (model.teamHome[i] as number);
  const attackAway = j < 0 ? model.newcomerAttack : (model.attack[j] as number);
  const defenceAway = j < 0 ? model.newcomerDefence : (model.defence[j] as number);
  return {
    home: Math.exp(model.intercept + model.homeAdvantage + teamHome + attackHome - defenceAway),
    away: Math.exp(model.intercept + attackAway - defenceHome),
  };
}

/** The fixture's full-time score matrix (0..maxGoals each side, normalised). */
export function predictScoreMatrix(model: DixonColesModel, home: string, away: string, maxGoals = DEFAULT_MAX_GOALS): ScoreMatrix {
  const goals = expectedGoalsFor(model, home, away);
  return dixonColesMatrix(goals.home, goals.away, model.rho, maxGoals);
}

/** Parameters for simulating a league (tests, demos): the same parametrisation as the model. */
export interface DixonColesTruth {
  readonly teams: readonly string[];
  readonly attack: readonly number[];
  readonly defence: readonly number[];
  readonly intercept: number;
  readonly homeAdvantage: number;
  readonly rho: number;
}

/** Draws one score from a matrix by inverse CDF, with a uniform in [0, 1) supplied by the caller. */
export function sampleScore(matrix: ScoreMatrix, uniform: number): { home: number; away: number } {
  let acc = 0;
  const last = matrix.p.length - 1;
  for (let k = 0; k <= last; k++) {
    acc += matrix.p[k] as number;
    if (uniform < acc || k === last) return { home: Math.floor(k / matrix.size), away: k % matrix.size };
  }
  return { home: 0, away: 0 };
}

/**
 * Simulates double round-robin seasons (every pair home and away, one match day per round) from
 * known parameters; `random` is the caller's seeded generator, so a test is reproducible.
 */
export function simulateSeasons(truth: DixonColesTruth, seasons: number, firstDay: number, random: () => number): FootballMatch[] {
  const out: FootballMatch[] = [];
  const n = truth.teams.length;
  let day = firstDay;
  for (let season = 0; season < seasons; season++) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const lambda = Math.exp(truth.intercept + truth.homeAdvantage + (truth.attack[i] as number) - (truth.defence[j] as number));
        const mu = Math.exp(truth.intercept + (truth.attack[j] as number) - (truth.defence[i] as number));
        const score = sampleScore(dixonColesMatrix(lambda, mu, truth.rho), random());
        out.push({ day, home: truth.teams[i] as string, away: truth.teams[j] as string, homeGoals: score.home, awayGoals: score.away });
      }
      day += 3;
    }
  }
  return out;
}
