/**
 * Reel strips and stops shared by the slot titles. A strip is a cyclic list of symbol ids; a stop
 * is drawn from one float as ⌊f·length⌋, reel 1 first; a window of `rows` rows at stop s shows
 * strip[s], strip[s+1], … (mod length) from the top row down. Every stop combination is equally
 * likely, so a title's full cycle is the product of its strip lengths and its exact RTP is an
 * average over that cycle.
 */
import { reelStop } from '../fair/mappings.ts';
import { type FloatSource } from '../fair/stream.ts';

export type Strip = readonly number[];

/** Parses a strip written as space-separated symbol codes, e.g. "7 - B3 - CH". */
export function parseStrip(text: string, codes: readonly string[]): number[] {
  return text
    .trim()
    .split(/\s+/)
    .map((code) => {
      const id = codes.indexOf(code);
      if (id < 0) throw new RangeError(`unknown symbol code ${code}`);
      return id;
    });
}

export function spinStops(floats: FloatSource, strips: readonly Strip[]): number[] {
  return strips.map((strip) => reelStop(floats, strip.length));
}

/** The `rows` symbols a reel shows at a stop, top row first. */
export function windowAt(strip: Strip, stop: number, rows: number): number[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);
}

export type Volatility = 'low' | 'medium' | 'high' | 'very_high';

/** Industry buckets on the standard deviation of one round's return per unit staked. */
export function volatilityBand(standardDeviation: number): Volatility {
  return standardDeviation < 4 ? 'low' : standardDeviation < 8 ? 'medium' : standardDeviation < 15 ? 'high' : 'very_high';
}
