/**
 * The markets a match page lists: those a player can bet on now or once they reopen (open or
 * suspended; a closed or settled one will not trade again), each family of lines in line order
 * (totals 201.5, 203.5, 205.5…; handicaps from the home side's lowest line), families in the order
 * the book sent them. Pure.
 */
import type { Market } from '../../lib/types.ts';

const TRADING: ReadonlySet<string> = new Set(['open', 'suspended']);

/** `q2:points-total:54.5` → `q2:points-total`: the market without its line. */
function familyOf(key: string): string {
  return key.split(':').slice(0, 2).join(':');
}

export function shownMarkets(markets: readonly Market[]): Market[] {
  // Families are placed by their first market, closed ones included: a family whose first lines
  // closed keeps its place instead of moving to the end with its newest line.
  const families = new Map<string, Market[]>();
  for (const market of markets) {
    const family = familyOf(market.key);
    const members = families.get(family) ?? [];
    families.set(family, TRADING.has(market.status) ? [...members, market] : members);
  }
  return [...families.values()].flatMap((family) => family.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
}
