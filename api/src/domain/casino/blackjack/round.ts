/**
 * One blackjack round as a serializable state machine:
 *
 *   deal ─▶ insurance? (dealer shows an ace) ─▶ peek ─▶ player (hit/stand/double/split, hand by
 *   hand) ─▶ dealer ─▶ settled
 *
 * The state is plain JSON (a round in progress survives a reload). Cards come from the bet's
 * provably-fair float stream in play order; the state records `nextCard`, the index of the next
 * float, and every transition checks that the source it is given is positioned there, so a
 * resumed round continues the same stream. The rules are in rules.ts.
 */
import { type Card, isCard } from '../fair/cards.ts';
import { cardWithReplacement } from '../fair/mappings.ts';
import { type FloatSource } from '../fair/stream.ts';
import { assertStake } from '../money.ts';
import { MAX_HANDS, cardValue, dealerStands, handTotal, isBlackjack } from './rules.ts';
import { type Action, basicStrategy } from './strategy.ts';

export type Phase = 'insurance' | 'player' | 'settled';
export type PlayerAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no_insurance';
export const PLAYER_ACTIONS: readonly PlayerAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'];

export interface PlayerHand {
  readonly cards: readonly Card[];
  readonly stakeCentavos: number;
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  /** A split ace: one card only, no hitting or doubling. */
  readonly splitAces: boolean;
  readonly done: boolean;
}

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface Settlement {
  readonly dealerBlackjack: boolean;
  readonly hands: readonly { readonly outcome: HandOutcome; readonly returnCentavos: number }[];
  readonly insuranceReturnCentavos: number;
  readonly totalStakeCentavos: number;
  readonly totalReturnCentavos: number;
}

export interface BlackjackRound {
  readonly version: 1;
  readonly baseStakeCentavos: number;
  readonly phase: Phase;
  readonly hands: readonly PlayerHand[];
  /** Index of the hand being played (meaningful in the player phase). */
  readonly active: number;
  /** Up card first, hole card second, then the dealer's draws. */
  readonly dealer: readonly Card[];
  /** Stream index of the next card to deal. */
  readonly nextCard: number;
  readonly insurance: 'not_offered' | 'pending' | 'declined' | 'taken';
  readonly insuranceStakeCentavos: number;
  readonly actions: readonly PlayerAction[];
  readonly settlement: Settlement | null;
}

export class IllegalActionError extends Error {
  constructor(action: string, phase: Phase) {
    super(`${action} is not allowed now (phase ${phase})`);
    this.name = 'IllegalActionError';
  }
}

interface Draft {
  baseStakeCentavos: number;
  phase: Phase;
  hands: PlayerHand[];
  active: number;
  dealer: Card[];
  nextCard: number;
  insurance: BlackjackRound['insurance'];
  insuranceStakeCentavos: number;
  actions: PlayerAction[];
  settlement: Settlement | null;
}

function expectPosition(round: Pick<BlackjackRound, 'nextCard'>, floats: FloatSource): void {
  if (floats.position !== round.nextCard) throw new RangeError(`the card stream is at float ${floats.position}, the round expects ${round.nextCard}`);
}

function draw(draft: Draft, floats: FloatSource): Card {
  const card = cardWithReplacement(floats);
  draft.nextCard++;
  return card;
}

const upIsAce = (dealer: readonly Card[]) => cardValue(dealer[0]!) === 1;
const upIsTen = (dealer: readonly Card[]) => cardValue(dealer[0]!) === 10;

/** Deals player, player, dealer up, dealer hole from the start of the bet's stream. */
export function deal(stakeCentavos: number, floats: FloatSource): BlackjackRound {
  assertStake(stakeCentavos);
  const draft: Draft = {
    baseStakeCentavos: stakeCentavos,
    phase: 'player',
    hands: [],
    active: 0,
    dealer: [],
    nextCard: 0,
    insurance: 'not_offered',
    insuranceStakeCentavos: 0,
    actions: [],
    settlement: null,
  };
  expectPosition(draft, floats);
  const first = draw(draft, floats);
  const second = draw(draft, floats);
  draft.hands = [{ cards: [first, second], stakeCentavos, doubled: false, fromSplit: false, splitAces: false, done: false }];
  draft.dealer = [draw(draft, floats), draw(draft, floats)];
  if (upIsAce(draft.dealer)) {
    draft.phase = 'insurance';
    draft.insurance = 'pending';
    return freeze(draft);
  }
  return freeze(afterPeek(draft, floats));
}

/** The dealer peeks; a dealer or player blackjack ends the round at once. */
function afterPeek(draft: Draft, floats: FloatSource): Draft {
  if (isBlackjack(draft.dealer) || isBlackjack(draft.hands[0]!.cards)) return settle(draft);
  draft.phase = 'player';
  draft.active = 0;
  return advance(draft, floats);
}

export function legalActions(round: BlackjackRound): PlayerAction[] {
  if (round.phase === 'insurance') return insuranceStake(round.baseStakeCentavos) > 0 ? ['insurance', 'no_insurance'] : ['no_insurance'];
  if (round.phase !== 'player') return [];
  const hand = round.hands[round.active]!;
  const actions: PlayerAction[] = ['stand'];
  if (!hand.splitAces && handTotal(hand.cards).total < 21) actions.unshift('hit');
  if (hand.cards.length === 2 && !hand.splitAces) actions.push('double');
  if (round.hands.length < MAX_HANDS && hand.cards.length === 2 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!)) actions.push('split');
  return actions;
}

/** Insurance costs half the bet, rounded down to the centavo. */
export function insuranceStake(baseStakeCentavos: number): number {
  return Math.floor(baseStakeCentavos / 2);
}

/** Applies one player action, drawing cards from `floats` (positioned at `round.nextCard`). */
export function act(round: BlackjackRound, action: PlayerAction, floats: FloatSource): BlackjackRound {
  if (!legalActions(round).includes(action)) throw new IllegalActionError(action, round.phase);
  expectPosition(round, floats);
  const draft = thaw(round);
  draft.actions.push(action);
  if (action === 'insurance' || action === 'no_insurance') {
    draft.insurance = action === 'insurance' ? 'taken' : 'declined';
    draft.insuranceStakeCentavos = action === 'insurance' ? insuranceStake(draft.baseStakeCentavos) : 0;
    return freeze(afterPeek(draft, floats));
  }
  const hand = draft.hands[draft.active]!;
  switch (action) {
    case 'stand':
      draft.hands[draft.active] = { ...hand, done: true };
      break;
    case 'hit': {
      const cards = [...hand.cards, draw(draft, floats)];
      draft.hands[draft.active] = { ...hand, cards, done: handTotal(cards).total >= 21 };
      break;
    }
    case 'double':
      draft.hands[draft.active] = { ...hand, cards: [...hand.cards, draw(draft, floats)], stakeCentavos: hand.stakeCentavos * 2, doubled: true, done: true };
      break;
    case 'split': {
      const aces = cardValue(hand.cards[0]!) === 1;
      const split = (card: Card): PlayerHand => ({
        cards: [card],
        stakeCentavos: hand.stakeCentavos,
        doubled: false,
        fromSplit: true,
        splitAces: aces,
        done: false,
      });
      draft.hands = [split(hand.cards[0]!), split(hand.cards[1]!)];
      draft.active = 0;
      break;
    }
  }
  return freeze(advance(draft, floats));
}

/**
 * Moves play on: a split hand gets its second card when it becomes active (split aces both at
 * once, and they stand); a hand at 21 stands by itself; after the last hand the dealer plays.
 */
function advance(draft: Draft, floats: FloatSource): Draft {
  if (draft.hands.some((hand) => hand.splitAces)) {
    for (let i = 0; i < draft.hands.length; i++) {
      const hand = draft.hands[i]!;
      if (hand.cards.length === 1) draft.hands[i] = { ...hand, cards: [...hand.cards, draw(draft, floats)], done: true };
    }
  }
  while (draft.active < draft.hands.length) {
    let hand = draft.hands[draft.active]!;
    if (hand.cards.length === 1) {
      hand = { ...hand, cards: [...hand.cards, draw(draft, floats)] };
      draft.hands[draft.active] = hand;
    }
    if (!hand.done && handTotal(hand.cards).total >= 21) {
      hand = { ...hand, done: true };
      draft.hands[draft.active] = hand;
    }
    if (!hand.done) return draft;
    draft.active++;
  }
  draft.active = draft.hands.length - 1;
  // The dealer draws only if some hand is still standing (not bust).
  if (draft.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
    while (!dealerStands(draft.dealer)) draft.dealer.push(draw(draft, floats));
  }
  return settle(draft);
}

function settle(draft: Draft): Draft {
  const dealerBlackjack = isBlackjack(draft.dealer) && (upIsAce(draft.dealer) || upIsTen(draft.dealer));
  const dealerTotal = handTotal(draft.dealer).total;
  const hands = draft.hands.map((hand) => {
    const total = handTotal(hand.cards).total;
    const natural = !hand.fromSplit && isBlackjack(hand.cards);
    let outcome: HandOutcome;
    if (natural) outcome = dealerBlackjack ? 'push' : 'blackjack';
    else if (dealerBlackjack || total > 21) outcome = 'lose';
    else if (dealerTotal > 21 || total > dealerTotal) outcome = 'win';
    else outcome = total === dealerTotal ? 'push' : 'lose';
    const stake = hand.stakeCentavos;
    const returnCentavos = outcome === 'blackjack' ? stake + Math.floor((stake * 3) / 2) : outcome === 'win' ? 2 * stake : outcome === 'push' ? stake : 0;
    return { outcome, returnCentavos };
  });
  const insuranceReturnCentavos = draft.insurance === 'taken' && dealerBlackjack ? 3 * draft.insuranceStakeCentavos : 0;
  const totalStakeCentavos = draft.hands.reduce((total, hand) => total + hand.stakeCentavos, 0) + draft.insuranceStakeCentavos;
  draft.phase = 'settled';
  draft.settlement = {
    dealerBlackjack,
    hands,
    insuranceReturnCentavos,
    totalStakeCentavos,
    totalReturnCentavos: hands.reduce((total, hand) => total + hand.returnCentavos, 0) + insuranceReturnCentavos,
  };
  return draft;
}

/** Everything staked so far (bet, split, doubles, insurance): debit the increase after each action. */
export function stakedCentavos(round: BlackjackRound): number {
  return round.hands.reduce((total, hand) => total + hand.stakeCentavos, 0) + round.insuranceStakeCentavos;
}

/**
 * The basic-strategy hint for the current decision (insurance is always declined): the best action
 * the hand may take, so where the chart's first choice is closed its next one applies (a soft 18
 * that may not double stands; it does not hit).
 */
export function hint(round: BlackjackRound): PlayerAction | null {
  if (round.phase === 'insurance') return 'no_insurance';
  if (round.phase !== 'player') return null;
  const hand = round.hands[round.active]!;
  const allowed = legalActions(round).filter((action): action is Action => action !== 'insurance' && action !== 'no_insurance');
  return basicStrategy().decide(hand.cards.map(cardValue), cardValue(round.dealer[0]!), round.hands.length > 1 ? 'after_split' : 'initial', allowed);
}

/** What the player may see: the hole card stays hidden until the round is settled. */
export function publicView(round: BlackjackRound): Omit<BlackjackRound, 'dealer'> & { dealer: readonly (Card | null)[] } {
  return { ...round, dealer: round.phase === 'settled' ? round.dealer : [round.dealer[0]!, null] };
}

function thaw(round: BlackjackRound): Draft {
  return {
    ...round,
    hands: round.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    dealer: [...round.dealer],
    actions: [...round.actions],
  };
}

function freeze(draft: Draft): BlackjackRound {
  return { version: 1, ...draft };
}

export function serializeRound(round: BlackjackRound): string {
  return JSON.stringify(round);
}

/** Parses a stored round, refusing anything that is not a well-formed round. */
export function parseRound(json: string): BlackjackRound {
  const value: unknown = JSON.parse(json);
  const fail = (why: string): never => {
    throw new SyntaxError(`not a blackjack round: ${why}`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const r = value as Record<string, unknown>;
  const positiveInt = (x: unknown) => Number.isSafeInteger(x) && (x as number) > 0;
  const nonNegativeInt = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0;
  const cards = (x: unknown) => Array.isArray(x) && x.every(isCard);
  if (r.version !== 1) fail('unknown version');
  if (!positiveInt(r.baseStakeCentavos)) fail('baseStakeCentavos');
  if (!['insurance', 'player', 'settled'].includes(r.phase as string)) fail('phase');
  if (!['not_offered', 'pending', 'declined', 'taken'].includes(r.insurance as string)) fail('insurance');
  if (!nonNegativeInt(r.insuranceStakeCentavos)) fail('insuranceStakeCentavos');
  if (!nonNegativeInt(r.nextCard)) fail('nextCard');
  if (!cards(r.dealer) || (r.dealer as unknown[]).length < 2) fail('dealer');
  if (!Array.isArray(r.actions) || !r.actions.every((a) => PLAYER_ACTIONS.includes(a as PlayerAction))) fail('actions');
  if (!Array.isArray(r.hands) || r.hands.length < 1 || r.hands.length > MAX_HANDS) fail('hands');
  for (const hand of r.hands as Record<string, unknown>[]) {
    if (typeof hand !== 'object' || hand === null || !cards(hand.cards) || !positiveInt(hand.stakeCentavos)) fail('hand');
    for (const flag of ['doubled', 'fromSplit', 'splitAces', 'done']) if (typeof hand[flag] !== 'boolean') fail(`hand.${flag}`);
  }
  if (!Number.isInteger(r.active) || (r.active as number) < 0 || (r.active as number) >= (r.hands as unknown[]).length) fail('active');
  if ((r.phase === 'settled') !== (r.settlement !== null && typeof r.settlement === 'object')) fail('settlement');
  const dealt = (r.hands as { cards: unknown[] }[]).reduce((n, hand) => n + hand.cards.length, 0) + (r.dealer as unknown[]).length;
  if (dealt !== r.nextCard) fail('nextCard does not match the cards dealt');
  return value as BlackjackRound;
}
