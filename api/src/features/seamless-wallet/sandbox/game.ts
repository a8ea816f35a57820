/**
 * "Sol do Sertão" by Sertão Gaming — the sandbox external provider's own game. Its outcomes are
 * computed by the provider (this module, with the provider's own random numbers), never by our
 * engines: our side only sees the money calls, as with any aggregator.
 *
 * Three reels of 20 stops, three rows shown, one payline (the middle row). Pays (total return ×
 * stake): three suns 500, three cacti (mandacaru) 100, three hats 40, three accordions (sanfona)
 * 16, three stars 5; otherwise two stars anywhere on the line 1.2 and one star 0.4. Every reel
 * has 1 sun, 2 cacti, 3 hats, 4 accordions, 6 stars and 4 blanks, so the full cycle of 20³ = 8000
 * stop combinations gives RTP 77096 / 80000 = 96.37% exactly (`analyse`).
 */
export const SERTAO_SYMBOLS = ['sol', 'mandacaru', 'chapeu', 'sanfona', 'estrela', 'vazio'] as const;
export type SertaoSymbol = (typeof SERTAO_SYMBOLS)[number];

const STRIP_TEXT =
  'sol estrela sanfona vazio chapeu estrela mandacaru sanfona estrela vazio chapeu sanfona estrela mandacaru vazio estrela chapeu sanfona estrela vazio';
export const SERTAO_STRIP: readonly SertaoSymbol[] = STRIP_TEXT.split(' ') as SertaoSymbol[];
export const REELS = 3;

/** Pays in tenths of the stake (500 → 5000). */
const THREE_OF_A_KIND: Readonly<Record<string, number>> = { sol: 5000, mandacaru: 1000, chapeu: 400, sanfona: 160, estrela: 50 };
const STARS = [0, 4, 12];

export interface SertaoSpin {
  readonly stops: readonly number[];
  /** window[row][reel], top row first; the payline is row 1. */
  readonly window: readonly (readonly SertaoSymbol[])[];
  readonly win: string | null;
  /** Total return in tenths of the stake. */
  readonly tenths: number;
  readonly payoutCentavos: number;
}

export function lineTenths(line: readonly SertaoSymbol[]): { win: string | null; tenths: number } {
  const [a, b, c] = line;
  if (a === b && b === c && a !== 'vazio') return { win: `three_${a}`, tenths: THREE_OF_A_KIND[a!]! };
  const stars = line.filter((symbol) => symbol === 'estrela').length;
  return stars > 0 ? { win: `${stars}_estrela`, tenths: STARS[stars]! } : { win: null, tenths: 0 };
}

/** One spin; `randomInt(n)` returns a uniform integer in [0, n) (the provider's RNG). */
export function spin(stakeCentavos: number, randomInt: (n: number) => number): SertaoSpin {
  if (!Number.isSafeInteger(stakeCentavos) || stakeCentavos <= 0) throw new RangeError('the stake must be a positive whole number of centavos');
  const stops = Array.from({ length: REELS }, () => randomInt(SERTAO_STRIP.length));
  const at = (stop: number) => SERTAO_STRIP[((stop % SERTAO_STRIP.length) + SERTAO_STRIP.length) % SERTAO_STRIP.length]!;
  const window = [-1, 0, 1].map((offset) => stops.map((stop) => at(stop + offset)));
  const { win, tenths } = lineTenths(window[1]!);
  return { stops, window, win, tenths, payoutCentavos: Math.floor((stakeCentavos * tenths) / 10) };
}

/** Exact figures over the full cycle: RTP as a fraction (numerator / denominator) and the hit count. */
export function analyse(): { rtpNumerator: number; rtpDenominator: number; hits: number; cycle: number; maxTenths: number } {
  let total = 0;
  let hits = 0;
  let maxTenths = 0;
  for (const a of SERTAO_STRIP)
    for (const b of SERTAO_STRIP)
      for (const c of SERTAO_STRIP) {
        const { tenths } = lineTenths([a, b, c]);
        total += tenths;
        if (tenths > 0) hits++;
        maxTenths = Math.max(maxTenths, tenths);
      }
  const cycle = SERTAO_STRIP.length ** REELS;
  return { rtpNumerator: total, rtpDenominator: cycle * 10, hits, cycle, maxTenths };
}
