/**
 * What a slot round shows, from its public outcome (api/src/features/casino/engines.ts): the
 * symbol grid row by row, the cells that won, and one line per win. The three in-house titles
 * answer in three shapes: the classic 3×3 (`window[row][reel]`, payline = middle row), the 20-line
 * video slot (`base_spin.window[reel][row]` plus free spins) and the 243-ways slot
 * (`window[reel][row]`).
 */
import { isWaysPaytable, waysSymbol } from './symbols.ts';

export interface ClassicOutcome {
  window: string[][];
  win: string | null;
  multiplier: number;
}

export interface VideoSpin {
  window: string[][];
  line_wins: { line: number; rows: number[]; symbol: string; count: number; line_bets: number }[];
  scatters: number;
  multiplier: number;
  line_bets_won: number;
}

export interface VideoOutcome {
  base_spin: VideoSpin;
  free_spins: VideoSpin[];
  line_bets_won: number;
  multiplier: number;
}

export interface WaysOutcome {
  window: string[][];
  wins: { symbol: string; reels: number; ways: number; coins: number }[];
  coins: number;
  multiplier: number;
}

export type SlotOutcome = ClassicOutcome | VideoOutcome | WaysOutcome;

export type SlotWin =
  | { kind: 'classic'; win: string; multiplier: number }
  | { kind: 'line'; line: number; symbol: string; count: number; lineBets: number }
  | { kind: 'scatter'; count: number }
  | { kind: 'ways'; symbol: string; reels: number; ways: number; coins: number };

export interface SlotView {
  /** grid[row][reel], top row first. */
  grid: string[][];
  /** "row:reel" of every winning cell. */
  winning: Set<string>;
  wins: SlotWin[];
  /** Free spins the round's feature played (video slot), with their total in line bets. */
  featureSpins: number;
  featureLineBets: number;
  /** The round's total return as a multiple of the stake. */
  multiplier: number;
}

const SCATTER = 'scatter';
const WILD = 'wild';

const transpose = (byReel: string[][]): string[][] => (byReel[0] ?? []).map((_, row) => byReel.map((reel) => reel[row] ?? ''));

function isVideo(outcome: SlotOutcome): outcome is VideoOutcome {
  return 'base_spin' in outcome;
}

function isWays(outcome: SlotOutcome): outcome is WaysOutcome {
  return 'wins' in outcome;
}

const CHERRY_WINS = new Set(['oneCherry', 'twoCherries', 'threeCherries']);

function classicView(outcome: ClassicOutcome): SlotView {
  const grid = outcome.window;
  const winning = new Set<string>();
  const payline = grid[1] ?? [];
  if (outcome.win !== null) {
    payline.forEach((symbol, reel) => {
      // Cherries pay wherever they sit on the line; every other win takes the whole line.
      if (!CHERRY_WINS.has(outcome.win!) || symbol === 'cherry') winning.add(`1:${reel}`);
    });
  }
  const wins: SlotWin[] = outcome.win === null ? [] : [{ kind: 'classic', win: outcome.win, multiplier: outcome.multiplier }];
  return { grid, winning, wins, featureSpins: 0, featureLineBets: 0, multiplier: outcome.multiplier };
}

function videoView(outcome: VideoOutcome): SlotView {
  const spin = outcome.base_spin;
  const grid = transpose(spin.window);
  const winning = new Set<string>();
  const wins: SlotWin[] = spin.line_wins.map((win) => {
    for (let reel = 0; reel < win.count; reel++) winning.add(`${win.rows[reel]}:${reel}`);
    return { kind: 'line', line: win.line, symbol: win.symbol, count: win.count, lineBets: win.line_bets };
  });
  if (spin.scatters >= 3) {
    grid.forEach((row, rowIndex) => row.forEach((symbol, reel) => symbol === SCATTER && winning.add(`${rowIndex}:${reel}`)));
    wins.push({ kind: 'scatter', count: spin.scatters });
  }
  const featureLineBets = outcome.free_spins.reduce((total, free) => total + free.line_bets_won, 0);
  return { grid, winning, wins, featureSpins: outcome.free_spins.length, featureLineBets, multiplier: outcome.multiplier };
}

function waysView(outcome: WaysOutcome): SlotView {
  const grid = transpose(outcome.window).map((row) => row.map(waysSymbol));
  const winning = new Set<string>();
  const wins: SlotWin[] = outcome.wins.map((win) => {
    const paid = waysSymbol(win.symbol);
    grid.forEach((row, rowIndex) =>
      row.forEach((symbol, reel) => {
        if (reel < win.reels && (symbol === paid || (reel > 0 && symbol === WILD))) winning.add(`${rowIndex}:${reel}`);
      }),
    );
    return { kind: 'ways', symbol: paid, reels: win.reels, ways: win.ways, coins: win.coins };
  });
  return { grid, winning, wins, featureSpins: 0, featureLineBets: 0, multiplier: outcome.multiplier };
}

export function slotView(outcome: SlotOutcome): SlotView {
  if (isVideo(outcome)) return videoView(outcome);
  if (isWays(outcome)) return waysView(outcome);
  return classicView(outcome);
}

/** The grid before the first spin: the slot's size from its paytable (`reels`, `rows`), every cell blank. */
export function emptyGrid(paytable: Record<string, unknown>): string[][] {
  const reels = typeof paytable.reels === 'number' ? paytable.reels : 5;
  const rows = typeof paytable.rows === 'number' ? paytable.rows : 3;
  return Array.from({ length: rows }, () => Array.from({ length: reels }, () => ''));
}

/** The classic slot at rest: its symbols on show, and nothing on the payline (the middle row) that pays. */
const CLASSIC_IDLE = [
  ['cherry', 'single_bar', 'double_bar'],
  ['seven', 'blank', 'triple_bar'],
  ['double_bar', 'seven', 'cherry'],
];

/** The symbols a video or ways slot pays for (`pays[].symbol`), in paytable order. */
function paidSymbols(paytable: Record<string, unknown>): string[] {
  const pays = Array.isArray(paytable.pays) ? (paytable.pays as unknown[]) : [];
  const named = (symbol: string) => (isWaysPaytable(paytable) ? waysSymbol(symbol) : symbol);
  return pays.flatMap((pay) =>
    typeof pay === 'object' && pay !== null && typeof (pay as { symbol?: unknown }).symbol === 'string' ? [named((pay as { symbol: string }).symbol)] : [],
  );
}

/**
 * What the reels show before the first spin, as a slot machine at rest does: the game's symbols
 * laid out so that nothing would pay. Reel k shows symbols k·rows … k·rows + rows − 1 (cycling),
 * so the first three reels share no symbol and no line or way of three can form; a paytable
 * with too few symbols for that keeps the empty grid.
 */
export function idleGrid(paytable: Record<string, unknown>): string[][] {
  const empty = emptyGrid(paytable);
  const rows = empty.length;
  const reels = empty[0]?.length ?? 0;
  const symbols = paidSymbols(paytable);
  // The classic slot's paytable names its wins, not its symbols.
  if (symbols.length === 0) return paytable.lines === 1 && rows === 3 && reels === 3 ? CLASSIC_IDLE.map((row) => [...row]) : empty;
  if (symbols.length < rows * Math.min(3, reels)) return empty;
  return Array.from({ length: rows }, (_, row) => Array.from({ length: reels }, (_, reel) => symbols[(reel * rows + row) % symbols.length]!));
}
