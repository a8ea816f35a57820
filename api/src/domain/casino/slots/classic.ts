/**
 * "Sete da Sorte": a classic three-reel slot with one payline (the middle row). Pays are total
 * returns per unit staked. Its cycle is 32³ = 32,768 equally likely stop combinations, all
 * enumerated by `analyseClassic` for the exact RTP, hit frequency and variance.
 */
import { type FloatSource } from '../fair/stream.ts';
import { type Rational, rational } from '../math/rational.ts';
import { payoutCentavos } from '../money.ts';
import { type Strip, parseStrip, spinStops, windowAt } from './reels.ts';
import { type SlotFigures, figuresFromSums } from './stats.ts';

export const CLASSIC_CODES = ['7', 'B3', 'B2', 'B1', 'CH', '-'] as const;
export const CLASSIC_SYMBOLS = ['seven', 'triple_bar', 'double_bar', 'single_bar', 'cherry', 'blank'] as const;
const [SEVEN, BAR3, BAR2, BAR1, CHERRY] = [0, 1, 2, 3, 4];

export const CLASSIC_STRIPS: readonly Strip[] = [
  parseStrip('7 - B1 - CH - B2 - B1 - B3 - CH - B1 - B2 - B1 - B3 - B2 - CH - B1 - B2 - - -', CLASSIC_CODES),
  parseStrip('7 - B1 - B2 - CH - B1 - B3 - B1 - B2 - B1 - B3 - B2 - CH - B1 - B2 - B1 - - -', CLASSIC_CODES),
  parseStrip('7 - B1 - B2 - B1 - CH - B3 - B1 - B2 - B1 - B3 - B2 - CH - B1 - B2 - B1 - B3 -', CLASSIC_CODES),
];

/** Total return per unit staked. */
export const CLASSIC_PAYS = {
  sevens: 1000,
  tripleBars: 100,
  doubleBars: 50,
  singleBars: 20,
  anyBars: 5,
  threeCherries: 35,
  twoCherries: 5,
  oneCherry: 2,
} as const;

export type ClassicWin = keyof typeof CLASSIC_PAYS | null;

/** The win on the payline symbols (left to right). Cherries count anywhere on the line. */
export function classicWin(line: readonly number[]): ClassicWin {
  const [a, b, c] = line as [number, number, number];
  if (a === SEVEN && b === SEVEN && c === SEVEN) return 'sevens';
  if (a === b && b === c && a === BAR3) return 'tripleBars';
  if (a === b && b === c && a === BAR2) return 'doubleBars';
  if (a === b && b === c && a === BAR1) return 'singleBars';
  const bar = (s: number) => s === BAR1 || s === BAR2 || s === BAR3;
  if (bar(a) && bar(b) && bar(c)) return 'anyBars';
  const cherries = (a === CHERRY ? 1 : 0) + (b === CHERRY ? 1 : 0) + (c === CHERRY ? 1 : 0);
  return cherries === 3 ? 'threeCherries' : cherries === 2 ? 'twoCherries' : cherries === 1 ? 'oneCherry' : null;
}

export function classicPay(line: readonly number[]): number {
  const win = classicWin(line);
  return win === null ? 0 : CLASSIC_PAYS[win];
}

export interface ClassicOutcome {
  readonly stops: readonly number[];
  /** Three rows × three reels, top row first; the payline is row 1. */
  readonly window: readonly (readonly number[])[];
  readonly win: ClassicWin;
  readonly multiplier: Rational;
  readonly payoutCentavos: number;
}

/** Three floats: reel 1, 2, 3. */
export function play(stakeCentavos: number, floats: FloatSource): ClassicOutcome {
  const stops = spinStops(floats, CLASSIC_STRIPS);
  const reels = stops.map((stop, reel) => windowAt(CLASSIC_STRIPS[reel]!, stop, 3));
  const window = [0, 1, 2].map((row) => reels.map((symbols) => symbols[row]!));
  const win = classicWin(window[1]!);
  const multiplier = rational(win === null ? 0 : CLASSIC_PAYS[win]);
  return { stops, window, win, multiplier, payoutCentavos: payoutCentavos(stakeCentavos, multiplier) };
}

/** Full-cycle enumeration of the 32,768 stop combinations. */
export function analyseClassic(strips: readonly Strip[] = CLASSIC_STRIPS): SlotFigures & { readonly winCounts: Readonly<Record<string, number>> } {
  const lines = strips.map((strip) => strip.map((_, stop) => strip[(stop + 1) % strip.length]!));
  let total = 0;
  let totalSquares = 0;
  let hits = 0;
  let maxUnits = 0;
  const winCounts: Record<string, number> = {};
  for (const a of lines[0]!) {
    for (const b of lines[1]!) {
      for (const c of lines[2]!) {
        const win = classicWin([a, b, c]);
        if (win === null) continue;
        const pay = CLASSIC_PAYS[win];
        total += pay;
        totalSquares += pay * pay;
        hits++;
        maxUnits = Math.max(maxUnits, pay);
        winCounts[win] = (winCounts[win] ?? 0) + 1;
      }
    }
  }
  const count = BigInt(lines.reduce((product, line) => product * line.length, 1));
  return {
    ...figuresFromSums({ count, total: BigInt(total), totalSquares: BigInt(totalSquares), hits: BigInt(hits), maxUnits: BigInt(maxUnits) }, 1n),
    winCounts,
  };
}
