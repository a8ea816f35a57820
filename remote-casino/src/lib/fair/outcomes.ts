/**
 * How roulette, dice and keno turn stream floats into outcomes (the public mappings), and what a
 * recorded round says its outcome was. Pure: floats in, outcome out.
 */

export const VERIFIABLE_GAMES = ['roulette', 'dice', 'keno'] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];

export type FairOutcome = { game: 'roulette'; pocket: number } | { game: 'dice'; roll: number } | { game: 'keno'; drawn: number[] };

export const KENO_POOL = 40;
export const KENO_DRAWN = 10;

/** How many floats each game's outcome uses. */
export const FLOATS_NEEDED: Record<VerifiableGame, number> = { roulette: 1, dice: 1, keno: KENO_DRAWN };

export function isVerifiableGame(gameType: string): gameType is VerifiableGame {
  return (VERIFIABLE_GAMES as readonly string[]).includes(gameType);
}

function floatAt(floats: readonly number[], index: number): number {
  const value = floats[index];
  if (value === undefined) throw new RangeError(`float ${index} is missing`);
  return value;
}

/** European roulette pocket: ⌊f·37⌋. */
export function roulettePocket(floats: readonly number[]): number {
  return Math.floor(floatAt(floats, 0) * 37);
}

/** Dice roll 0.00–100.00: ⌊f·10001⌋/100. */
export function diceRoll(floats: readonly number[]): number {
  return Math.floor(floatAt(floats, 0) * 10001) / 100;
}

/**
 * Keno: 10 of 1–40 without replacement. The i-th float picks position ⌊f·(40−i)⌋ among the
 * numbers not yet drawn, listed ascending; returned in draw order.
 */
export function kenoDraw(floats: readonly number[]): number[] {
  const remaining = Array.from({ length: KENO_POOL }, (_, index) => index + 1);
  const drawn: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i++) {
    const [number] = remaining.splice(Math.floor(floatAt(floats, i) * (KENO_POOL - i)), 1);
    drawn.push(number!);
  }
  return drawn;
}

export function outcomeOfFloats(game: VerifiableGame, floats: readonly number[]): FairOutcome {
  switch (game) {
    case 'roulette':
      return { game, pocket: roulettePocket(floats) };
    case 'dice':
      return { game, roll: diceRoll(floats) };
    case 'keno':
      return { game, drawn: kenoDraw(floats) };
  }
}

/** The outcome a round recorded (`round.outcome`), or null when it is not of the expected shape. */
export function recordedOutcome(game: VerifiableGame, outcome: Record<string, unknown> | null): FairOutcome | null {
  if (!outcome) return null;
  switch (game) {
    case 'roulette':
      return typeof outcome.pocket === 'number' ? { game, pocket: outcome.pocket } : null;
    case 'dice':
      return typeof outcome.roll === 'number' ? { game, roll: outcome.roll } : null;
    case 'keno':
      return Array.isArray(outcome.drawn) && outcome.drawn.every((value) => typeof value === 'number') ? { game, drawn: outcome.drawn as number[] } : null;
  }
}

export function sameOutcome(a: FairOutcome, b: FairOutcome): boolean {
  if (a.game === 'roulette' && b.game === 'roulette') return a.pocket === b.pocket;
  if (a.game === 'dice' && b.game === 'dice') return a.roll === b.roll;
  if (a.game === 'keno' && b.game === 'keno') return a.drawn.length === b.drawn.length && a.drawn.every((value, index) => value === b.drawn[index]);
  return false;
}
