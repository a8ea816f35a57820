import { useFollowLiveList } from '../../lib/live-list.ts';
import type { OpenSport } from '../../lib/sports.ts';
import { useResource } from '../../lib/use-resource.ts';
import { getHome } from './api/get-home.ts';

/**
 * `GET /sports/home` for a sport, kept in step with kick-offs and full time: a match that ends
 * leaves the live list, and one that kicks off has both lists read again (the API moves it from
 * the upcoming leagues into the live ones).
 */
export function useHome(sport: OpenSport) {
  const home = useResource(() => getHome(sport), sport);
  const { setData, refresh } = home;
  useFollowLiveList({
    matches: home.status === 'ready' ? home.data.live : null,
    lists: (update) => sport === 'home' || update.sport === sport,
    remove: (matchId) => setData((data) => ({ ...data, live: data.live.filter((match) => match.id !== matchId) })),
    refresh,
  });
  return home;
}
