/**
 * A leg's texts (spec §7 bet_details: teams, outcome, bet_type, type, handicap) against the
 * selection the server found for it, and what a bet stores about each leg.
 *
 * The client must send these texts (spec §7), so one that names another market, outcome, team or
 * sport than the selection the leg is booked on is refused, not ignored: such a slip says one bet
 * and books another (a stale or broken client, or a forged call), and the player cannot have seen
 * what would be booked. Other spellings of the same thing are not contradictions (`1x2` and
 * `ft:match-result`, `home` and `1`, team names in other case or spacing), and a text left out is
 * not checked. The stored texts are never the sent ones: the server's own, from the selection.
 *
 * Not checked: `date` (a kick-off moved after the selection was added is not another bet), `odd`
 * (the odds-changed check), `live` (the match-started checks), `elapsed` and `bet_time` (clocks).
 */
import { parseMarketKey, parsePick, parseSelection, type AcceptedLeg, type LegRequest, type MarketSpec, type Sport } from '../../domain/bets/index.ts';
import type { LegFactsRow } from './repo.ts';

/** Each field's message keys, `bet_details.<leg>.<field>` as the slip's other field errors. */
export type FieldKeys = Record<string, string[]>;

/** The texts a leg sent that name its pick, as sent (checked, never stored). */
export interface SentTexts {
  home_team_name?: unknown;
  away_team_name?: unknown;
  type?: unknown;
  handicap?: unknown;
}

const normalized = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A text the client sent, normalized; null when it left it out (absent, null or blank). */
function given(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = normalized(String(value));
  return text === '' ? null : text;
}

function sameMarket(a: MarketSpec, b: MarketSpec): boolean {
  const entriesOf = (spec: MarketSpec) => JSON.stringify(Object.entries(spec).sort(([x], [y]) => x.localeCompare(y)));
  return entriesOf(a) === entriesOf(b);
}

function namesMarket(sport: Sport, betType: string, marketKey: string): boolean {
  if (normalized(betType) === normalized(marketKey)) return true;
  const asked = parseMarketKey(sport, betType);
  const actual = parseMarketKey(sport, marketKey);
  return asked !== null && actual !== null && sameMarket(asked, actual);
}

function namesPick(sport: Sport, marketKey: string, outcome: string, selectionKey: string): boolean {
  if (normalized(outcome) === normalized(selectionKey)) return true;
  const market = parseMarketKey(sport, marketKey);
  if (!market) return false;
  const asked = parsePick(market, outcome);
  return asked !== null && asked === parsePick(market, selectionKey);
}

/** Whether a leg's `bet_type` and `outcome` name this selection (found now, or stored with a bet). */
export function namesSelection(request: Pick<LegRequest, 'marketKey' | 'outcome'>, sport: Sport, selection: { marketKey: string; key: string }): boolean {
  return namesMarket(sport, request.marketKey, selection.marketKey) && namesPick(sport, selection.marketKey, request.outcome, selection.key);
}

/** The market's line (a handicap's home line, as the slip's `handicap`), null for a market without one. */
function lineOf(sport: Sport, marketKey: string): number | null {
  const market = parseMarketKey(sport, marketKey);
  return market !== null && 'line' in market ? market.line : null;
}

/** The fields of one leg whose texts contradict its facts, each with its message key. */
function legContradictions(request: LegRequest, sent: SentTexts, fact: LegFactsRow): [field: string, key: string][] {
  const { match, selection, teams } = fact;
  // A leg with no match is told "match not found" by the acceptance checks.
  if (!match) return [];
  const found: [string, string][] = [];
  const sport = given(sent.type);
  if (sport !== null && sport !== match.sport) found.push(['type', 'bets.mismatch.sport']);
  const home = given(sent.home_team_name);
  if (home !== null && teams && home !== normalized(teams.home)) found.push(['home_team_name', 'bets.mismatch.homeTeam']);
  const away = given(sent.away_team_name);
  if (away !== null && teams && away !== normalized(teams.away)) found.push(['away_team_name', 'bets.mismatch.awayTeam']);
  // Odds that cannot be settled (or none found) are told "requested odds not found" by the checks.
  if (!selection || parseSelection(match.sport, selection.marketKey, selection.key) === null) return found;
  if (!namesMarket(match.sport, request.marketKey, selection.marketKey)) found.push(['bet_type', 'bets.mismatch.market']);
  if (!namesPick(match.sport, selection.marketKey, request.outcome, selection.key)) found.push(['outcome', 'bets.mismatch.outcome']);
  const line = given(sent.handicap);
  if (line !== null && Number(line) !== lineOf(match.sport, selection.marketKey)) found.push(['handicap', 'bets.mismatch.line']);
  return found;
}

/** Every text of the slip that contradicts its leg's facts, and the first leg with one; null when none does. */
export function contradictionsOf(
  legs: readonly { request: LegRequest; sent: SentTexts }[],
  facts: readonly LegFactsRow[],
): { leg: number; fields: FieldKeys } | null {
  const fields: FieldKeys = {};
  let first: number | null = null;
  legs.forEach((leg, index) => {
    for (const [field, key] of legContradictions(leg.request, leg.sent, facts[index]!)) {
      fields[`bet_details.${index}.${field}`] = [key];
      first ??= index;
    }
  });
  return first === null ? null : { leg: first, fields };
}

/** What a bet stores and shows back of a leg (spec §7 bet_details' fields): the server's data for its selection when taken. */
export function storedDetails(fact: LegFactsRow, leg: AcceptedLeg, placedAt: Date): Record<string, string | number | boolean | null> {
  const match = fact.match!;
  return {
    home_team_name: fact.teams?.home ?? '',
    away_team_name: fact.teams?.away ?? '',
    outcome: leg.selectionKey,
    date: new Date(match.startsAtMs).toISOString(),
    handicap: lineOf(match.sport, leg.marketKey),
    bet_type: leg.marketKey,
    type: match.sport,
    odd: leg.priceHundredths / 100,
    live: leg.live,
    elapsed: leg.scoreAtBet?.minute ?? null,
    bet_time: placedAt.toISOString(),
  };
}
