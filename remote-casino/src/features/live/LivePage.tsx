import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, LayoutSkeleton, Page, Section, ToggleChips, formatBRL, useIsLoggedIn, useTranslation } from '@palpite/shared';
import { useResource } from '../play/lib/use-resource.ts';
import { usePlayBalance } from '../play/lib/use-play-balance.ts';
import { StageToolbar } from '../play/components/StageToolbar.tsx';
import type { PlayMode } from '../play/api/types.ts';
import { ModeSwitch } from '../game-details/ModeSwitch.tsx';
import { getLiveTables } from './api/live-api.ts';
import type { LiveTable } from './api/types.ts';
import { LiveTableView } from './table/LiveTable.tsx';
import { SupportCard } from './SupportCard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import styles from './LivePage.module.css';

const TABLE_KINDS = ['all', 'roulette', 'baccarat'] as const;
type TableKind = (typeof TABLE_KINDS)[number];

/** Live casino: the live tables (join one here, `?table=<id>`), and the way to reach live support. */
export function LivePage() {
  const { t } = useTranslation('casino');
  const [params, setParams] = useSearchParams();
  const joined = params.get('table');
  // Both in the address, so a reload or back keeps the table joined and the filter chosen.
  const kindParam = params.get('kind');
  const kind: TableKind = TABLE_KINDS.includes(kindParam as TableKind) ? (kindParam as TableKind) : 'all';
  const setKind = (next: TableKind) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'all') updated.delete('kind');
      else updated.set('kind', next);
      return updated;
    });
  const tables = useResource(getLiveTables);
  const [mode, setMode] = useState<PlayMode>('real');
  const balance = usePlayBalance(mode);
  const loggedIn = useIsLoggedIn();

  const join = (id: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (id) updated.set('table', id);
      else updated.delete('table');
      return updated;
    });
  const shown = tables.status === 'ready' ? tables.data.filter((table) => kind === 'all' || table.kind === kind) : [];

  return (
    <Page title={t('live.title')} subtitle={t('live.subtitle')}>
      {joined ? (
        <Section
          title={t('live.table.joined')}
          controls={
            <Button variant="ghost" size="small" onClick={() => join(null)}>
              {t('live.table.leave')}
            </Button>
          }
        >
          {loggedIn ? <StageToolbar mode={mode} balance={balance} modeSwitch={<ModeSwitch mode={mode} onChange={setMode} />} /> : null}
          <LiveTableView key={joined} tableId={joined} mode={mode} balance={balance} headingLevel={3} />
        </Section>
      ) : null}
      <Section title={t('live.tables')} busy={tables.status === 'loading'}>
        <ToggleChips
          label={t('live.filtersLabel')}
          options={TABLE_KINDS.map((option) => ({ value: option, label: t(`live.kinds.${option}`) }))}
          value={kind}
          onChange={setKind}
        />
        {tables.status === 'loading' ? <LayoutSkeleton layout="tiles" count={2} /> : null}
        {tables.status === 'error' ? <LoadFailed error={tables.error} onRetry={tables.reload} /> : null}
        {tables.status === 'ready' ? (
          shown.length > 0 ? (
            <ul className={styles.grid}>
              {shown.map((table) => (
                <LiveTableCard key={table.id} table={table} joined={table.id === joined} onJoin={() => join(table.id)} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('live.noTables')}</p>
          )
        ) : null}
      </Section>
      <SupportCard />
    </Page>
  );
}

function LiveTableCard({ table, joined, onJoin }: { table: LiveTable; joined: boolean; onJoin: () => void }) {
  const { t } = useTranslation('casino');
  const last = table.history.find((round) => round.result !== null)?.result ?? null;
  return (
    <li className={styles.table}>
      <div className={styles.media}>
        <img src={table.image} alt="" width={320} height={180} loading="lazy" className={styles.image} />
        <span className={styles.badge}>{t('live.liveBadge')}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{table.name}</h3>
        <p className={styles.kind}>{t(`live.kinds.${table.kind}`)}</p>
        <div className={styles.meta}>
          <span>{t('live.limits', { min: formatBRL(table.min_stake), max: formatBRL(table.max_stake) })}</span>
          {last ? (
            <span>
              {'pocket' in last ? t('live.lastPocket', { number: last.pocket }) : t('live.lastResult', { result: t(`play.baccarat.spots.${last.result}`) })}
            </span>
          ) : null}
        </div>
        <Button
          variant={joined ? 'secondary' : 'primary'}
          size="small"
          onClick={onJoin}
          // Named after its table while it offers to join; once joined its text says so on its own.
          aria-label={joined ? undefined : t('live.joinTable', { table: table.name })}
          disabled={joined}
        >
          {joined ? t('live.joinedShort') : t('live.join')}
        </Button>
      </div>
    </li>
  );
}
