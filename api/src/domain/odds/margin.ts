/**
 * Bookmaker margin: from fair probabilities to the decimal prices the site shows.
 *
 * Method: the power method. Each fair probability p_i becomes an implied probability q_i = p_i^k
 * with the single exponent k < 1 chosen so that Σ q_i = W·(1 + margin) (W = winners per result:
 * 1, or 2 for double chance). Why this rather than proportional (q_i = p_i·(1 + margin)):
 *  - q_i = p_i^k never exceeds 1, so a heavy favourite never gets a price below 1 (proportional
 *    scaling turns p = 0.97 at 5% into q = 1.02, an impossible price);
 *  - it loads relatively more margin on long shots, where the model's error and bettors'
 *    favourite–long-shot bias are largest, and less on favourites, which is how sharp books price
 *    and what keeps favourite prices competitive;
 *  - it keeps the order of the selections and needs one parameter, found by a few Newton steps.
 * Shin's method behaves much the same but is built for removing margin from observed prices; for
 * adding margin it brings no gain over the power method and is harder to explain.
 *
 * Prices are rounded DOWN to 2 decimals (the rounding always favours the house) and never go below
 * 1.01; Σ 1/price therefore lands between W·(1 + margin) and that plus the rounding
 * (about 0.01/price² per selection). A market with a selection so likely that its price would
 * fall under 1.01 is withheld rather than priced with a broken margin.
 */

export const MIN_PRICE = 1.01;
/** Prices above this are shown as this (the implied sum then falls short by less than 1/MAX_PRICE per capped selection). */
export const MAX_PRICE = 1001;

/** Margin per market kind (fraction: 0.05 = 5% overround). */
export type MarginTable = Readonly<Record<string, number>>;

/**
 * Default margins. Liquid, well-modelled main lines carry less; exotic markets (correct score,
 * HT/FT) where a single model error costs more carry more. In-play markets add IN_PLAY_EXTRA_MARGIN.
 */
export const DEFAULT_MARGINS: MarginTable = {
  'match-result': 0.05,
  'double-chance': 0.05,
  'draw-no-bet': 0.05,
  total: 0.055,
  'asian-handicap': 0.04,
  'both-teams-to-score': 0.06,
  'correct-score': 0.2,
  'half-time-full-time': 0.18,
  'first-half-result': 0.07,
  'first-half-total': 0.07,
  moneyline: 0.045,
  spread: 0.045,
  'points-total': 0.045,
  'quarter-moneyline': 0.06,
  'quarter-spread': 0.06,
  'quarter-total': 0.06,
};

/** Added to every market's margin while the match is in play (prices are stale for longer). */
export const IN_PLAY_EXTRA_MARGIN = 0.01;

/** The margin for a market kind; unknown kinds get the match-result margin. */
export function marginFor(kind: string, table: MarginTable = DEFAULT_MARGINS, inPlay = false): number {
  const base = table[kind] ?? table['match-result'] ?? 0.05;
  return base + (inPlay ? IN_PLAY_EXTRA_MARGIN : 0);
}

export type PricedMarket =
  | {
      readonly status: 'open';
      /** Decimal price per selection; null for a selection that cannot happen (fair probability 0). */
      readonly prices: readonly (number | null)[];
    }
  | { readonly status: 'withheld'; readonly reason: 'near-certain' | 'invalid' };

/** Rounds down to 2 decimals without letting binary floating point round 2.3 to 2.29. */
function floorCents(price: number): number {
  return Math.floor(price * 100 + 1e-7) / 100;
}

/** The exponent k in (0, 1] with Σ p_i^k = target, for p_i in (0, 1) and target in [Σ p_i, n). */
function powerExponent(p: readonly number[], target: number): number {
  // f(k) = Σ p^k − target falls from n − target > 0 at k = 0 to Σp − target ≤ 0 at k = 1.
  // Newton's method safeguarded by bisection: fast, and cannot leave the bracket.
  let lo = 0;
  let hi = 1;
  let k = 1;
  for (let iteration = 0; iteration < 200; iteration++) {
    let f = -target;
    let df = 0;
    for (const q of p) {
      const v = q ** k;
      f += v;
      df += v * Math.log(q);
    }
    if (Math.abs(f) < 1e-14) return k;
    if (f > 0) lo = k;
    else hi = k;
    const newton = df < 0 ? k - f / df : Number.NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - k) < 1e-15) return next;
    k = next;
  }
  return k;
}

/**
 * Prices a market from its fair probabilities (summing to `winnersPerResult`) with `margin`
 * (0.05 = 5%). Selections with probability 0 get null (not offered).
 */
export function priceMarket(fair: readonly number[], margin: number, winnersPerResult = 1): PricedMarket {
  if (!(margin >= 0 && margin < 1) || fair.length < 2 || fair.some((p) => !(p >= 0 && p <= 1))) return { status: 'withheld', reason: 'invalid' };
  const total = fair.reduce((a, b) => a + b, 0);
  if (Math.abs(total - winnersPerResult) > 1e-6) return { status: 'withheld', reason: 'invalid' };
  const live = fair.filter((p) => p > 1e-12);
  const target = winnersPerResult * (1 + margin);
  // Too few possible outcomes to carry the margin (e.g. one side of a market already impossible).
  if (live.length <= target) return { status: 'withheld', reason: 'near-certain' };
  const k = margin === 0 ? 1 : powerExponent(live, target);
  // A selection whose price would fall under MIN_PRICE cannot carry its share of the margin:
  // withhold the market (the feed suspends it) instead of quoting a broken book.
  if (live.some((p) => floorCents(1 / p ** k) < MIN_PRICE)) return { status: 'withheld', reason: 'near-certain' };
  const prices = fair.map((p) => (p > 1e-12 ? Math.min(MAX_PRICE, floorCents(1 / p ** k)) : null));
  return { status: 'open', prices };
}

/** Σ 1/price over the offered selections: the book's implied total (1 + margin for a one-winner market). */
export function impliedTotal(prices: readonly (number | null)[]): number {
  return prices.reduce<number>((sum, price) => sum + (price === null ? 0 : 1 / price), 0);
}

export type PriceMove = 'unchanged' | 'shortened' | 'drifted';

/**
 * Compares the price a player saw with the current one. Moves within `relativeTolerance` (0.02 =
 * 2% of the price) count as unchanged, so tiny in-play wobbles do not bounce every bet slip;
 * shortened = the price fell (worse for the player), drifted = it rose.
 */
export function comparePrice(seen: number, current: number, relativeTolerance = 0): PriceMove {
  if (!(seen > 0) || !(current > 0) || !(relativeTolerance >= 0)) throw new RangeError('prices must be positive and the tolerance non-negative');
  const change = (current - seen) / seen;
  if (Math.abs(change) <= relativeTolerance + 1e-12) return 'unchanged';
  return change < 0 ? 'shortened' : 'drifted';
}

/** True when any selection's price moved beyond the tolerance, or the market opened or closed. */
export function marketPricesChanged(before: PricedMarket, after: PricedMarket, relativeTolerance = 0): boolean {
  if (before.status !== after.status) return true;
  if (before.status === 'withheld' || after.status === 'withheld') return false;
  if (before.prices.length !== after.prices.length) return true;
  return before.prices.some((seen, i) => {
    const current = after.prices[i] ?? null;
    if (seen === null || current === null) return seen !== current;
    return comparePrice(seen, current, relativeTolerance) !== 'unchanged';
  });
}
