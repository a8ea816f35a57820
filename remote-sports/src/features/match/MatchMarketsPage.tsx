import { Link } from 'react-router-dom';
import { buttonClassName, Page, Tabs, useTranslation } from '@palpite/shared';
import { MarketGrid } from './MarketGrid.tsx';
import { MatchHeader } from './MatchHeader.tsx';
import { MATCH_KINDS, type MatchKind } from './match-kinds.ts';

/** A match's market page (`matchId` from the address): header, market group tabs, market cards. */
export function MatchMarketsPage({ kind, matchId }: { kind: MatchKind; matchId?: string }) {
  const { t } = useTranslation('sports');
  const info = MATCH_KINDS[kind];
  const back = (
    <Link to={info.backTo()} className={buttonClassName('secondary', 'small')}>
      <span aria-hidden="true">←</span> {t(info.backLabel)}
    </Link>
  );
  const groups = info.groups.map((group) => ({
    id: group,
    label: t(`match.groups.${group}`),
    content: <MarketGrid label={t(`match.groups.${group}`)} count={group === 'all' ? 8 : 4} />,
  }));
  return (
    <Page title={t(`${info.page}.title`)} subtitle={matchId ? t('match.number', { id: matchId }) : undefined} actions={back}>
      <MatchHeader live={kind === 'live'} />
      <Tabs label={t('match.groupsLabel')} items={groups} />
    </Page>
  );
}
