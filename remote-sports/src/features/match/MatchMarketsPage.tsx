import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClassName, isHTTPError, Page, paths, Tabs, useLiveUpdatesWanted, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LivePricesGuard } from '../../components/LivePricesPaused.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { matchPhase } from '../../lib/match-format.ts';
import type { Translate } from '../../lib/translate.ts';
import type { MatchDetail } from '../../lib/types.ts';
import { useResource } from '../../lib/use-resource.ts';
import { getMatch } from '../../lib/get-match.ts';
import { MarketGrid, MarketGridSkeleton } from './MarketGrid.tsx';
import { MatchHeader, MatchHeaderSkeleton } from './MatchHeader.tsx';
import { kindFitsSport, MATCH_KINDS, type MatchKind } from './match-kinds.ts';
import { NotLiveNotice } from './NotLiveNotice.tsx';
import { shownMarkets } from './shown-markets.ts';
import { useLiveMatch } from './use-live-match.ts';

function groupLabel(t: Translate, key: string): string {
  return key === 'all' ? t('match.groups.all') : t(`sports.groups.${key}`, { ns: 'common', defaultValue: key });
}

function MatchMarkets({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('sports');
  const context = {
    id: match.id,
    sport: match.sport,
    home: match.home,
    away: match.away,
    starts_at: match.starts_at,
    prematch_closes_at: match.prematch_closes_at,
    live: match.live,
    minute: match.minute,
    clock: match.clock.display,
    score: match.score,
  };
  const groups = match.groups.map((group) => ({ ...group, markets: shownMarkets(group.markets) })).filter((group) => group.markets.length > 0);
  if (groups.length === 0) return <EmptyState title={t('match.noMarkets')} hint={t('match.noMarketsHint')} />;
  const all = { key: 'all', markets: groups.flatMap((group) => group.markets) };
  return (
    <Tabs
      label={t('match.groupsLabel')}
      items={[all, ...groups].map((group) => ({
        id: group.key,
        label: groupLabel(t, group.key),
        content: <MarketGrid label={groupLabel(t, group.key)} match={context} markets={group.markets} />,
      }))}
    />
  );
}

/**
 * A match id from the address, if it is one: a whole number. Anything else is never echoed on the page
 * (a link could make the site's own header say "your account is blocked, send a Pix…") nor sent to the API.
 */
function wholeMatchNumber(matchId: string | undefined): string | null {
  return matchId !== undefined && /^\d{1,18}$/.test(matchId) ? matchId : null;
}

function BackLink({ kind }: { kind: MatchKind }) {
  const { t } = useTranslation('sports');
  const info = MATCH_KINDS[kind];
  return (
    <Link to={info.backTo()} className={buttonClassName('secondary', 'small')}>
      <span aria-hidden="true">←</span> {t(info.backLabel)}
    </Link>
  );
}

function MatchNotFound({ kind }: { kind: MatchKind }) {
  const { t } = useTranslation('sports');
  return <EmptyState title={t('sports.matchNotFound', { ns: 'common' })} hint={t('match.notFoundHint')} action={<BackLink kind={kind} />} />;
}

/** A match's market page (`matchId` from the address): header, market group tabs, market cards, live updates. */
export function MatchMarketsPage({ kind, matchId }: { kind: MatchKind; matchId?: string }) {
  const { t } = useTranslation('sports');
  const matchNumber = wholeMatchNumber(matchId);
  if (matchNumber === null) {
    return (
      <Page title={t(`${MATCH_KINDS[kind].page}.title`)} actions={<BackLink kind={kind} />}>
        <MatchNotFound kind={kind} />
      </Page>
    );
  }
  return <KnownMatchMarketsPage kind={kind} matchId={matchNumber} />;
}

function KnownMatchMarketsPage({ kind, matchId }: { kind: MatchKind; matchId: string }) {
  const { t } = useTranslation('sports');
  const info = MATCH_KINDS[kind];
  const navigate = useNavigate();
  const match = useResource(() => getMatch(matchId), matchId);
  useLiveMatch(match.status === 'ready' ? match.data : null, match.setData);
  // A live basketball match has only this page: a visitor is given live updates here too.
  useLiveUpdatesWanted(match.status === 'ready' && match.data.live);
  const subtitle = match.status === 'ready' ? t('match.versus', { home: match.data.home, away: match.data.away }) : t('match.number', { id: matchId });
  const notFound = match.status === 'error' && isHTTPError(match.error) && match.error.response.status === 404;
  const shown = match.status === 'ready' ? match.data : null;
  // A match under another sport's page (a shared link of the wrong kind) goes to its own page, the address with it.
  const ownPage = shown && !kindFitsSport(kind, shown.sport) ? paths.match(shown) : null;
  useEffect(() => {
    if (ownPage) void navigate(ownPage, { replace: true });
  }, [ownPage, navigate]);
  const loading = match.status === 'loading' || ownPage !== null;
  // The live page of a match not in play says so (and is titled as that match's own page) instead of showing its markets suspended.
  const phase = shown ? matchPhase(shown) : null;
  // A pre-match page of a match now over (finished, cancelled, postponed…) takes no more bets either.
  const notLive = (kind === 'live' && phase !== null && phase !== 'live') || phase === 'over' ? phase : null;
  const titlePage = shown && notLive ? MATCH_KINDS[shown.sport === 'basketball' ? 'basketball' : 'prematch'].page : info.page;
  return (
    <Page title={t(`${titlePage}.title`)} subtitle={subtitle} actions={<BackLink kind={kind} />} busy={loading}>
      {loading ? (
        <>
          <MatchHeaderSkeleton live={kind === 'live'} />
          <Tabs
            label={t('match.groupsLabel')}
            items={info.groups.map((group) => ({
              id: group,
              label: groupLabel(t, group),
              content: <MarketGridSkeleton label={groupLabel(t, group)} count={group === 'all' ? 8 : 4} />,
            }))}
          />
        </>
      ) : null}
      {notFound ? <MatchNotFound kind={kind} /> : null}
      {match.status === 'error' && !notFound ? <LoadFailed error={match.error} fallback={t('errors.loadFailed')} onRetry={match.reload} /> : null}
      {match.status === 'ready' && !loading ? (
        <LivePricesGuard>
          <MatchHeader match={match.data} />
          {notLive ? <NotLiveNotice match={match.data} phase={notLive} /> : <MatchMarkets match={match.data} />}
        </LivePricesGuard>
      ) : null}
    </Page>
  );
}
