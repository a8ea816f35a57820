/**
 * How roulette, dice, keno, baccarat and video poker turn stream floats into outcomes (the public
 * mappings), and what a recorded round says its outcome was. Pure: floats in, outcome out.
 */

export const VERIFIABLE_GAMES = ['roulette', 'dice', 'keno', 'baccarat', 'video_poker'] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];

export type FairOutcome =
  | { game: 'roulette'; pocket: number }
  | { game: 'dice'; roll: number }
  | { game: 'keno'; drawn: number[] }
  /** Cards as the API names them ("K-club"), in the order each hand received them. */
  | { game: 'baccarat'; player: string[]; banker: string[] }
  /** The five dealt and the five replacements, in stream order; with the held positions, the final hand follows. */
  | { game: 'video_poker'; dealt: string[]; replacements: string[] };

export const KENO_POOL = 40;
export const KENO_DRAWN = 10;

/** How many floats each game's outcome uses. */
export const FLOATS_NEEDED: Record<VerifiableGame, number> = { roulette: 1, dice: 1, keno: KENO_DRAWN, baccarat: 6, video_poker: 10 };

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

// The verifier's deck order: rank 2 … A, and within a rank diamond, heart, spade, club.
const DECK_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const DECK_SUITS = ['diamond', 'heart', 'spade', 'club'];

const cardName = (card: number) => `${DECK_RANKS[card >> 2]}-${DECK_SUITS[card & 3]}`;

/** One card with replacement: ⌊f·52⌋ into the ordered deck; its name and its baccarat value (A 1, 10 and faces 0). */
function baccaratCard(float: number): { name: string; value: number } {
  const card = Math.floor(float * 52);
  const rank = card >> 2;
  return { name: cardName(card), value: rank <= 7 ? rank + 2 : rank === 12 ? 1 : 0 };
}

/** Video poker's ten cards without replacement: the i-th float picks position ⌊f·(52−i)⌋ among the cards left, in deck order. */
export function videoPokerCards(floats: readonly number[]): { dealt: string[]; replacements: string[] } {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  const cards = Array.from({ length: 10 }, (_, i) => cardName(deck.splice(Math.floor(floatAt(floats, i) * (52 - i)), 1)[0]!));
  return { dealt: cards.slice(0, 5), replacements: cards.slice(5) };
}

/** The banker's third-card rule; `playerThird` is the value of the player's third card, or null if the player stood. */
function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * Baccarat (punto banco): player, player, banker, banker, then the third cards by the tableau —
 * none on a natural 8 or 9, the player on 0–5, the banker by its rule — each the next float.
 */
export function baccaratCoup(floats: readonly number[]): { player: string[]; banker: string[] } {
  let next = 0;
  const draw = () => baccaratCard(floatAt(floats, next++));
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const total = (hand: { value: number }[]) => hand.reduce((sum, card) => sum + card.value, 0) % 10;
  if (total(player) < 8 && total(banker) < 8) {
    const playerThird = total(player) <= 5 ? draw() : null;
    if (playerThird) player.push(playerThird);
    if (bankerDraws(total(banker), playerThird?.value ?? null)) banker.push(draw());
  }
  return { player: player.map((card) => card.name), banker: banker.map((card) => card.name) };
}

export function outcomeOfFloats(game: VerifiableGame, floats: readonly number[]): FairOutcome {
  switch (game) {
    case 'roulette':
      return { game, pocket: roulettePocket(floats) };
    case 'dice':
      return { game, roll: diceRoll(floats) };
    case 'keno':
      return { game, drawn: kenoDraw(floats) };
    case 'baccarat':
      return { game, ...baccaratCoup(floats) };
    case 'video_poker':
      return { game, ...videoPokerCards(floats) };
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
    case 'baccarat':
      return isCardList(outcome.player_cards) && isCardList(outcome.banker_cards) ? { game, player: outcome.player_cards, banker: outcome.banker_cards } : null;
    case 'video_poker':
      return recordedVideoPoker(outcome);
  }
}

/**
 * A settled hand: its dealt cards and the replacements, checked against its final hand (each
 * unheld position takes the next replacement, left to right). A hand not drawn yet has nothing to check.
 */
function recordedVideoPoker(outcome: Record<string, unknown>): FairOutcome | null {
  const { dealt, replacements, held, final } = outcome;
  if (!isCardList(dealt) || !isCardList(replacements) || !isCardList(final) || !Array.isArray(held)) return null;
  let next = 0;
  const drawn = dealt.map((card, index) => (held[index] === true ? card : replacements[next++]));
  return sameList(drawn, final) ? { game: 'video_poker', dealt, replacements } : null;
}

function isCardList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((card) => typeof card === 'string');
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export function sameOutcome(a: FairOutcome, b: FairOutcome): boolean {
  if (a.game === 'roulette' && b.game === 'roulette') return a.pocket === b.pocket;
  if (a.game === 'dice' && b.game === 'dice') return a.roll === b.roll;
  if (a.game === 'keno' && b.game === 'keno') return sameList(a.drawn, b.drawn);
  if (a.game === 'baccarat' && b.game === 'baccarat') return sameList(a.player, b.player) && sameList(a.banker, b.banker);
  if (a.game === 'video_poker' && b.game === 'video_poker') return sameList(a.dealt, b.dealt) && sameList(a.replacements, b.replacements);
  return false;
}
