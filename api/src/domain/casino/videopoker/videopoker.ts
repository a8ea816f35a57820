/**
 * Jacks or Better, 9/6 full pay, one hand. The stream draws 10 cards without replacement at the
 * deal (see `cardsWithoutReplacement`): the first 5 are dealt, the other 5 replace the discarded
 * positions left to right, so the draw is fixed (and verifiable) before the player chooses holds.
 * The replacement cards stay server-side until the draw.
 */
import { type Card } from '../fair/cards.ts';
import { cardsWithoutReplacement } from '../fair/mappings.ts';
import { type FloatSource } from '../fair/stream.ts';
import { FIGURES, figure } from '../figures.ts';
import { type Rational, rational } from '../math/rational.ts';
import { assertStake } from '../money.ts';
import { type DrawTables, type HoldAdvice, buildDrawTables, rankHolds } from './analysis.ts';
import { HAND_CLASSES, type HandClass, PAYTABLE_9_6, classifyHand } from './evaluator.ts';

export const VIDEO_POKER_CARDS = 10;

/**
 * The RTP of optimal play, computed exactly by `computeOptimalRtp` (all 2,598,960 deals × 32
 * holds, ~1.5 s; the tests recompute it): 1653526326983/1661102543100 ≈ 99.543904%.
 */
export const VIDEO_POKER_OPTIMAL_RTP: Rational = figure(FIGURES.videoPoker);
export const VIDEO_POKER_MAX_MULTIPLIER = 800;

export interface VideoPokerRound {
  readonly version: 1;
  readonly stakeCentavos: number;
  readonly phase: 'dealt' | 'settled';
  readonly dealt: readonly Card[];
  /** The five replacement cards, in order; never shown before the draw. */
  readonly replacements: readonly Card[];
  readonly held: readonly boolean[] | null;
  readonly final: readonly Card[] | null;
  readonly handClass: HandClass | null;
  readonly multiplier: number | null;
  readonly payoutCentavos: number | null;
}

export function deal(stakeCentavos: number, floats: FloatSource): VideoPokerRound {
  assertStake(stakeCentavos);
  if (floats.position !== 0) throw new RangeError('a video poker round starts at the beginning of its stream');
  const cards = cardsWithoutReplacement(floats, VIDEO_POKER_CARDS);
  return {
    version: 1,
    stakeCentavos,
    phase: 'dealt',
    dealt: cards.slice(0, 5),
    replacements: cards.slice(5),
    held: null,
    final: null,
    handClass: null,
    multiplier: null,
    payoutCentavos: null,
  };
}

/** Replaces the unheld positions, left to right, with the replacement cards in order. */
export function finalHand(dealt: readonly Card[], replacements: readonly Card[], held: readonly boolean[]): Card[] {
  let next = 0;
  return dealt.map((card, i) => (held[i] ? card : replacements[next++]!));
}

export function draw(round: VideoPokerRound, held: readonly boolean[]): VideoPokerRound {
  if (round.phase !== 'dealt') throw new RangeError('this hand has already been drawn');
  if (held.length !== 5 || !held.every((h) => typeof h === 'boolean')) throw new RangeError('hold is five booleans');
  const final = finalHand(round.dealt, round.replacements, held);
  const handClass = classifyHand(final);
  const multiplier = PAYTABLE_9_6[HAND_CLASSES.indexOf(handClass)]!;
  return { ...round, phase: 'settled', held: [...held], final, handClass, multiplier, payoutCentavos: round.stakeCentavos * multiplier };
}

/** The total return per unit staked of a final hand. */
export function handMultiplier(handClass: HandClass): Rational {
  return rational(PAYTABLE_9_6[HAND_CLASSES.indexOf(handClass)]!);
}

/** What the player sees: the replacement cards stay hidden until the draw. */
export function publicView(round: VideoPokerRound): Omit<VideoPokerRound, 'replacements'> & { replacements: readonly Card[] | null } {
  return { ...round, replacements: round.phase === 'settled' ? round.replacements : null };
}

let cachedTables: DrawTables | undefined;
/** The draw tables behind the hint, built on first use (~0.3 s, 2.3 MB) and kept. */
export function drawTables(): DrawTables {
  cachedTables ??= buildDrawTables(PAYTABLE_9_6);
  return cachedTables;
}

/** The optimal hold for the dealt hand (the "hint") and the expected return of each alternative. */
export function holdAdvice(round: Pick<VideoPokerRound, 'dealt'>): HoldAdvice[] {
  return rankHolds(drawTables(), round.dealt);
}
