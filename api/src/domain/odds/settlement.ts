/**
 * Settlement: the outcome of a selection given the final (and half-time) score, and what it pays.
 * The pricing code computes each selection's probabilities by running these same functions over
 * every score the model allows, so a bet settles exactly as it was priced.
 */

/**
 * won / lost; void = stake returned (a push: draw in draw-no-bet, an integer handicap or total
 * landing exactly); half-won / half-lost = quarter lines, where the stake is split over the two
 * neighbouring half-lines and one half pushes.
 */
export type SettleOutcome = 'won' | 'half-won' | 'void' | 'half-lost' | 'lost';

/**
 * What a settled bet pays back per unit of stake at decimal `price` (stake included):
 * won → price; half-won → half the stake wins at price, half is returned: 0.5·price + 0.5;
 * void → 1; half-lost → 0.5 (half returned, half lost); lost → 0.
 */
export function payoutFactor(outcome: SettleOutcome, price: number): number {
  switch (outcome) {
    case 'won':
      return price;
    case 'half-won':
      return 0.5 * price + 0.5;
    case 'void':
      return 1;
    case 'half-lost':
      return 0.5;
    case 'lost':
      return 0;
  }
}

/**
 * Payout in centavos for a stake in centavos, rounded down to the centavo (the house never pays a
 * fraction it does not have; the rounding is at most 1 centavo per bet). Prices have 2 decimals,
 * so the exact payout is stake·price-in-cents/100, computed in integers.
 */
export function payoutCentavos(outcome: SettleOutcome, price: number, stakeCentavos: bigint): bigint {
  const priceCents = BigInt(Math.round(price * 100));
  switch (outcome) {
    case 'won':
      return (stakeCentavos * priceCents) / 100n;
    case 'half-won':
      return (stakeCentavos * priceCents + stakeCentavos * 100n) / 200n;
    case 'void':
      return stakeCentavos;
    case 'half-lost':
      return stakeCentavos / 2n;
    case 'lost':
      return 0n;
  }
}

/** True for lines on the quarter-goal grid (…, −0.25, 0, 0.25, 0.5, …) that we can settle. */
export function isQuarterGrid(line: number): boolean {
  return Number.isFinite(line) && Number.isInteger(line * 4) && Math.abs(line) <= 1000;
}

function settleWhole(value: number): 'won' | 'void' | 'lost' {
  return value > 0 ? 'won' : value < 0 ? 'lost' : 'void';
}

/**
 * Settles "value + line > 0": the core of every handicap and total. For a handicap, value is the
 * picked side's goal (or point) difference and line its handicap; for an over, value = total and
 * line = −threshold; for an under, value = −total and line = +threshold. A quarter line (x.25,
 * x.75) splits the stake half on line − 0.25 and half on line + 0.25.
 */
export function settleLine(value: number, line: number): SettleOutcome {
  if (!isQuarterGrid(line)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
  if (!Number.isInteger(line * 2)) {
    const low = settleWhole(value + line - 0.25);
    const high = settleWhole(value + line + 0.25);
    if (low === high) return low;
    // Neighbouring half-lines differ by 0.5 and value is whole, so one side must be a push.
    return low === 'won' || high === 'won' ? 'half-won' : 'half-lost';
  }
  return settleWhole(value + line);
}

/** Probabilities of each settlement outcome of one selection. */
export interface OutcomeProbabilities {
  readonly won: number;
  readonly halfWon: number;
  readonly void: number;
  readonly halfLost: number;
  readonly lost: number;
}

/**
 * The fair probability of a selection: 1 / the price at which its expected return is the stake.
 * With returns r: E = price·(won + ½halfWon) + void + ½halfWon + ½halfLost = 1, so
 * 1/price = (won + ½halfWon) / (1 − void − ½halfWon − ½halfLost). For a two-way market with
 * pushes (draw no bet, Asian lines) the two sides' fair probabilities sum to exactly 1, the pushes
 * being removed. NaN when the selection always pushes (nothing to price).
 */
export function fairProbability(o: OutcomeProbabilities): number {
  const atRisk = 1 - o.void - 0.5 * o.halfWon - 0.5 * o.halfLost;
  if (!(atRisk > 1e-12)) return Number.NaN;
  return Math.min(1, Math.max(0, (o.won + 0.5 * o.halfWon) / atRisk));
}

/** Sums outcome probabilities of `settle` over weighted cells. */
export function outcomeProbabilities<T>(cells: readonly T[], weight: (cell: T) => number, settle: (cell: T) => SettleOutcome): OutcomeProbabilities {
  let won = 0;
  let halfWon = 0;
  let voided = 0;
  let halfLost = 0;
  let lost = 0;
  for (const cell of cells) {
    const p = weight(cell);
    switch (settle(cell)) {
      case 'won':
        won += p;
        break;
      case 'half-won':
        halfWon += p;
        break;
      case 'void':
        voided += p;
        break;
      case 'half-lost':
        halfLost += p;
        break;
      case 'lost':
        lost += p;
        break;
    }
  }
  const total = won + halfWon + voided + halfLost + lost;
  return { won: won / total, halfWon: halfWon / total, void: voided / total, halfLost: halfLost / total, lost: lost / total };
}
