/**
 * The paytable of `GET /games/:uuid` is shaped per game type; this reads it into one of a few
 * views the panel knows how to draw, refusing anything it does not recognise. Pure.
 */
import { isWaysPaytable, waysSymbol } from '../../play/slots/symbols.ts';

export type PaytableView =
  | {
      kind: 'symbols';
      unit: 'line_bet' | 'coin_per_way';
      /** Line count, or ways count for `coin_per_way`. */
      lines: number | null;
      ways: number | null;
      coinsPerStake: number | null;
      rows: { symbol: string; pays: [number, number, number] }[];
      scatter: [number, number, number] | null;
      freeSpins: { award: number; multiplier: number; cap: number } | null;
    }
  | { kind: 'wins'; rows: { win: string; pays: number }[] }
  | { kind: 'returns'; label: 'bet' | 'hand'; rows: { name: string; returns: number }[] }
  | {
      kind: 'roulette';
      /** `min`/`max`: the bet type's stake per spot in reais (the chips on one spot added up); null when not published. */
      rows: { name: string; returns: number; min: number | null; max: number | null }[];
      /** The layout's limits: the stakes of a spin added up, and how many bets it may hold. */
      maxTotal: number | null;
      maxBets: number | null;
    }
  | { kind: 'baccarat'; rows: { spot: string; player: number; banker: number; tie: number }[] }
  | { kind: 'keno'; drawn: number; pool: number; rows: { picks: number; byHits: number[] }[] }
  | { kind: 'dice'; maxReturn: number }
  | { kind: 'combos'; rows: { symbols: string[]; pays: number }[] }
  | { kind: 'none' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const numberOr = (value: unknown, fallback: number | null) => (isNumber(value) ? value : fallback);

function threePays(value: unknown): [number, number, number] | null {
  if (!isObject(value)) return null;
  const [three, four, five] = [value['3'], value['4'], value['5']];
  return isNumber(three) && isNumber(four) && isNumber(five) ? [three, four, five] : null;
}

function symbolsView(table: Json): PaytableView {
  // The ways slot's own names are read as the reels name them (its Q card is not the Carnival queen).
  const named = (symbol: string) => (isWaysPaytable(table) ? waysSymbol(symbol) : symbol);
  const rows = list(table.pays).flatMap((row) => {
    const pays = threePays(row.pays);
    return isString(row.symbol) && pays ? [{ symbol: named(row.symbol), pays }] : [];
  });
  const freeSpins = isObject(table.free_spins) ? table.free_spins : null;
  return {
    kind: 'symbols',
    unit: table.unit === 'coin_per_way' ? 'coin_per_way' : 'line_bet',
    lines: numberOr(table.lines, null),
    ways: numberOr(table.ways, null),
    coinsPerStake: numberOr(table.coins_per_stake, null),
    rows,
    scatter: isObject(table.scatter) ? threePays(table.scatter.pays) : null,
    freeSpins:
      freeSpins && isNumber(freeSpins.award) && isNumber(freeSpins.multiplier) && isNumber(freeSpins.cap)
        ? { award: freeSpins.award, multiplier: freeSpins.multiplier, cap: freeSpins.cap }
        : null,
  };
}

function returnsView(table: Json, nameKey: 'type' | 'hand'): PaytableView {
  const rows = list(table.returns).flatMap((row) => (isString(row[nameKey]) && isNumber(row.returns) ? [{ name: row[nameKey], returns: row.returns }] : []));
  return { kind: 'returns', label: nameKey === 'type' ? 'bet' : 'hand', rows };
}

export function readPaytable(gameType: string, playStyle: string, table: Json): PaytableView {
  if (playStyle === 'external') {
    const rows = list(table.paytable).flatMap((row) =>
      Array.isArray(row.symbols) && row.symbols.every(isString) && isNumber(row.pays) ? [{ symbols: row.symbols, pays: row.pays }] : [],
    );
    return rows.length ? { kind: 'combos', rows } : { kind: 'none' };
  }
  switch (gameType) {
    case 'slots': {
      const first = list(table.pays)[0];
      if (first && isString(first.win)) {
        return { kind: 'wins', rows: list(table.pays).flatMap((row) => (isString(row.win) && isNumber(row.pays) ? [{ win: row.win, pays: row.pays }] : [])) };
      }
      return symbolsView(table);
    }
    case 'roulette': {
      const rows = list(table.returns).flatMap((row) =>
        isString(row.type) && isNumber(row.returns)
          ? [{ name: row.type, returns: row.returns, min: numberOr(row.min_stake, null), max: numberOr(row.max_stake, null) }]
          : [],
      );
      return { kind: 'roulette', rows, maxTotal: numberOr(table.max_total_stake, null), maxBets: numberOr(table.max_bets, null) };
    }
    case 'video_poker':
      return returnsView(table, 'hand');
    case 'blackjack': {
      const returns = isObject(table.returns) ? table.returns : {};
      const rows = Object.entries(returns).flatMap(([name, value]) => (isNumber(value) ? [{ name, returns: value }] : []));
      return { kind: 'returns', label: 'hand', rows };
    }
    case 'baccarat': {
      const rows = list(table.returns).flatMap((row) => {
        const returns = isObject(row.returns) ? row.returns : {};
        const [player, banker, tie] = [returns.player, returns.banker, returns.tie];
        return isString(row.spot) && isNumber(player) && isNumber(banker) && isNumber(tie) ? [{ spot: row.spot, player, banker, tie }] : [];
      });
      return { kind: 'baccarat', rows };
    }
    case 'keno': {
      const rows = list(table.returns).flatMap((row) =>
        isNumber(row.picks) && Array.isArray(row.by_hits) && row.by_hits.every(isNumber) ? [{ picks: row.picks, byHits: row.by_hits as number[] }] : [],
      );
      return { kind: 'keno', drawn: numberOr(table.drawn, 10) ?? 10, pool: numberOr(table.pool, 40) ?? 40, rows };
    }
    case 'dice':
      return isNumber(table.max_return) ? { kind: 'dice', maxReturn: table.max_return } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** The hits that pay for a keno row, with their return: `[[2, 1.5], [3, 3.2], …]`. */
export function payingHits(byHits: readonly number[]): Array<[hits: number, returns: number]> {
  return byHits.flatMap((returns, hits) => (returns > 0 ? [[hits, returns] as [number, number]] : []));
}
