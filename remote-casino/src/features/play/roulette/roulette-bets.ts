/**
 * Building a European roulette bet from clicks on the layout (pure): which spot a click on a
 * number makes in each inside-bet mode, the chips stacked on each spot, and the request body
 * (`bets: [{ type, numbers?, index?, amount }]`). Amounts are integer centavos until the body.
 */

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type NumberSpotType = 'straight' | 'split' | 'trio' | 'street' | 'corner' | 'first_four' | 'six_line';
export type EvenMoneyType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export type Spot = { type: NumberSpotType; numbers: readonly number[] } | { type: 'dozen' | 'column'; index: 1 | 2 | 3 } | { type: EvenMoneyType };

/** What a click on a number places; `split` takes two clicks on neighbours. */
export type PickMode = 'straight' | 'split' | 'street' | 'corner' | 'six_line' | 'trio';
export const PICK_MODES: readonly PickMode[] = ['straight', 'split', 'street', 'corner', 'six_line', 'trio'];

export interface PlacedBet {
  spot: Spot;
  amountCentavos: number;
}

export function colourOf(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** A stable name for a spot: "split:1-2", "dozen:2", "red". */
export function spotKey(spot: Spot): string {
  if ('numbers' in spot) return `${spot.type}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
  if ('index' in spot) return `${spot.type}:${spot.index}`;
  return spot.type;
}

const streetStart = (n: number) => 3 * Math.floor((n - 1) / 3) + 1;

/** Two numbers a split may join: 0 with 1–3, neighbours in a street, or the same column in next streets. */
export function areSplitNeighbours(a: number, b: number): boolean {
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0) return high >= 1 && high <= 3;
  if (high - low === 3) return true;
  return high - low === 1 && low % 3 !== 0;
}

/** A spot to place, or none yet (`pending`: the first number of a split; zero has no street). */
export type PickResult = { spot: Spot; pending: null } | { spot: null; pending: number | null };

/**
 * The spot a click on `pocket` makes in `mode`. A split remembers the first number (`pending`)
 * until a neighbour is clicked; a number that is not a neighbour starts a new split.
 */
export function pickSpot(mode: PickMode, pocket: number, pending: number | null): PickResult {
  switch (mode) {
    case 'straight':
      return { spot: { type: 'straight', numbers: [pocket] }, pending: null };
    case 'split':
      if (pending !== null && pending !== pocket && areSplitNeighbours(pending, pocket)) {
        return { spot: { type: 'split', numbers: [pending, pocket].sort((a, b) => a - b) }, pending: null };
      }
      return { spot: null, pending: pocket };
    case 'street': {
      if (pocket === 0) return { spot: null, pending: null };
      const start = streetStart(pocket);
      return { spot: { type: 'street', numbers: [start, start + 1, start + 2] }, pending: null };
    }
    case 'six_line': {
      if (pocket === 0) return { spot: null, pending: null };
      // The street clicked and the next one; the last street pairs with the one before.
      const start = Math.min(streetStart(pocket), 31);
      return { spot: { type: 'six_line', numbers: [0, 1, 2, 3, 4, 5].map((offset) => start + offset) }, pending: null };
    }
    case 'corner': {
      if (pocket === 0) return { spot: { type: 'first_four', numbers: [0, 1, 2, 3] }, pending: null };
      // The 2×2 block whose lowest number is the click, moved inside the layout when at its edge.
      let base = pocket % 3 === 0 ? pocket - 1 : pocket;
      if (base > 32) base -= 3;
      return { spot: { type: 'corner', numbers: [base, base + 1, base + 3, base + 4] }, pending: null };
    }
    case 'trio':
      return { spot: { type: 'trio', numbers: pocket === 3 ? [0, 2, 3] : [0, 1, 2] }, pending: null };
  }
}

/** Adds a chip to a spot (stacking on the same spot). */
export function addChip(bets: readonly PlacedBet[], spot: Spot, chipCentavos: number): PlacedBet[] {
  const key = spotKey(spot);
  const existing = bets.find((bet) => spotKey(bet.spot) === key);
  if (!existing) return [...bets, { spot, amountCentavos: chipCentavos }];
  return bets.map((bet) => (bet === existing ? { ...bet, amountCentavos: bet.amountCentavos + chipCentavos } : bet));
}

export function removeSpot(bets: readonly PlacedBet[], key: string): PlacedBet[] {
  return bets.filter((bet) => spotKey(bet.spot) !== key);
}

/** Every bet twice as big. */
export function doubleBets(bets: readonly PlacedBet[]): PlacedBet[] {
  return bets.map((bet) => ({ ...bet, amountCentavos: bet.amountCentavos * 2 }));
}

export function totalCentavos(bets: readonly PlacedBet[]): number {
  return bets.reduce((total, bet) => total + bet.amountCentavos, 0);
}

/** What is staked on one spot (0 when nothing). */
export function amountOn(bets: readonly PlacedBet[], spot: Spot): number {
  const key = spotKey(spot);
  return bets.find((bet) => spotKey(bet.spot) === key)?.amountCentavos ?? 0;
}

/** The request's `bets`. */
export function betsBody(bets: readonly PlacedBet[]): Record<string, unknown>[] {
  return bets.map(({ spot, amountCentavos }) => ({ ...spot, amount: amountCentavos / 100 }));
}

/** The pockets a spot covers. */
export function coveredNumbers(spot: Spot): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (spot.type) {
    case 'dozen':
      return all.filter((n) => Math.ceil(n / 12) === spot.index);
    case 'column':
      return all.filter((n) => ((n - 1) % 3) + 1 === spot.index);
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    default:
      return [...spot.numbers].sort((a, b) => a - b);
  }
}

/** Total return on a win, as a multiple of the spot's amount (36 / numbers covered). */
export function returnMultiple(spot: Spot): number {
  return 36 / coveredNumbers(spot).length;
}

/** What a round returns for these bets if `pocket` comes up, in centavos (whole centavos, rounded down). */
export function returnFor(bets: readonly PlacedBet[], pocket: number): number {
  return bets.reduce((total, bet) => total + (coveredNumbers(bet.spot).includes(pocket) ? Math.floor(bet.amountCentavos * returnMultiple(bet.spot)) : 0), 0);
}

/** The chip values offered, in centavos, inside the table's limits. */
export const CHIP_VALUES_CENTAVOS = [10, 50, 100, 500, 2_500, 10_000] as const;

export function chipsWithin(minCentavos: number, maxCentavos: number): number[] {
  const chips = CHIP_VALUES_CENTAVOS.filter((chip) => chip >= minCentavos && chip <= maxCentavos);
  return chips.length > 0 ? chips : [minCentavos];
}
