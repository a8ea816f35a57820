import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page, ToggleChips, useEvent, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LeaguesSkeleton } from '../../components/LeagueSkeleton.tsx';
import { LeagueList } from '../../components/LeagueList.tsx';
import { LivePricesGuard } from '../../components/LivePricesPaused.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { liveListChange } from '../../lib/live-list.ts';
import { liveChannel, matchChannel, useChannelEvent } from '../../lib/realtime.ts';
import { mainOutcomes } from '../../lib/sports.ts';
import type { MatchUpdate } from '../../lib/types.ts';
import { useResource } from '../../lib/use-resource.ts';
import { getLive } from './api/get-live.ts';
import { groupByLeague } from './live-leagues.ts';

const LIVE_SPORTS = ['all', 'football', 'basketball'] as const;
type LiveSport = (typeof LIVE_SPORTS)[number];
/** The query parameter /sports takes its sport from (spec §2), with the same ids: one name for one filter. */
const SPORT_PARAM = 'sport';

/** The sport asked in the address; whatever else is there (a typo, an old link) shows every sport. */
function liveSportOf(params: URLSearchParams): LiveSport {
  const asked = params.get(SPORT_PARAM);
  return LIVE_SPORTS.find((sport) => sport === asked) ?? 'all';
}

/**
 * The sport filter, kept in the address so a reload, a shared link and Back/Forward keep it. A change
 * replaces the history entry: a few taps on the chips are not pages, so Back leaves /live-bets as the
 * player expects instead of stepping through each chip (and a replace on the same page keeps the
 * scroll, where a push would jump to the top: the host's ScrollRestorer).
 */
function useLiveSportFilter(): [LiveSport, (sport: LiveSport) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (sport: LiveSport) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sport === 'all') next.delete(SPORT_PARAM);
        else next.set(SPORT_PARAM, sport);
        return next;
      },
      { replace: true },
    );
  return [liveSportOf(params), choose];
}

/** A new match going live is fetched with the others, at most this often. */
const RELOAD_AFTER_MS = 2000;

/** Matches in play: live clock and score on each row, odds that move as the match goes on. */
export function LiveBetsPage() {
  const { t } = useTranslation('sports');
  const [sport, setSport] = useLiveSportFilter();
  const live = useResource(getLive, 'live');
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { reload, refresh, setData } = live;
  const matches = live.status === 'ready' ? live.data : null;

  // The list was read before its channel attached: what was published in between (a match going live
  // or ending) is never replayed, so the first attach counts as lost continuity and the list is read again.
  useChannelEvent<MatchUpdate>(
    liveChannel(),
    'match-update',
    (update) => {
      if (!matches) return;
      const change = liveListChange(matches, update);
      if (change === 'remove') setData((current) => current.filter((match) => match.id !== update.id));
      if (change === 'reload' && !reloadTimer.current) {
        reloadTimer.current = setTimeout(() => {
          reloadTimer.current = null;
          refresh();
        }, RELOAD_AFTER_MS);
      }
    },
    { readBeforeAttach: true },
  );
  // The list's channel or a listed row's lost continuity: what it missed (a match going live or
  // ending, a score, a price) is never replayed, so the list is read again.
  useEvent('realtime-resynced', ({ channels }) => {
    if (!matches) return;
    const followed = new Set([liveChannel(), ...matches.map((match) => matchChannel(match.id))]);
    if (channels.some((channel) => followed.has(channel))) refresh();
  });
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const label = t('liveBets.title');
  const shown = matches?.filter((match) => sport === 'all' || match.sport === sport) ?? [];
  return (
    <Page title={t('liveBets.title')} subtitle={t('liveBets.subtitle')} busy={live.status === 'loading'}>
      <ToggleChips
        label={t('liveBets.sportLabel')}
        options={LIVE_SPORTS.map((value) => ({ value, label: value === 'all' ? t('liveBets.allSports') : t(`sport.${value}`) }))}
        value={sport}
        onChange={setSport}
      />
      {live.status === 'loading' ? <LeaguesSkeleton label={label} outcomes={mainOutcomes(sport === 'basketball' ? 'basketball' : 'football')} live /> : null}
      {live.status === 'error' ? <LoadFailed error={live.error} fallback={t('errors.loadFailed')} onRetry={reload} /> : null}
      {matches && shown.length === 0 ? <EmptyState title={t('liveBets.none')} hint={t('liveBets.noneHint')} /> : null}
      {shown.length > 0 ? (
        <LivePricesGuard>
          <LeagueList label={label} leagues={groupByLeague(shown)} />
        </LivePricesGuard>
      ) : null}
    </Page>
  );
}
