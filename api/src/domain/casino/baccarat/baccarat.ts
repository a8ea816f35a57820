/**
 * Punto banco with the standard tableau. Cards come from the stream with replacement (⌊f·52⌋),
 * so the exact figures below are the infinite-deck ones: player, player, banker, banker, then the
 * player's third card if drawn, then the banker's third card if drawn.
 *
 * Payouts (total return): player 2 on a player win; banker 1.95 on a banker win (5% commission);
 * both push (1) on a tie; tie 9 (8:1) on a tie.
 */
import { type Card, rankIndex } from '../fair/cards.ts';
import { cardWithReplacement } from '../fair/mappings.ts';
import { type FloatSource } from '../fair/stream.ts';
import { type Rational, ZERO, add, mul, rational } from '../math/rational.ts';
import { payoutCentavos } from '../money.ts';

export type BaccaratSpot = 'player' | 'banker' | 'tie';
export type BaccaratResult = 'player' | 'banker' | 'tie';

export const BACCARAT_PAYOUTS: Readonly<Record<BaccaratSpot, Readonly<Record<BaccaratResult, Rational>>>> = {
  player: { player: rational(2), banker: rational(0), tie: rational(1) },
  banker: { player: rational(0), banker: rational(195, 100), tie: rational(1) },
  tie: { player: rational(0), banker: rational(0), tie: rational(9) },
};

/** Baccarat value: 2–9 face value, tens and pictures 0, ace 1. */
export function baccaratValue(card: Card): number {
  const rank = rankIndex(card);
  return rank <= 7 ? rank + 2 : rank === 12 ? 1 : 0;
}

/** The player draws on 0–5 and stands on 6–7 (unless either side has a natural 8–9). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** The banker's rule: `playerThird` is the value of the player's third card, or null if the player stood. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface Coup {
  readonly playerCards: readonly Card[];
  readonly bankerCards: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly result: BaccaratResult;
}

/** Plays the tableau on card values drawn in order by `next`. */
function tableau<T>(next: () => T, value: (card: T) => number): { player: T[]; banker: T[]; playerTotal: number; bankerTotal: number } {
  const player = [next(), next()];
  const banker = [next(), next()];
  let playerTotal = (value(player[0]!) + value(player[1]!)) % 10;
  let bankerTotal = (value(banker[0]!) + value(banker[1]!)) % 10;
  if (playerTotal < 8 && bankerTotal < 8) {
    let playerThird: number | null = null;
    if (playerDraws(playerTotal)) {
      const card = next();
      player.push(card);
      playerThird = value(card);
      playerTotal = (playerTotal + playerThird) % 10;
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      const card = next();
      banker.push(card);
      bankerTotal = (bankerTotal + value(card)) % 10;
    }
  }
  return { player, banker, playerTotal, bankerTotal };
}

function resultOf(playerTotal: number, bankerTotal: number): BaccaratResult {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}

export function dealCoup(floats: FloatSource): Coup {
  const { player, banker, playerTotal, bankerTotal } = tableau(() => cardWithReplacement(floats), baccaratValue);
  return { playerCards: player, bankerCards: banker, playerTotal, bankerTotal, result: resultOf(playerTotal, bankerTotal) };
}

export interface BaccaratBet {
  readonly spot: BaccaratSpot;
  readonly stakeCentavos: number;
}

/** The first spot bet on twice (a table takes one bet per spot), or null. */
export function repeatedSpot(bets: readonly BaccaratBet[]): BaccaratSpot | null {
  const seen = new Set<BaccaratSpot>();
  for (const bet of bets) {
    if (seen.has(bet.spot)) return bet.spot;
    seen.add(bet.spot);
  }
  return null;
}

export interface BaccaratOutcome extends Coup {
  readonly returnsCentavos: readonly number[];
  readonly totalReturnCentavos: number;
}

export function play(bets: readonly BaccaratBet[], floats: FloatSource): BaccaratOutcome {
  if (bets.length === 0) throw new RangeError('no bets');
  for (const bet of bets) if (!(bet.spot in BACCARAT_PAYOUTS)) throw new RangeError(`unknown spot ${String(bet.spot)}`);
  const coup = dealCoup(floats);
  const returnsCentavos = bets.map((bet) => payoutCentavos(bet.stakeCentavos, BACCARAT_PAYOUTS[bet.spot][coup.result]));
  return { ...coup, returnsCentavos, totalReturnCentavos: returnsCentavos.reduce((a, b) => a + b, 0) };
}

/** Weight of each baccarat value among the 13 ranks: 0 has four (10, J, Q, K), 1–9 one each. */
const VALUE_WEIGHTS = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1];

/**
 * Exact result probabilities for the infinite deck: all 10⁶ sequences of six card values,
 * weighted by 4 or 1 over 13⁶ (a sequence's unused cards just sum to their full weight).
 */
export function resultDistribution(): Record<BaccaratResult, Rational> {
  const counts = { player: 0, banker: 0, tie: 0 };
  const values = [0, 0, 0, 0, 0, 0];
  for (let code = 0; code < 1_000_000; code++) {
    let rest = code;
    let weight = 1;
    for (let i = 0; i < 6; i++) {
      values[i] = rest % 10;
      weight *= VALUE_WEIGHTS[values[i]!]!;
      rest = Math.floor(rest / 10);
    }
    let cursor = 0;
    const { playerTotal, bankerTotal } = tableau(
      () => values[cursor++]!,
      (v) => v,
    );
    counts[resultOf(playerTotal, bankerTotal)] += weight;
  }
  const total = 13 ** 6;
  return { player: rational(counts.player, total), banker: rational(counts.banker, total), tie: rational(counts.tie, total) };
}

/** Exact RTP of each spot from a result distribution. */
export function spotRtps(distribution: Record<BaccaratResult, Rational>): Record<BaccaratSpot, Rational> {
  const rtp = (spot: BaccaratSpot) =>
    (['player', 'banker', 'tie'] as const).reduce((total, result) => add(total, mul(distribution[result], BACCARAT_PAYOUTS[spot][result])), ZERO);
  return { player: rtp('player'), banker: rtp('banker'), tie: rtp('tie') };
}
