/** Keno (pure): picking 1–10 of 40, the paytable row for the number of picks, the hits of a draw. */

export const KENO_POOL = 40;
export const KENO_MAX_PICKS = 10;

/** Adds or removes a number; a 11th pick is refused (the picks are kept as they were). */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, number].sort((a, b) => a - b);
}

/** `count` different numbers of 1–40 from a source of [0, 1) floats (the client's quick pick, not the draw). */
export function quickPick(count: number, random: () => number): number[] {
  const pool = Array.from({ length: KENO_POOL }, (_, i) => i + 1);
  const picks: number[] = [];
  while (picks.length < Math.min(count, KENO_MAX_PICKS)) {
    const [number] = pool.splice(Math.floor(random() * pool.length), 1);
    picks.push(number!);
  }
  return picks.sort((a, b) => a - b);
}

export interface KenoPayRow {
  hits: number;
  returns: number;
}

/** What each number of hits returns for `pickCount` picks (paytable.returns from GET /games/:uuid), paying rows only, most hits first. */
export function kenoPays(paytable: Record<string, unknown>, pickCount: number): KenoPayRow[] {
  const tables = Array.isArray(paytable.returns) ? (paytable.returns as { picks?: unknown; by_hits?: unknown }[]) : [];
  const table = tables.find((row) => row.picks === pickCount);
  const byHits = Array.isArray(table?.by_hits) ? (table.by_hits as number[]) : [];
  return byHits
    .map((returns, hits) => ({ hits, returns }))
    .filter((row) => row.returns > 0)
    .reverse();
}
