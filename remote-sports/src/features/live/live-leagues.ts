import type { League, MatchRow, MatchUpdate } from '../../lib/types.ts';

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

/**
 * What a `public:sports.live` message means for the list: a match that ended leaves it, one that
 * is not listed yet needs a fresh list, anything else the row follows on its own channel.
 */
export function liveListChange(matches: readonly MatchRow[], update: MatchUpdate): 'remove' | 'reload' | 'none' {
  const listed = matches.some((match) => match.id === update.id);
  if (listed && !update.live) return 'remove';
  if (!listed && update.live) return 'reload';
  return 'none';
}
