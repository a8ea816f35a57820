import { describe, expect, it } from 'vitest';
import { cardName, parseCard } from '../fair/cards.ts';
import { type FloatSource } from '../fair/stream.ts';
import { FIGURES, figure } from '../figures.ts';
import { compare, equals, rational, toNumber } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import {
  type BlackjackRound,
  IllegalActionError,
  PLAYER_ACTIONS,
  type PlayerAction,
  act,
  deal,
  hint,
  legalActions,
  parseRound,
  publicView,
  serializeRound,
  stakedCentavos,
} from './round.ts';
import { type Action, INSURANCE_EXPECTED_RETURN, analyseUpCard, basicStrategy, computeGameValue, dealerDistribution, rankActions } from './strategy.ts';

/** A stream dealing these cards in order (⌊f·52⌋ = card), starting at float `start`. */
function cards(names: readonly string[], start = 0): FloatSource {
  let position = start;
  return {
    get position() {
      return position;
    },
    next() {
      const name = names[position];
      if (name === undefined) throw new RangeError(`the test deck ran out at card ${position}`);
      position++;
      return (parseCard(name) + 0.5) / 52;
    },
  };
}

/** Deals and applies `actions`; returns the round and the stream. */
function playOut(names: readonly string[], actions: readonly PlayerAction[] = [], stake = 1000): { round: BlackjackRound; stream: FloatSource } {
  const stream = cards(names);
  let round = deal(stake, stream);
  for (const action of actions) round = act(round, action, stream);
  return { round, stream };
}

const names = (round: BlackjackRound) => ({ hands: round.hands.map((hand) => hand.cards.map(cardName)), dealer: round.dealer.map(cardName) });

describe('blackjack round: phases and legal actions', () => {
  it('offers hit, stand, double and split (pairs only) after an ordinary deal', () => {
    expect(legalActions(playOut(['10-heart', '6-club', '9-spade', '7-diamond']).round)).toEqual(['hit', 'stand', 'double']);
    expect(legalActions(playOut(['8-heart', '8-club', '9-spade', '7-diamond']).round)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(legalActions(playOut(['K-heart', 'Q-club', '9-spade', '7-diamond']).round)).toEqual(['hit', 'stand', 'double', 'split']);
  });

  it('asks about insurance first when the dealer shows an ace, and nothing else', () => {
    const { round } = playOut(['10-heart', '6-club', 'A-spade', '7-diamond']);
    expect(round.phase).toBe('insurance');
    expect(legalActions(round)).toEqual(['insurance', 'no_insurance']);
    expect(hint(round)).toBe('no_insurance');
    expect(legalActions(playOut(['10-heart', '6-club', 'A-spade', '7-diamond'], [], 1).round)).toEqual(['no_insurance']);
  });

  it('throws IllegalActionError for every action not legal in the state', () => {
    const states: BlackjackRound[] = [
      playOut(['10-heart', '6-club', 'A-spade', '7-diamond']).round, // insurance
      playOut(['10-heart', '6-club', '9-spade', '7-diamond']).round, // two cards
      playOut(['8-heart', '8-club', '9-spade', '7-diamond']).round, // pair
      playOut(['5-heart', '3-club', '9-spade', '7-diamond', '2-club'], ['hit']).round, // three cards
      playOut(['8-heart', '8-club', '9-spade', '7-diamond', '8-spade'], ['split']).round, // split hand, a pair again
      playOut(['10-heart', '6-club', '9-spade', '7-diamond', '10-club'], ['stand']).round, // settled
    ];
    const expected: PlayerAction[][] = [
      ['insurance', 'no_insurance'],
      ['hit', 'stand', 'double'],
      ['hit', 'stand', 'double', 'split'],
      ['hit', 'stand'],
      ['hit', 'stand', 'double'],
      [],
    ];
    states.forEach((state, i) => {
      expect(legalActions(state)).toEqual(expected[i]);
      for (const action of PLAYER_ACTIONS) {
        if (expected[i]!.includes(action)) continue;
        expect(() => act(state, action, cards(new Array<string>(20).fill('2-heart'), state.nextCard))).toThrow(IllegalActionError);
      }
    });
  });

  it('refuses a stream that is not positioned at the next card', () => {
    const { round } = playOut(['10-heart', '6-club', '9-spade', '7-diamond']);
    expect(() => act(round, 'hit', cards(['2-heart', '2-heart', '2-heart', '2-heart', '2-heart']))).toThrow(/expects 4/);
    expect(() => deal(1000, cards(['2-heart'], 1))).toThrow(RangeError);
    expect(() => deal(0, cards([]))).toThrow(RangeError);
  });
});

describe('blackjack round: dealing and settlement', () => {
  type Case = { name: string; deck: string[]; actions: PlayerAction[]; outcomes: string[]; returned: number; staked: number; dealerCards?: number };
  const CASES: Case[] = [
    {
      name: 'player blackjack pays 3:2',
      deck: ['A-heart', 'K-club', '9-spade', '7-diamond'],
      actions: [],
      outcomes: ['blackjack'],
      returned: 2500,
      staked: 1000,
    },
    {
      name: 'blackjack against blackjack pushes',
      deck: ['A-heart', 'K-club', 'A-spade', 'Q-diamond'],
      actions: ['no_insurance'],
      outcomes: ['push'],
      returned: 1000,
      staked: 1000,
    },
    {
      name: 'dealer ten-up blackjack is peeked: the bet alone is lost',
      deck: ['9-heart', '2-club', 'K-spade', 'A-diamond'],
      actions: [],
      outcomes: ['lose'],
      returned: 0,
      staked: 1000,
    },
    {
      name: 'insurance pays 2:1 on a dealer blackjack',
      deck: ['10-heart', '9-club', 'A-spade', 'Q-diamond'],
      actions: ['insurance'],
      outcomes: ['lose'],
      returned: 1500,
      staked: 1500,
    },
    {
      name: 'insurance is lost without a dealer blackjack; play goes on',
      deck: ['10-heart', '9-club', 'A-spade', '5-diamond', '2-club'],
      actions: ['insurance', 'stand'],
      outcomes: ['win'],
      returned: 2000,
      staked: 1500,
      dealerCards: 3,
    },
    {
      name: 'even money: insuring a blackjack against an ace',
      deck: ['A-heart', 'K-club', 'A-spade', '6-diamond'],
      actions: ['insurance'],
      outcomes: ['blackjack'],
      returned: 2500,
      staked: 1500,
    },
    {
      name: 'a bust loses and the dealer draws nothing',
      deck: ['10-heart', '6-club', '9-spade', '7-diamond', 'K-club'],
      actions: ['hit'],
      outcomes: ['lose'],
      returned: 0,
      staked: 1000,
      dealerCards: 2,
    },
    {
      name: 'a double takes one card at twice the stake',
      deck: ['6-heart', '5-club', '9-spade', '7-diamond', 'K-club', '6-heart'],
      actions: ['double'],
      outcomes: ['win'],
      returned: 4000,
      staked: 2000,
      dealerCards: 3,
    },
    {
      name: 'the dealer stands on soft 17',
      deck: ['10-heart', '7-club', 'A-spade', '6-diamond'],
      actions: ['no_insurance', 'stand'],
      outcomes: ['push'],
      returned: 1000,
      staked: 1000,
      dealerCards: 2,
    },
    {
      name: 'the dealer hits soft 16 and hard 16',
      deck: ['10-heart', '8-club', 'A-spade', '5-diamond', 'K-club', '4-heart'],
      actions: ['no_insurance', 'stand'],
      outcomes: ['lose'],
      returned: 0,
      staked: 1000,
      dealerCards: 4,
    },
    {
      name: 'split eights, double after split on the first hand',
      deck: ['8-heart', '8-club', '9-spade', '7-diamond', '3-club', 'K-heart', '10-spade', 'K-club'],
      actions: ['split', 'double', 'stand'],
      outcomes: ['win', 'win'],
      returned: 6000,
      staked: 3000,
      dealerCards: 3,
    },
    {
      name: 'split aces take one card each; ace and ten after a split is 21, not blackjack',
      deck: ['A-heart', 'A-club', '9-spade', '8-diamond', 'K-club', '5-heart'],
      actions: ['split'],
      outcomes: ['win', 'lose'],
      returned: 2000,
      staked: 2000,
      dealerCards: 2,
    },
    {
      name: 'a hand reaching 21 stands by itself',
      deck: ['5-heart', '6-club', '10-spade', '7-diamond', 'K-club'],
      actions: ['hit'],
      outcomes: ['win'],
      returned: 2000,
      staked: 1000,
      dealerCards: 2,
    },
  ];

  it.each(CASES)('$name', (c) => {
    const { round } = playOut(c.deck, c.actions);
    expect(round.phase).toBe('settled');
    expect(round.settlement!.hands.map((hand) => hand.outcome)).toEqual(c.outcomes);
    expect(round.settlement!.totalReturnCentavos).toBe(c.returned);
    expect(round.settlement!.totalStakeCentavos).toBe(c.staked);
    expect(stakedCentavos(round)).toBe(c.staked);
    if (c.dealerCards !== undefined) expect(round.dealer).toHaveLength(c.dealerCards);
    expect(round.nextCard).toBe(round.hands.reduce((n, hand) => n + hand.cards.length, 0) + round.dealer.length);
  });

  it('deals split hands their second card in play order, no resplit', () => {
    const stream = cards(['8-heart', '8-club', '9-spade', '7-diamond', '8-spade', '2-heart', '3-club', '10-heart', '9-club']);
    let round = deal(1000, stream);
    round = act(round, 'split', stream);
    expect(names(round).hands).toEqual([['8-heart', '8-spade'], ['8-club']]);
    expect(legalActions(round)).toEqual(['hit', 'stand', 'double']);
    round = act(round, 'hit', stream);
    expect(names(round).hands[0]).toEqual(['8-heart', '8-spade', '2-heart']);
    round = act(round, 'stand', stream);
    expect(names(round).hands[1]).toEqual(['8-club', '3-club']);
    expect(round.active).toBe(1);
    round = act(round, 'hit', stream);
    expect(round.phase).toBe('settled'); // 8 + 3 + 10 = 21 stands by itself; dealer 9 + 7 + 9 busts
    expect(round.settlement!.hands.map((hand) => hand.outcome)).toEqual(['win', 'win']);
  });

  it('hides the hole card until the round is settled', () => {
    const { round, stream } = playOut(['10-heart', '6-club', '9-spade', '7-diamond', '10-club']);
    expect(publicView(round).dealer).toEqual([round.dealer[0], null]);
    const settled = act(round, 'stand', stream);
    expect(publicView(settled).dealer).toEqual(settled.dealer);
  });
});

describe('blackjack round: serialization', () => {
  const DECK = ['8-heart', '8-club', 'A-spade', '6-diamond', '3-club', 'K-heart', '10-spade', '2-heart', '9-club', '4-diamond'];
  const ACTIONS: PlayerAction[] = ['no_insurance', 'split', 'double', 'hit', 'stand'];

  it('round-trips every state and resumes after a reload exactly as if never interrupted', () => {
    const uninterrupted = playOut(DECK, ACTIONS).round;
    let round = deal(1000, cards(DECK));
    for (const action of ACTIONS) {
      const reloaded = parseRound(serializeRound(round));
      expect(reloaded).toEqual(round);
      round = act(reloaded, action, cards(DECK, reloaded.nextCard));
    }
    expect(round).toEqual(uninterrupted);
    expect(parseRound(serializeRound(round))).toEqual(round);
    expect(round.actions).toEqual(ACTIONS);
  });

  it('refuses malformed rounds', () => {
    const good = JSON.parse(serializeRound(playOut(DECK).round)) as Record<string, unknown>;
    const broken = (patch: Record<string, unknown>) => JSON.stringify({ ...good, ...patch });
    expect(() => parseRound('[]')).toThrow(SyntaxError);
    expect(() => parseRound(broken({ version: 2 }))).toThrow(/version/);
    expect(() => parseRound(broken({ phase: 'dealer' }))).toThrow(/phase/);
    expect(() => parseRound(broken({ nextCard: 9 }))).toThrow(/nextCard/);
    expect(() => parseRound(broken({ dealer: [60, 1] }))).toThrow(/dealer/);
    expect(() => parseRound(broken({ active: 3 }))).toThrow(/active/);
    expect(() => parseRound(broken({ actions: ['surrender'] }))).toThrow(/actions/);
    expect(() => parseRound(broken({ settlement: { hands: [] } }))).toThrow(/settlement/);
  });
});

describe('blackjack strategy and house edge (infinite deck)', () => {
  it('has the documented exact expected return, about −0.57%', () => {
    const value = computeGameValue();
    expect(equals(value.expectedReturn, figure(FIGURES.blackjackExpectedReturn))).toBe(true);
    expect(toNumber(value.expectedReturn)).toBeCloseTo(-0.0057039, 6);
  });

  it('has the published infinite-deck S17 dealer probabilities', () => {
    // Dealer 6 up: bust ≈ 42.32%; 10 up (no blackjack): 20 ≈ 37.0%.
    expect(toNumber(dealerDistribution(6)[5]!)).toBeCloseTo(0.4232, 4);
    expect(toNumber(dealerDistribution(2)[5]!)).toBeCloseTo(0.3536, 4);
  });

  it('prices insurance at −1/13', () => {
    expect(equals(INSURANCE_EXPECTED_RETURN, rational(-1, 13))).toBe(true);
  });

  it('plays the textbook basic strategy', () => {
    const s = basicStrategy();
    const decide = (values: number[], up: number) => s.decide(values, up, 'initial');
    expect(decide([10, 6], 10)).toBe('hit');
    expect(decide([10, 6], 6)).toBe('stand');
    expect(decide([10, 2], 3)).toBe('hit');
    expect(decide([10, 2], 4)).toBe('stand');
    expect(decide([6, 5], 1)).toBe('hit'); // 11 vs ace: hit under S17 with an infinite deck
    expect(decide([6, 5], 10)).toBe('double');
    expect(decide([6, 4], 10)).toBe('hit');
    expect(decide([5, 4], 3)).toBe('double');
    expect(decide([1, 7], 2)).toBe('stand');
    expect(decide([1, 7], 4)).toBe('double');
    expect(decide([1, 7], 9)).toBe('hit');
    expect(decide([8, 8], 10)).toBe('split');
    expect(decide([1, 1], 1)).toBe('split');
    expect(decide([10, 10], 6)).toBe('stand');
    expect(decide([9, 9], 7)).toBe('stand');
    expect(decide([9, 9], 8)).toBe('split');
    expect(decide([5, 5], 9)).toBe('double');
    expect(decide([4, 4], 5)).toBe('split'); // DAS
    expect(s.decide([10, 3, 3], 10, 'initial')).toBe('hit');
    expect(s.decide([4, 3, 2, 3, 4], 10, 'initial')).toBe('hit');
    expect(s.decide([10, 2, 5], 2, 'initial')).toBe('stand');
  });

  it('falls back as the chart’s Dh, Ds, Ph and Ps say when its first choice is not allowed', () => {
    const s = basicStrategy();
    const noDouble: Action[] = ['hit', 'stand', 'split'];
    const noSplit: Action[] = ['hit', 'stand', 'double'];
    for (const up of [3, 4, 5, 6]) {
      // Ds: soft 18 doubles, else stands.
      expect(s.decide([1, 7], up, 'initial'), `A7 v ${up}`).toBe('double');
      expect(s.decide([1, 7], up, 'initial', noDouble), `A7 v ${up}`).toBe('stand');
    }
    // Dh: 11, 9 and soft 17 double, else hit.
    expect(s.decide([6, 5], 6, 'initial', noDouble)).toBe('hit');
    expect(s.decide([5, 4], 3, 'initial', noDouble)).toBe('hit');
    expect(s.decide([1, 6], 4, 'initial', noDouble)).toBe('hit');
    // Ph: 8-8 against a ten and 2-2 against a 4 split, else hit; Ps: 9-9 against a 9 splits, else stands.
    expect([s.decide([2, 2], 4, 'initial'), s.decide([9, 9], 9, 'initial')]).toEqual(['split', 'split']);
    expect(s.decide([8, 8], 10, 'initial', noSplit)).toBe('hit');
    expect(s.decide([2, 2], 4, 'initial', noSplit)).toBe('hit');
    expect(s.decide([9, 9], 9, 'initial', noSplit)).toBe('stand');
    // A hand that may only stand stands, whatever the chart's first choice.
    expect(s.decide([1, 7], 5, 'after_split', ['stand'])).toBe('stand');
    expect(s.decide([10, 3, 2], 10, 'initial', ['stand'])).toBe('stand');
  });

  it('decides the best allowed action of every two-card hand, by its exact value, whichever actions are closed', () => {
    const s = basicStrategy();
    const optional: Action[] = ['hit', 'double', 'split'];
    const allowedSets = Array.from({ length: 2 ** optional.length }, (_, mask) => ['stand', ...optional.filter((_, bit) => (mask >> bit) & 1)] as Action[]);
    for (let up = 1; up <= 10; up++) {
      const analysis = analyseUpCard(up);
      for (let first = 1; first <= 10; first++) {
        for (let second = 1; second <= 10; second++) {
          for (const context of ['initial', 'after_split'] as const) {
            const values = analysis.twoCardValues(first, second, { canDouble: true, canSplit: context === 'initial' });
            expect(s.decide([first, second], up, context), `${first},${second} v ${up}`).toBe(rankActions(values)[0]);
            for (const allowed of allowedSets) {
              const decided = s.decide([first, second], up, context, allowed);
              expect(allowed).toContain(decided);
              const allowedValues = allowed.map((action) => values[action]).filter((value) => value !== undefined);
              for (const value of allowedValues)
                expect(compare(values[decided]!, value), `${first},${second} v ${up} ${context} [${allowed}]`).toBeGreaterThanOrEqual(0);
            }
          }
        }
      }
    }
  });

  it('hints the best action the hand may take, never one it may not', () => {
    // A split ace left open with a soft 18 against a 5: the chart doubles, the hand may only stand.
    const round = parseRound(
      JSON.stringify({
        version: 1,
        baseStakeCentavos: 1000,
        phase: 'player',
        hands: [
          { cards: ['A-heart', '7-club'].map(parseCard), stakeCentavos: 1000, doubled: false, fromSplit: true, splitAces: true, done: false },
          { cards: ['A-spade', '9-club'].map(parseCard), stakeCentavos: 1000, doubled: false, fromSplit: true, splitAces: true, done: true },
        ],
        active: 0,
        dealer: ['5-spade', '10-diamond'].map(parseCard),
        nextCard: 6,
        insurance: 'not_offered',
        insuranceStakeCentavos: 0,
        actions: ['split'],
        settlement: null,
      }),
    );
    expect(legalActions(round)).toEqual(['stand']);
    expect(hint(round)).toBe('stand');
  });

  it('only ever hints a legal action', () => {
    const stream = cards(['8-heart', '8-club', '6-spade', '7-diamond', '3-club', 'K-heart', '10-spade', '2-heart', '9-club', '4-diamond', '5-club']);
    let round = deal(1000, stream);
    while (round.phase !== 'settled') {
      const advice = hint(round)!;
      expect(legalActions(round)).toContain(advice);
      round = act(round, advice, stream);
    }
    expect(hint(round)).toBeNull();
  });

  it('matches the exact expected return over 10⁶ simulated rounds of basic strategy', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('blackjack');
  });
});
