/**
 * What a bet detail names: the market (`bet_type`) and the selection (`outcome`) of a match, read
 * into the odds engine's selection so that a bet settles with the very code that priced it.
 *
 * Market keys: the engine's own keys (football-markets.ts, basketball.ts) and the short keys of the
 * schema comment are both accepted, for the same market:
 *
 * | market                       | engine key                    | short key(s)                  | outcomes                          |
 * |------------------------------|-------------------------------|-------------------------------|-----------------------------------|
 * | football 1X2                 | `ft:match-result`             | `1x2`                         | `1`, `X`, `2` (home/draw/away)    |
 * | first-half 1X2               | `1h:match-result`             | `ht_1x2`                      | `1`, `X`, `2`                     |
 * | double chance                | `ft:double-chance`            | `dc`                          | `1X`, `12`, `X2`                  |
 * | draw no bet                  | `ft:draw-no-bet`              | `dnb`                         | `home`, `away` (`1`, `2`)         |
 * | total goals, line L          | `ft:total:L`                  | `total:L`                     | `over`, `under`                   |
 * | first-half total, line L     | `1h:total:L`                  | `ht_total:L`                  | `over`, `under`                   |
 * | Asian handicap, home line L  | `ft:asian-handicap:L`         | `ah:L`                        | `home` (line L), `away` (line −L) |
 * | both teams to score          | `ft:both-teams-to-score`      | `btts`                        | `yes`, `no`                       |
 * | correct score (grid G, 4)    | `ft:correct-score`            | `cs`, `cs:G`                  | `H-A`, `other`                    |
 * | half time / full time        | `ft:half-time-full-time`      | `htft`                        | `1/X` … (HT pick / FT pick)       |
 * | basketball moneyline         | `ft:moneyline`                | `moneyline`, `ml`             | `home`, `away` (`1`, `2`)         |
 * | basketball spread, home L    | `ft:spread:L`                 | `spread:L`, `bb_spread:L`     | `home` (line L), `away` (line −L) |
 * | basketball total, line L     | `ft:points-total:L`           | `bb_total:L` (`total:L`)      | `over`, `under`                   |
 * | quarter N moneyline          | `qN:moneyline`                | `qN_moneyline`                | `home`, `away`                    |
 * | quarter N spread, home L     | `qN:spread:L`                 | `qN_spread:L`                 | `home`, `away`                    |
 * | quarter N total, line L      | `qN:points-total:L`           | `qN_total:L`                  | `over`, `under`                   |
 *
 * An outcome may also be the engine's full selection key (`ft:total:over:2.5`,
 * `ft:asian-handicap:away:+0.75`, `ft:correct-score:2-1`…): its pick is read from it.
 * Lines are multiples of 0.25 written as numbers (`-0.25`, `+0.75` or `0.75`).
 */
import type { BasketballSelection, FootballSelection, Score } from '../odds/index.ts';

export type Sport = 'football' | 'basketball';
type Pick1x2 = '1' | 'X' | '2';
type Side = 'home' | 'away';
type OverUnder = 'over' | 'under';
type Quarter = 1 | 2 | 3 | 4;

/** A market, whatever key named it. */
export type MarketSpec =
  | { readonly sport: 'football'; readonly kind: 'match-result'; readonly period: 'ft' | '1h' }
  | { readonly sport: 'football'; readonly kind: 'double-chance' }
  | { readonly sport: 'football'; readonly kind: 'draw-no-bet' }
  | { readonly sport: 'football'; readonly kind: 'total'; readonly period: 'ft' | '1h'; readonly line: number }
  | { readonly sport: 'football'; readonly kind: 'asian-handicap'; readonly line: number }
  | { readonly sport: 'football'; readonly kind: 'both-teams-to-score' }
  | { readonly sport: 'football'; readonly kind: 'correct-score'; readonly grid: number }
  | { readonly sport: 'football'; readonly kind: 'half-time-full-time' }
  | { readonly sport: 'basketball'; readonly kind: 'moneyline'; readonly quarter: Quarter | null }
  | { readonly sport: 'basketball'; readonly kind: 'spread'; readonly quarter: Quarter | null; readonly line: number }
  | { readonly sport: 'basketball'; readonly kind: 'points-total'; readonly quarter: Quarter | null; readonly line: number };

/** A selection of a market: the market and the pick. */
export interface PickSpec {
  readonly market: MarketSpec;
  /** `1`/`X`/`2`, `1X`, `home`/`away`, `over`/`under`, `yes`/`no`, `H-A`/`other`, `1/X`. */
  readonly pick: string;
}

const DEFAULT_CORRECT_SCORE_GRID = 4;

function parseLine(text: string | undefined): number | null {
  if (text === undefined || !/^[+-]?\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return Number.isInteger(value * 4) ? value || 0 : null;
}

function parseQuarter(text: string): Quarter | null {
  const match = /^q([1-4])$/.exec(text);
  return match ? (Number(match[1]) as Quarter) : null;
}

/** The market a key names for a sport, or null when the key is not one we can settle. */
export function parseMarketKey(sport: Sport, key: string): MarketSpec | null {
  const k = key.trim().toLowerCase();
  if (sport === 'football') {
    const parts = k.split(':');
    switch (k) {
      case 'ft:match-result':
      case '1x2':
        return { sport, kind: 'match-result', period: 'ft' };
      case '1h:match-result':
      case 'ht_1x2':
        return { sport, kind: 'match-result', period: '1h' };
      case 'ft:double-chance':
      case 'dc':
        return { sport, kind: 'double-chance' };
      case 'ft:draw-no-bet':
      case 'dnb':
        return { sport, kind: 'draw-no-bet' };
      case 'ft:both-teams-to-score':
      case 'btts':
        return { sport, kind: 'both-teams-to-score' };
      case 'ft:correct-score':
      case 'cs':
        return { sport, kind: 'correct-score', grid: DEFAULT_CORRECT_SCORE_GRID };
      case 'ft:half-time-full-time':
      case 'htft':
        return { sport, kind: 'half-time-full-time' };
    }
    const head = parts.length === 3 ? `${parts[0]}:${parts[1]}` : parts[0];
    const line = parseLine(parts.at(-1));
    if (parts.length === 2 && parts[0] === 'cs' && /^\d{1,2}$/.test(parts[1] ?? '')) return { sport, kind: 'correct-score', grid: Number(parts[1]) };
    if (line === null || parts.length < 2 || parts.length > 3) return null;
    if (head === 'ft:total' || head === 'total') return line > 0 ? { sport, kind: 'total', period: 'ft', line } : null;
    if (head === '1h:total' || head === 'ht_total') return line > 0 ? { sport, kind: 'total', period: '1h', line } : null;
    if (head === 'ft:asian-handicap' || head === 'ah') return { sport, kind: 'asian-handicap', line };
    return null;
  }
  // Basketball: `ft:…` / `qN:…` engine keys, or `moneyline`, `ml`, `spread:L`, `bb_spread:L`, `bb_total:L`, `total:L`, `qN_…`.
  const engine = /^(ft|q[1-4]):(moneyline|spread|points-total)(?::([^:]+))?$/.exec(k);
  const short = /^(?:bb_)?(?:(q[1-4])_)?(moneyline|ml|spread|total|points_total)(?::([^:]+))?$/.exec(k);
  const match = engine ?? short;
  if (!match) return null;
  const quarter = match[1] === undefined || match[1] === 'ft' ? null : parseQuarter(match[1]);
  const name = match[2];
  if (name === 'moneyline' || name === 'ml') return match[3] === undefined ? { sport, kind: 'moneyline', quarter } : null;
  const line = parseLine(match[3]);
  if (line === null) return null;
  if (name === 'spread') return { sport, kind: 'spread', quarter, line };
  return line > 0 ? { sport, kind: 'points-total', quarter, line } : null;
}

const lineText = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** Every key that names this market (engine key first), to find it by key. */
export function marketKeyAliases(spec: MarketSpec): string[] {
  switch (spec.kind) {
    case 'match-result':
      return spec.period === 'ft' ? ['ft:match-result', '1x2'] : ['1h:match-result', 'ht_1x2'];
    case 'double-chance':
      return ['ft:double-chance', 'dc'];
    case 'draw-no-bet':
      return ['ft:draw-no-bet', 'dnb'];
    case 'total': {
      const engine = spec.period === 'ft' ? 'ft:total' : '1h:total';
      const short = spec.period === 'ft' ? 'total' : 'ht_total';
      return [`${engine}:${spec.line}`, `${short}:${spec.line}`];
    }
    case 'asian-handicap':
      return [`ft:asian-handicap:${lineText(spec.line)}`, `ah:${spec.line}`, `ah:${lineText(spec.line)}`];
    case 'both-teams-to-score':
      return ['ft:both-teams-to-score', 'btts'];
    case 'correct-score':
      return spec.grid === DEFAULT_CORRECT_SCORE_GRID ? ['ft:correct-score', 'cs', `cs:${spec.grid}`] : [`cs:${spec.grid}`];
    case 'half-time-full-time':
      return ['ft:half-time-full-time', 'htft'];
    case 'moneyline': {
      const q = spec.quarter === null ? null : `q${spec.quarter}`;
      return q ? [`${q}:moneyline`, `${q}_moneyline`, `bb_${q}_moneyline`] : ['ft:moneyline', 'moneyline', 'ml', 'bb_moneyline'];
    }
    case 'spread': {
      const q = spec.quarter === null ? null : `q${spec.quarter}`;
      const line = lineText(spec.line);
      return q
        ? [`${q}:spread:${line}`, `${q}_spread:${spec.line}`, `${q}_spread:${line}`]
        : [`ft:spread:${line}`, `spread:${spec.line}`, `bb_spread:${spec.line}`, `spread:${line}`, `bb_spread:${line}`];
    }
    case 'points-total': {
      const q = spec.quarter === null ? null : `q${spec.quarter}`;
      return q
        ? [`${q}:points-total:${spec.line}`, `${q}_total:${spec.line}`]
        : [`ft:points-total:${spec.line}`, `bb_total:${spec.line}`, `total:${spec.line}`];
    }
  }
}

/** The pick an outcome names, in its canonical spelling, or null when the market has no such selection. */
export function parsePick(market: MarketSpec, outcome: string): string | null {
  let text = outcome.trim();
  // The engine's full selection key: keep the part that names the pick.
  if (/^(ft|1h|q[1-4]):/i.test(text)) {
    const parts = text.split(':');
    text = market.kind === 'total' || market.kind === 'points-total' ? (parts[2] ?? '') : (parts.at(-1) ?? '');
    if (market.kind === 'asian-handicap' || market.kind === 'spread') {
      // `ft:asian-handicap:away:+0.75@1-0`: the side, checked against the market's line.
      const side = parts[2]?.toLowerCase();
      const line = parseLine(parts[3]?.split('@')[0]);
      if ((side !== 'home' && side !== 'away') || line === null) return null;
      return line === (side === 'home' ? market.line : -market.line || 0) ? side : null;
    }
  }
  const lower = text.toLowerCase();
  switch (market.kind) {
    case 'match-result': {
      const map: Record<string, Pick1x2> = { '1': '1', x: 'X', '2': '2', home: '1', draw: 'X', away: '2' };
      return map[lower] ?? null;
    }
    case 'double-chance': {
      const map: Record<string, string> = { '1x': '1X', x1: '1X', '12': '12', '21': '12', x2: 'X2', '2x': 'X2' };
      return map[lower] ?? null;
    }
    case 'draw-no-bet':
    case 'asian-handicap':
    case 'moneyline':
    case 'spread': {
      const map: Record<string, Side> = { home: 'home', '1': 'home', away: 'away', '2': 'away' };
      return map[lower] ?? null;
    }
    case 'total':
    case 'points-total':
      return lower === 'over' || lower === 'under' ? lower : null;
    case 'both-teams-to-score':
      return lower === 'yes' || lower === 'no' ? lower : null;
    case 'correct-score': {
      if (lower === 'other') return 'other';
      const match = /^(\d{1,2})[-:](\d{1,2})$/.exec(lower);
      if (!match) return null;
      const home = Number(match[1]);
      const away = Number(match[2]);
      return home <= market.grid && away <= market.grid ? `${home}-${away}` : null;
    }
    case 'half-time-full-time': {
      const match = /^([12x])[/-]?([12x])$/.exec(lower);
      return match ? `${match[1]!.toUpperCase()}/${match[2]!.toUpperCase()}` : null;
    }
  }
}

/** Every key that names this selection (canonical first), to find it by key. */
export function selectionKeyAliases(spec: PickSpec): string[] {
  const { market, pick } = spec;
  const aliases = [pick];
  switch (market.kind) {
    case 'match-result':
      aliases.push(`${market.period}:match-result:${pick}`, { '1': 'home', X: 'draw', '2': 'away' }[pick] ?? pick);
      break;
    case 'double-chance':
      aliases.push(`ft:double-chance:${pick}`);
      break;
    case 'draw-no-bet':
      aliases.push(`ft:draw-no-bet:${pick}`, pick === 'home' ? '1' : '2');
      break;
    case 'total':
      aliases.push(`${market.period}:total:${pick}:${market.line}`);
      break;
    case 'asian-handicap':
      aliases.push(`ft:asian-handicap:${pick}:${lineText(pick === 'home' ? market.line : -market.line || 0)}`);
      break;
    case 'both-teams-to-score':
      aliases.push(`ft:both-teams-to-score:${pick}`);
      break;
    case 'correct-score':
      aliases.push(`ft:correct-score:${pick}`);
      break;
    case 'half-time-full-time':
      aliases.push(`ft:half-time-full-time:${pick}`, pick.replace('/', ''));
      break;
    case 'moneyline':
    case 'spread':
      aliases.push(pick === 'home' ? '1' : '2');
      break;
    case 'points-total':
      break;
  }
  return [...new Set(aliases)];
}

/**
 * The engine's selection for a pick. `from` is the score when a live bet was taken: an in-play
 * Asian handicap counts only the goals after it (the engine prices in-play lines that way).
 */
export function engineSelection(
  spec: PickSpec,
  from?: Score | null,
): { sport: 'football'; selection: FootballSelection } | { sport: 'basketball'; selection: BasketballSelection } {
  const { market, pick } = spec;
  switch (market.kind) {
    case 'match-result':
      return { sport: 'football', selection: { market: 'match-result', period: market.period, pick: pick as Pick1x2 } };
    case 'double-chance':
      return { sport: 'football', selection: { market: 'double-chance', pick: pick as '1X' | '12' | 'X2' } };
    case 'draw-no-bet':
      return { sport: 'football', selection: { market: 'draw-no-bet', pick: pick as Side } };
    case 'total':
      return { sport: 'football', selection: { market: 'total', period: market.period, line: market.line, pick: pick as OverUnder } };
    case 'asian-handicap': {
      const line = pick === 'home' ? market.line : -market.line || 0;
      const counted = from && (from.home !== 0 || from.away !== 0) ? { from: { home: from.home, away: from.away } } : {};
      return { sport: 'football', selection: { market: 'asian-handicap', pick: pick as Side, line, ...counted } };
    }
    case 'both-teams-to-score':
      return { sport: 'football', selection: { market: 'both-teams-to-score', pick: pick as 'yes' | 'no' } };
    case 'correct-score': {
      if (pick === 'other') return { sport: 'football', selection: { market: 'correct-score', pick: 'other', grid: market.grid } };
      const [home, away] = pick.split('-').map(Number) as [number, number];
      return { sport: 'football', selection: { market: 'correct-score', pick: { home, away }, grid: market.grid } };
    }
    case 'half-time-full-time': {
      const [ht, ft] = pick.split('/') as [Pick1x2, Pick1x2];
      return { sport: 'football', selection: { market: 'half-time-full-time', ht, ft } };
    }
    case 'moneyline':
      return {
        sport: 'basketball',
        selection:
          market.quarter === null ? { market: 'moneyline', pick: pick as Side } : { market: 'quarter-moneyline', quarter: market.quarter, pick: pick as Side },
      };
    case 'spread': {
      const line = pick === 'home' ? market.line : -market.line || 0;
      return {
        sport: 'basketball',
        selection:
          market.quarter === null
            ? { market: 'spread', pick: pick as Side, line }
            : { market: 'quarter-spread', quarter: market.quarter, pick: pick as Side, line },
      };
    }
    case 'points-total':
      return {
        sport: 'basketball',
        selection:
          market.quarter === null
            ? { market: 'points-total', pick: pick as OverUnder, line: market.line }
            : { market: 'quarter-total', quarter: market.quarter, pick: pick as OverUnder, line: market.line },
      };
  }
}

/** Reads a market key and an outcome together; null when either is not one we can settle. */
export function parseSelection(sport: Sport, marketKey: string, outcome: string): PickSpec | null {
  const market = parseMarketKey(sport, marketKey);
  if (!market) return null;
  const pick = parsePick(market, outcome);
  return pick === null ? null : { market, pick };
}
