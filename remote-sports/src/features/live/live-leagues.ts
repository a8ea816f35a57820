import type { League, MatchRow } from '../../lib/types.ts';

/** Live matches grouped by league, in the order the API listed them. */
export function groupByLeague(matches: readonly MatchRow[]): League[] {
  const leagues = new Map<string, League>();
  for (const match of matches) {
    const league = leagues.get(match.league.id) ?? {
      id: match.league.id,
      name: match.league.name,
      country: match.league.country,
      country_code: match.league.country_code,
      sport: match.sport,
      matches: [],
    };
    league.matches.push(match);
    leagues.set(match.league.id, league);
  }
  return [...leagues.values()];
}
