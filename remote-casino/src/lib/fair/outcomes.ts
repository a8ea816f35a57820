/**
 * How every in-house game turns stream floats into outcomes (the public mappings of
 * api/src/domain/casino/fair/mappings.ts and the engines), and what a recorded round says its
 * outcome was. Pure: floats (and the public inputs: a slot's reels, a hand's actions, a poker hand's
 * holds) in, outcome out.
 */

export const VERIFIABLE_GAMES = ['roulette', 'dice', 'keno', 'baccarat', 'video_poker', 'slots', 'blackjack'] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];

/** A slot's reels as `GET /games/:uuid` publishes them in its paytable: what its spins are recomputed from. */
export interface SlotReels {
  /** Each reel's symbols by stop (the names a round's window uses). */
  strips: string[][];
  rows: number;
  /** Index order of the recorded `outcome.window`: [row][reel] (Sete da Sorte) or [reel][row]. */
  windowOrder: 'row_reel' | 'reel_row';
  /** The free-spin chain of the titles that have one (Carnaval do Rio). */
  freeSpins: { scatter: string; trigger: number; award: number; cap: number } | null;
}

/** One spin: the stop of each reel and what the reels show, window[reel][row] (top row first). */
export interface SlotSpin {
  stops: number[];
  window: string[][];
}

/** What a round's recomputation needs besides its floats: the slot's reels, the hand's actions (blackjack), the held positions (video poker). */
export interface PublicInputs {
  reels: SlotReels | null;
  actions: readonly string[];
  /** The five held flags of a drawn video poker hand; null before the draw. */
  held: readonly boolean[] | null;
}

const NO_INPUTS: PublicInputs = { reels: null, actions: [], held: null };

export type FairOutcome =
  | { game: 'roulette'; pocket: number }
  | { game: 'dice'; roll: number }
  | { game: 'keno'; drawn: number[] }
  /** Cards as the API names them ("K-club"), in the order each hand received them. */
  | { game: 'baccarat'; player: string[]; banker: string[] }
  /** The five dealt, which were held and the hand after the draw; `held` and `final` are null before the draw. */
  | { game: 'video_poker'; dealt: string[]; held: boolean[] | null; final: string[] | null }
  /** The base spin, then each free spin in stream order. */
  | { game: 'slots'; spins: SlotSpin[] }
  /** Each player hand's cards and the dealer's, as the recorded actions dealt them; `actions` are those that were legal. */
  | { game: 'blackjack'; hands: string[][]; dealer: string[]; actions: string[] };

export const KENO_POOL = 40;
export const KENO_DRAWN = 10;

/**
 * Blackjack deals at most 59 cards: each of the two hands of a split at most 21 (every card counts
 * at least 1 and a hand stops at 21) and the dealer at most 17 (from a hard 2 to 17, 1 at least a card).
 */
export const BLACKJACK_MAX_CARDS = 59;

/** How many floats a game's outcome may use (a slot: one per reel and spin, a free-spin chain up to its cap). */
export function floatsNeeded(game: VerifiableGame, inputs: PublicInputs = NO_INPUTS): number {
  switch (game) {
    case 'roulette':
    case 'dice':
      return 1;
    case 'keno':
      return KENO_DRAWN;
    case 'baccarat':
      return 6;
    case 'video_poker':
      return 10;
    case 'slots':
      return inputs.reels ? inputs.reels.strips.length * (1 + (inputs.reels.freeSpins?.cap ?? 0)) : 0;
    case 'blackjack':
      return BLACKJACK_MAX_CARDS;
  }
}

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

/** The drawn hand as the engine makes it: each unheld position takes the next replacement, left to right. */
function drawnHand(dealt: readonly string[], replacements: readonly string[], held: readonly boolean[]): string[] {
  let next = 0;
  return dealt.map((card, index) => (held[index] === true ? card : replacements[next++]!));
}

/**
 * A video poker hand replayed from the stream and the recorded holds: the five dealt, and after the
 * draw the final hand. Unused replacements are left out: the player never saw them.
 */
export function videoPokerHand(
  floats: readonly number[],
  held: readonly boolean[] | null,
): { dealt: string[]; held: boolean[] | null; final: string[] | null } {
  const { dealt, replacements } = videoPokerCards(floats);
  if (!isHold(held)) return { dealt, held: null, final: null };
  return { dealt, held: [...held], final: drawnHand(dealt, replacements, held) };
}

const isHold = (value: unknown): value is boolean[] => Array.isArray(value) && value.length === 5 && value.every((flag) => typeof flag === 'boolean');

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

/**
 * Slot spins: one float per reel, reel 1 first, stop ⌊f·length⌋; the window shows
 * strip[(stop + row) mod length]. With a free-spin chain, `trigger`+ scatters anywhere in the base
 * spin's window award `award` spins; each free spin takes the next floats, and `trigger`+ scatters
 * in it award `award` more, up to `cap` in all.
 */
export function slotSpins(floats: readonly number[], reels: SlotReels): SlotSpin[] {
  let next = 0;
  const spin = (): SlotSpin => {
    const stops = reels.strips.map((strip) => Math.floor(floatAt(floats, next++) * strip.length));
    return { stops, window: windowAt(reels, stops) };
  };
  const spins = [spin()];
  const chain = reels.freeSpins;
  if (!chain) return spins;
  const triggers = (one: SlotSpin) => one.window.flat().filter((symbol) => symbol === chain.scatter).length >= chain.trigger;
  let awarded = triggers(spins[0]!) ? chain.award : 0;
  while (spins.length - 1 < awarded) {
    const free = spin();
    spins.push(free);
    if (triggers(free)) awarded = Math.min(awarded + chain.award, chain.cap);
  }
  return spins;
}

/** What the reels show at these stops, window[reel][row]. */
function windowAt(reels: SlotReels, stops: readonly number[]): string[][] {
  return reels.strips.map((strip, reel) => Array.from({ length: reels.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

/** Blackjack value: 2–10, pictures 10, ace 1 (rank index 12). */
const blackjackValue = (card: number) => (card >> 2 <= 8 ? (card >> 2) + 2 : card >> 2 === 12 ? 1 : 10);

/** The best total: an ace counts 11 when that keeps the hand at 21 or less. */
function blackjackTotal(cards: readonly number[]): number {
  const hard = cards.reduce((sum, card) => sum + blackjackValue(card), 0);
  return cards.some((card) => blackjackValue(card) === 1) && hard + 10 <= 21 ? hard + 10 : hard;
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && blackjackTotal(cards) === 21;

/**
 * A blackjack hand replayed from the stream and the player's recorded actions, as the engine plays
 * it (api/src/domain/casino/blackjack/round.ts): cards with replacement, ⌊f·52⌋, dealt player,
 * player, dealer up, dealer hole; insurance is offered on an ace up; the dealer peeks (a blackjack
 * on either side ends the hand); then hits, doubles and one split in play order — a split hand gets
 * its second card when it becomes active, split aces both at once and stand — and, unless every
 * hand is bust, the dealer draws to 17 (standing on soft 17). A recorded action that is not legal
 * at its turn ends the replay (the server would have refused it).
 */
export function blackjackHand(floats: readonly number[], actions: readonly string[]): { hands: string[][]; dealer: string[]; actions: string[] } {
  let next = 0;
  const draw = () => Math.floor(floatAt(floats, next++) * 52);
  type Hand = { cards: number[]; splitAces: boolean; done: boolean };
  let hands: Hand[] = [{ cards: [draw(), draw()], splitAces: false, done: false }];
  const dealer = [draw(), draw()];
  let phase: 'insurance' | 'player' | 'settled' = blackjackValue(dealer[0]!) === 1 ? 'insurance' : 'player';
  let active = 0;

  const advance = () => {
    if (hands.some((hand) => hand.splitAces)) {
      for (const hand of hands) {
        if (hand.cards.length > 1) continue;
        hand.cards.push(draw());
        hand.done = true;
      }
    }
    while (active < hands.length) {
      const hand = hands[active]!;
      if (hand.cards.length === 1) hand.cards.push(draw());
      if (blackjackTotal(hand.cards) >= 21) hand.done = true;
      if (!hand.done) return;
      active++;
    }
    if (hands.some((hand) => blackjackTotal(hand.cards) <= 21)) while (blackjackTotal(dealer) < 17) dealer.push(draw());
    phase = 'settled';
  };
  const afterPeek = () => {
    if (isBlackjack(dealer) || isBlackjack(hands[0]!.cards)) phase = 'settled';
    else {
      phase = 'player';
      active = 0;
      advance();
    }
  };
  const legal = (action: string): boolean => {
    if (phase === 'insurance') return action === 'insurance' || action === 'no_insurance';
    if (phase !== 'player') return false;
    const hand = hands[active]!;
    const pair = hand.cards.length === 2 && blackjackValue(hand.cards[0]!) === blackjackValue(hand.cards[1]!);
    if (action === 'stand') return true;
    if (action === 'hit') return !hand.splitAces && blackjackTotal(hand.cards) < 21;
    if (action === 'double') return hand.cards.length === 2 && !hand.splitAces;
    return action === 'split' && hands.length < 2 && pair;
  };

  if (phase === 'player') afterPeek();
  const played: string[] = [];
  for (const action of actions) {
    if (!legal(action)) break;
    played.push(action);
    const hand = hands[active]!;
    if (action === 'insurance' || action === 'no_insurance') {
      afterPeek();
      continue;
    }
    if (action === 'hit' || action === 'double') hand.cards.push(draw());
    if (action === 'stand' || action === 'double') hand.done = true;
    if (action === 'split') {
      const splitAces = blackjackValue(hand.cards[0]!) === 1;
      hands = hand.cards.map((card) => ({ cards: [card], splitAces, done: false }));
      active = 0;
    }
    advance();
  }
  return { hands: hands.map((hand) => hand.cards.map(cardName)), dealer: dealer.map(cardName), actions: played };
}

export function outcomeOfFloats(game: VerifiableGame, floats: readonly number[], inputs: PublicInputs = NO_INPUTS): FairOutcome {
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
      return { game, ...videoPokerHand(floats, inputs.held) };
    case 'slots':
      if (!inputs.reels) throw new RangeError('a slot is recomputed from its published reels');
      return { game, spins: slotSpins(floats, inputs.reels) };
    case 'blackjack':
      return { game, ...blackjackHand(floats, inputs.actions) };
  }
}

/** The outcome a round recorded (`round.outcome`), or null when it is not of the expected shape. */
export function recordedOutcome(game: VerifiableGame, outcome: Record<string, unknown> | null, inputs: PublicInputs = NO_INPUTS): FairOutcome | null {
  if (!outcome) return null;
  switch (game) {
    case 'roulette':
      return typeof outcome.pocket === 'number' ? { game, pocket: outcome.pocket } : null;
    case 'dice':
      return typeof outcome.roll === 'number' ? { game, roll: outcome.roll } : null;
    case 'keno':
      return Array.isArray(outcome.drawn) && outcome.drawn.every((value) => typeof value === 'number') ? { game, drawn: outcome.drawn as number[] } : null;
    case 'baccarat':
      return isStringList(outcome.player_cards) && isStringList(outcome.banker_cards)
        ? { game, player: outcome.player_cards, banker: outcome.banker_cards }
        : null;
    case 'video_poker':
      return recordedVideoPoker(outcome);
    case 'slots':
      return inputs.reels ? recordedSlots(outcome, inputs.reels) : null;
    case 'blackjack':
      return recordedBlackjack(outcome);
  }
}

/**
 * A slot round's spins (Carnaval do Rio records `base_spin` and `free_spins`, the others one spin),
 * each checked against the published reels: its window must be what the strips show at its stops.
 */
function recordedSlots(outcome: Record<string, unknown>, reels: SlotReels): FairOutcome | null {
  const recorded = reels.freeSpins ? (Array.isArray(outcome.free_spins) ? [outcome.base_spin, ...(outcome.free_spins as unknown[])] : null) : [outcome];
  const spins = recorded?.map((spin) => recordedSpin(spin, reels));
  return spins?.every((spin) => spin !== null) ? { game: 'slots', spins } : null;
}

function recordedSpin(spin: unknown, reels: SlotReels): SlotSpin | null {
  if (typeof spin !== 'object' || spin === null) return null;
  const { stops, window } = spin as Record<string, unknown>;
  const wellFormed =
    Array.isArray(stops) &&
    stops.length === reels.strips.length &&
    stops.every((stop, reel) => Number.isInteger(stop) && stop >= 0 && stop < reels.strips[reel]!.length) &&
    Array.isArray(window) &&
    window.every(isStringList);
  if (!wellFormed) return null;
  const columns = reels.windowOrder === 'row_reel' ? reels.strips.map((_, reel) => window.map((row: string[]) => row[reel]!)) : window;
  const shown = windowAt(reels, stops as number[]);
  return sameGrid(columns, shown) ? { stops: stops as number[], window: shown } : null;
}

/** A settled hand: each hand's cards, the dealer's (all shown once settled) and the player's actions. */
function recordedBlackjack(outcome: Record<string, unknown>): FairOutcome | null {
  const { phase, hands, dealer, actions } = outcome;
  if (phase !== 'settled' || !Array.isArray(hands) || !isStringList(actions)) return null;
  const handCards = hands.map((hand: unknown) => (typeof hand === 'object' && hand !== null ? (hand as Record<string, unknown>).cards : null));
  const dealerCards = typeof dealer === 'object' && dealer !== null ? (dealer as Record<string, unknown>).cards : null;
  return handCards.every(isStringList) && isStringList(dealerCards) ? { game: 'blackjack', hands: handCards, dealer: dealerCards, actions } : null;
}

/** Each game's public inputs from the round and the game's published paytable (a slot's reels). */
export function publicInputs(outcome: Record<string, unknown> | null, paytable: Record<string, unknown> | null | undefined): PublicInputs {
  return {
    reels: paytable ? readSlotReels(paytable) : null,
    actions: isStringList(outcome?.actions) ? outcome.actions : [],
    held: isHold(outcome?.held) ? outcome.held : null,
  };
}

/** A slot's reels from its paytable (`strips`, `rows`, `window_order`, `scatter.symbol`, `free_spins`), or null. */
export function readSlotReels(paytable: Record<string, unknown>): SlotReels | null {
  const { strips, rows, window_order: windowOrder, free_spins: freeSpins, scatter } = paytable;
  if (!Array.isArray(strips) || strips.length === 0 || !strips.every((strip) => isStringList(strip) && strip.length > 0)) return null;
  if (!Number.isInteger(rows) || (rows as number) < 1 || (windowOrder !== 'row_reel' && windowOrder !== 'reel_row')) return null;
  const reels: Omit<SlotReels, 'freeSpins'> = { strips: strips as string[][], rows: rows as number, windowOrder };
  if (freeSpins === undefined) return { ...reels, freeSpins: null };
  const chain = typeof freeSpins === 'object' && freeSpins !== null ? (freeSpins as Record<string, unknown>) : {};
  const symbol = typeof scatter === 'object' && scatter !== null ? (scatter as Record<string, unknown>).symbol : null;
  const counts = [chain.trigger_scatters, chain.award, chain.cap];
  if (typeof symbol !== 'string' || !counts.every((count) => Number.isInteger(count) && (count as number) > 0)) return null;
  const [trigger, award, cap] = counts as number[];
  return { ...reels, freeSpins: { scatter: symbol, trigger: trigger!, award: award!, cap: cap! } };
}

/**
 * A settled hand: its dealt cards, holds and final hand, which must be what its revealed
 * replacements make of them. A hand not drawn yet has nothing to check.
 */
function recordedVideoPoker(outcome: Record<string, unknown>): FairOutcome | null {
  const { dealt, replacements, held, final } = outcome;
  if (!isStringList(dealt) || dealt.length !== 5 || !isStringList(replacements) || !isStringList(final) || !isHold(held)) return null;
  return sameList(drawnHand(dealt, replacements, held), final) ? { game: 'video_poker', dealt, held, final } : null;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const sameGrid = <T>(a: readonly (readonly T[])[], b: readonly (readonly T[])[]) => a.length === b.length && a.every((row, index) => sameList(row, b[index]!));

export function sameOutcome(a: FairOutcome, b: FairOutcome): boolean {
  if (a.game === 'roulette' && b.game === 'roulette') return a.pocket === b.pocket;
  if (a.game === 'dice' && b.game === 'dice') return a.roll === b.roll;
  if (a.game === 'keno' && b.game === 'keno') return sameList(a.drawn, b.drawn);
  if (a.game === 'baccarat' && b.game === 'baccarat') return sameList(a.player, b.player) && sameList(a.banker, b.banker);
  if (a.game === 'video_poker' && b.game === 'video_poker')
    return sameList(a.dealt, b.dealt) && sameList(a.held ?? [], b.held ?? []) && sameList(a.final ?? [], b.final ?? []);
  if (a.game === 'slots' && b.game === 'slots')
    return (
      a.spins.length === b.spins.length &&
      a.spins.every((spin, index) => sameList(spin.stops, b.spins[index]!.stops) && sameGrid(spin.window, b.spins[index]!.window))
    );
  if (a.game === 'blackjack' && b.game === 'blackjack') return sameGrid(a.hands, b.hands) && sameList(a.dealer, b.dealer) && sameList(a.actions, b.actions);
  return false;
}
