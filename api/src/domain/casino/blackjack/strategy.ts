/**
 * Exact infinite-deck analysis of the rules in rules.ts. Because cards are dealt with replacement,
 * each card is 2–9 or an ace with probability 1/13 and a ten-value card with probability 4/13,
 * independently of everything already dealt, so a hand's future depends only on its hard sum,
 * whether it holds an ace, and which options remain (double, split). Dynamic programming over
 * those states with exact rationals gives the optimal (basic) strategy and its expected return;
 * a split's value is the sum of its two hands' values (linearity: the dealer's hand does not
 * depend on the player's cards). The dealer's outcome is conditioned on having no blackjack when
 * an ace or a ten is up, since the peek settles those rounds before any decision.
 */
import { type Rational, ZERO, add, compare, mul, neg, rational, sub } from '../math/rational.ts';
import { totalOfValues } from './rules.ts';

/** Card values 1 (ace) … 10 and their probabilities. */
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const P: Readonly<Record<number, Rational>> = Object.fromEntries(VALUES.map((v) => [v, rational(v === 10 ? 4 : 1, 13)]));

export type Action = 'stand' | 'hit' | 'double' | 'split';

/** Dealer final totals 17–21 and bust (index 5). */
export type DealerDistribution = readonly Rational[];
const BUST = 5;

function dealerFrom(hard: number, ace: boolean, memo: Map<number, Rational[]>): Rational[] {
  const { total } = totalOfValues(ace ? [hard - 1, 1] : [hard]);
  if (total > 21) return [ZERO, ZERO, ZERO, ZERO, ZERO, rational(1)];
  if (total >= 17) return [0, 1, 2, 3, 4].map((i) => (i === total - 17 ? rational(1) : ZERO)).concat([ZERO]);
  const key = hard * 2 + (ace ? 1 : 0);
  const cached = memo.get(key);
  if (cached) return cached;
  let result = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
  for (const v of VALUES) {
    const next = dealerFrom(hard + v, ace || v === 1, memo);
    result = result.map((r, i) => add(r, mul(P[v]!, next[i]!)));
  }
  memo.set(key, result);
  return result;
}

/** P(dealer blackjack) given the up card value. */
export function dealerBlackjackProbability(up: number): Rational {
  return up === 1 ? P[10]! : up === 10 ? P[1]! : ZERO;
}

/** The dealer's final-total distribution given the up card and no dealer blackjack. */
export function dealerDistribution(up: number): DealerDistribution {
  const memo = new Map<number, Rational[]>();
  let result = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
  const noBlackjack = sub(rational(1), dealerBlackjackProbability(up));
  for (const hole of VALUES) {
    if ((up === 1 && hole === 10) || (up === 10 && hole === 1)) continue;
    const weight = mul(P[hole]!, rational(noBlackjack.den, noBlackjack.num));
    const next = dealerFrom(up + hole, up === 1 || hole === 1, memo);
    result = result.map((r, i) => add(r, mul(weight, next[i]!)));
  }
  return result;
}

/** Expected return of standing on `total` (> 21 is a bust) against the distribution. */
function standValue(total: number, dealer: DealerDistribution): Rational {
  if (total > 21) return rational(-1);
  let value = dealer[BUST]!;
  for (let d = 17; d <= 21; d++) {
    const p = dealer[d - 17]!;
    if (d < total) value = add(value, p);
    else if (d > total) value = sub(value, p);
  }
  return value;
}

/** Everything the strategy needs for one dealer up card. */
export interface UpCardAnalysis {
  readonly up: number;
  readonly dealer: DealerDistribution;
  /** Best value with only stand/hit left (three or more cards). */
  best(hard: number, ace: boolean): Rational;
  /** Value of each action on a two-card hand (`split` only for a pair, `double` when allowed). */
  twoCardValues(first: number, second: number, options: { canDouble: boolean; canSplit: boolean }): Partial<Record<Action, Rational>>;
  /** Value of one hand after splitting a pair of `value` (the second card still to come). */
  splitHandValue(value: number): Rational;
}

export function analyseUpCard(up: number): UpCardAnalysis {
  const dealer = dealerDistribution(up);
  const bestMemo = new Map<number, Rational>();
  const stand = (hard: number, ace: boolean) => standValue(totalOfValues(ace ? [hard - 1, 1] : [hard]).total, dealer);

  function hit(hard: number, ace: boolean): Rational {
    let value = ZERO;
    for (const v of VALUES) value = add(value, mul(P[v]!, best(hard + v, ace || v === 1)));
    return value;
  }

  function best(hard: number, ace: boolean): Rational {
    if (hard > 21) return rational(-1);
    const key = hard * 2 + (ace ? 1 : 0);
    const cached = bestMemo.get(key);
    if (cached) return cached;
    const standing = stand(hard, ace);
    // Hitting a 21 can never help; skip the recursion.
    const total = totalOfValues(ace ? [hard - 1, 1] : [hard]).total;
    const value = total >= 21 ? standing : maxOf(standing, hit(hard, ace));
    bestMemo.set(key, value);
    return value;
  }

  function double(hard: number, ace: boolean): Rational {
    let value = ZERO;
    for (const v of VALUES) value = add(value, mul(P[v]!, stand(hard + v, ace || v === 1)));
    return mul(rational(2), value);
  }

  const splitMemo = new Map<number, Rational>();
  function splitHandValue(value: number): Rational {
    const cached = splitMemo.get(value);
    if (cached) return cached;
    let total = ZERO;
    for (const v of VALUES) {
      const hard = value + v;
      const ace = value === 1 || v === 1;
      // Split aces take one card and stand; other split hands may stand, hit or double (DAS), not split again.
      const hand = value === 1 ? stand(hard, ace) : maxOf(stand(hard, ace), hit(hard, ace), double(hard, ace));
      total = add(total, mul(P[v]!, hand));
    }
    splitMemo.set(value, total);
    return total;
  }

  function twoCardValues(first: number, second: number, options: { canDouble: boolean; canSplit: boolean }) {
    const hard = first + second;
    const ace = first === 1 || second === 1;
    const values: Partial<Record<Action, Rational>> = { stand: stand(hard, ace) };
    if (totalOfValues([first, second]).total < 21) values.hit = hit(hard, ace);
    if (options.canDouble) values.double = double(hard, ace);
    if (options.canSplit && first === second) values.split = mul(rational(2), splitHandValue(first));
    return values;
  }

  return { up, dealer, best, twoCardValues, splitHandValue };
}

function maxOf(...values: Rational[]): Rational {
  return values.reduce((a, b) => (compare(a, b) >= 0 ? a : b));
}

const ACTIONS: readonly Action[] = ['stand', 'hit', 'double', 'split'];
/** Fills a two-card state's ranking past its last available action. */
const NO_ACTION = 255;

/** The available actions, best first; a tie goes to the earlier of stand, hit, double, split. */
export function rankActions(values: Partial<Record<Action, Rational>>): Action[] {
  return ACTIONS.filter((action) => values[action] !== undefined).sort((a, b) => compare(values[b]!, values[a]!));
}

/** The action with the highest value; ties go to the earlier of stand, hit, double, split. */
export function bestAction(values: Partial<Record<Action, Rational>>): Action {
  return rankActions(values)[0] ?? 'stand';
}

export interface GameValue {
  /** Expected return per unit of the original bet under optimal play (negative: the house edge). */
  readonly expectedReturn: Rational;
  readonly byUpCard: ReadonlyMap<number, Rational>;
}

/** The exact expected return of the game under basic strategy, insurance declined. */
export function computeGameValue(): GameValue {
  const byUpCard = new Map<number, Rational>();
  let total = ZERO;
  for (const up of VALUES) {
    const analysis = analyseUpCard(up);
    const dealerBj = dealerBlackjackProbability(up);
    const noDealerBj = sub(rational(1), dealerBj);
    let value = ZERO;
    for (const first of VALUES) {
      for (const second of VALUES) {
        const weight = mul(P[first]!, P[second]!);
        const playerBj = totalOfValues([first, second]).total === 21;
        const onPeekLoss = playerBj ? ZERO : neg(rational(1));
        const played = playerBj
          ? rational(3, 2)
          : (() => {
              const values = analysis.twoCardValues(first, second, { canDouble: true, canSplit: true });
              return values[bestAction(values)]!;
            })();
        value = add(value, mul(weight, add(mul(dealerBj, onPeekLoss), mul(noDealerBj, played))));
      }
    }
    byUpCard.set(up, value);
    total = add(total, mul(P[up]!, value));
  }
  return { expectedReturn: total, byUpCard };
}

/** Expected return of an insurance bet per unit staked: 2 × 4/13 − 9/13 = −1/13 (infinite deck). */
export const INSURANCE_EXPECTED_RETURN: Rational = sub(mul(rational(2), P[10]!), sub(rational(1), P[10]!));

/** Where a decision is taken, which fixes the options a two-card hand has. */
export type DecisionContext = 'initial' | 'after_split';

/**
 * Basic strategy as lookup tables (computed once from the exact values): two-card decisions by
 * context, up card and both card values; later decisions (stand or hit) by up card, hard sum and ace.
 */
export interface BasicStrategy {
  /**
   * `values` are card values (ace 1, tens 10), `up` the dealer's up card value. With `allowed` (the
   * actions the hand may take now), the best of those: what a printed chart's Dh/Ds/Ph say, e.g. a
   * soft 18 against a 3–6 doubles, or stands where it may not double.
   */
  decide(values: readonly number[], up: number, context: DecisionContext, allowed?: readonly Action[]): Action;
}

export function computeBasicStrategy(): BasicStrategy {
  // twoCard[context][up][first][second][rank], later[up][hard][ace]: indexes into ACTIONS.
  const twoCard = new Uint8Array(2 * 11 * 11 * 11 * ACTIONS.length).fill(NO_ACTION);
  const later = new Uint8Array(11 * 32 * 2);
  const twoCardIndex = (context: DecisionContext, up: number, first: number, second: number) =>
    (((context === 'initial' ? 0 : 1) * 11 + up) * 11 * 11 + first * 11 + second) * ACTIONS.length;
  const record = (at: number, ranking: readonly Action[]) => {
    for (const [rank, action] of ranking.entries()) twoCard[at + rank] = ACTIONS.indexOf(action);
  };
  for (const up of VALUES) {
    const analysis = analyseUpCard(up);
    for (const first of VALUES) {
      for (const second of VALUES) {
        record(twoCardIndex('initial', up, first, second), rankActions(analysis.twoCardValues(first, second, { canDouble: true, canSplit: true })));
        record(twoCardIndex('after_split', up, first, second), rankActions(analysis.twoCardValues(first, second, { canDouble: true, canSplit: false })));
      }
    }
    for (let hard = 3; hard <= 21; hard++) {
      for (const ace of [false, true]) {
        const total = totalOfValues(ace ? [hard - 1, 1] : [hard]).total;
        const standing = standValue(total, analysis.dealer);
        later[(up * 32 + hard) * 2 + (ace ? 1 : 0)] = total < 21 && compare(analysis.best(hard, ace), standing) > 0 ? 1 : 0;
      }
    }
  }
  const isAllowed = (action: Action, allowed: readonly Action[] | undefined) => allowed === undefined || allowed.includes(action);
  return {
    decide(values, up, context, allowed) {
      if (values.length === 2) {
        const at = twoCardIndex(context, up, values[0]!, values[1]!);
        for (let rank = 0; rank < ACTIONS.length && twoCard[at + rank] !== NO_ACTION; rank++) {
          const action = ACTIONS[twoCard[at + rank]!]!;
          if (isAllowed(action, allowed)) return action;
        }
        // Standing is always open to a hand in play.
        return 'stand';
      }
      let hard = 0;
      let ace = 0;
      for (const v of values) {
        hard += v;
        if (v === 1) ace = 1;
      }
      const decided = hard > 21 ? 'stand' : ACTIONS[later[(up * 32 + hard) * 2 + ace]!]!;
      return isAllowed(decided, allowed) ? decided : 'stand';
    },
  };
}

let cachedStrategy: BasicStrategy | undefined;
/** The basic strategy, computed on first use (~0.2 s) and kept. */
export function basicStrategy(): BasicStrategy {
  cachedStrategy ??= computeBasicStrategy();
  return cachedStrategy;
}
