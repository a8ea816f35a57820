/**
 * How markets and selections read (odds buttons, market cards, the slip, my bets). Everything is
 * derived from the market key (`ft:match-result`, `ft:total:2.5`, `1h:total:1.5`,
 * `ft:asian-handicap:-0.25` = the home line, `q2:points-total:54.5`…), so a bet read back from
 * `GET /user/bets` (key only) names its market exactly as the page that offered it.
 */
import type { Translate } from './translate.ts';

export type MarketKind =
  | 'match-result'
  | 'double-chance'
  | 'draw-no-bet'
  | 'total'
  | 'both-teams-to-score'
  | 'asian-handicap'
  | 'half-time-full-time'
  | 'first-half-result'
  | 'first-half-total'
  | 'correct-score'
  | 'moneyline'
  | 'points-total'
  | 'spread'
  | 'quarter-moneyline'
  | 'quarter-spread'
  | 'quarter-total'
  | 'other';

export interface MarketInfo {
  kind: MarketKind;
  /** The line of totals and handicaps (the home line for a handicap). */
  line: number | null;
  /** 1–4 for a basketball quarter's market. */
  quarter: number | null;
}

const FULL_TIME: Record<string, MarketKind> = {
  'match-result': 'match-result',
  'double-chance': 'double-chance',
  'draw-no-bet': 'draw-no-bet',
  total: 'total',
  'both-teams-to-score': 'both-teams-to-score',
  'asian-handicap': 'asian-handicap',
  'half-time-full-time': 'half-time-full-time',
  'correct-score': 'correct-score',
  moneyline: 'moneyline',
  'points-total': 'points-total',
  spread: 'spread',
};

export function describeMarket(key: string): MarketInfo {
  const [scope = '', name = '', lineText] = key.split(':');
  const parsed = lineText === undefined ? Number.NaN : Number(lineText);
  const line = Number.isFinite(parsed) ? parsed : null;
  const quarter = /^q([1-4])$/.exec(scope);
  if (quarter) {
    const kind: MarketKind =
      name === 'moneyline' ? 'quarter-moneyline' : name === 'spread' ? 'quarter-spread' : name === 'points-total' ? 'quarter-total' : 'other';
    return { kind, line, quarter: Number(quarter[1]) };
  }
  if (scope === '1h') return { kind: name === 'match-result' ? 'first-half-result' : name === 'total' ? 'first-half-total' : 'other', line, quarter: null };
  return { kind: FULL_TIME[name] ?? 'other', line, quarter: null };
}

/** An in-play Asian handicap counts only the goals scored after the bet (the score then is its 0–0). */
export function countsFromScoreAtBet(key: string): boolean {
  return describeMarket(key).kind === 'asian-handicap';
}

const HANDICAPS: ReadonlySet<MarketKind> = new Set(['asian-handicap', 'spread', 'quarter-spread']);
const TOTALS: ReadonlySet<MarketKind> = new Set(['total', 'first-half-total', 'points-total', 'quarter-total']);

export function formatLine(line: number, language: string, signed = false): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' }).format(line);
}

/** The market's name: "Total de gols 2,5", "2º quarto: handicap −1,5". */
export function marketName(t: Translate, key: string, language: string): string {
  const { kind, line, quarter } = describeMarket(key);
  return t(`markets.${kind}`, { ns: 'sports', line: line === null ? '' : formatLine(line, language, HANDICAPS.has(kind)), quarter: quarter ?? '' });
}

/** The line a side of a handicap plays: the key holds the home line; the away side plays its opposite. */
function sideLine(line: number, outcome: string): number {
  return outcome === 'away' || outcome === '2' ? -line : line;
}

/** Short label above the price on an odds button: 1 / X / 2, "Mais 2,5", "1 (−1,5)", "Sim", "2-1". */
export function outcomeLabel(t: Translate, key: string, outcome: string, language: string): string {
  const { kind, line } = describeMarket(key);
  if (TOTALS.has(kind) && (outcome === 'over' || outcome === 'under')) {
    return t(`selections.${outcome}Short`, { ns: 'sports', line: line === null ? '' : formatLine(line, language) });
  }
  const side = outcome === 'home' ? '1' : outcome === 'away' ? '2' : outcome;
  if (HANDICAPS.has(kind) && line !== null) return `${side} (${formatLine(sideLine(line, outcome), language, true)})`;
  if (outcome === 'yes' || outcome === 'no' || outcome === 'other') return t(`selections.${outcome}`, { ns: 'sports' });
  return side;
}

/** The selection spelt out with the teams' names: "Flamengo", "Empate", "Mais de 2,5", "Palmeiras −1,5". */
export function selectionName(t: Translate, key: string, outcome: string, teams: { home: string; away: string }, language: string): string {
  const { kind, line } = describeMarket(key);
  const team = outcome === '1' || outcome === 'home' ? teams.home : outcome === '2' || outcome === 'away' ? teams.away : null;
  if (TOTALS.has(kind) && (outcome === 'over' || outcome === 'under')) {
    return t(`selections.${outcome}`, { ns: 'sports', line: line === null ? '' : formatLine(line, language) });
  }
  if (team !== null) return HANDICAPS.has(kind) && line !== null ? `${team} ${formatLine(sideLine(line, outcome), language, true)}` : team;
  switch (outcome) {
    case 'X':
      return t('selections.draw', { ns: 'sports' });
    case '1X':
      return t('selections.homeOrDraw', { ns: 'sports', home: teams.home });
    case '12':
      return t('selections.homeOrAway', { ns: 'sports', home: teams.home, away: teams.away });
    case 'X2':
      return t('selections.drawOrAway', { ns: 'sports', away: teams.away });
    case 'yes':
    case 'no':
    case 'other':
      return t(`selections.${outcome}`, { ns: 'sports' });
    default:
      return outcome;
  }
}
