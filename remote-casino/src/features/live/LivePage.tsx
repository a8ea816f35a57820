import { useCallback, useEffect, useEffectEvent, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  LayoutSkeleton,
  LoadFailed,
  Page,
  Section,
  ToggleChips,
  formatBRL,
  serverNowMs,
  useChannelEvent,
  useEvent,
  useHasRealtime,
  useIsLoggedIn,
  useResource,
  useTranslation,
} from '@palpite/shared';
import { usePlayBalance } from '../play/lib/use-play-balance.ts';
import { StageToolbar } from '../play/components/StageToolbar.tsx';
import type { PlayMode } from '../play/api/types.ts';
import { ModeSwitch } from '../game-details/ModeSwitch.tsx';
import { getLiveTables } from './api/live-api.ts';
import type { LiveTable, RoundOpenMessage, RoundResultMessage } from './api/types.ts';
import { LiveTableView } from './table/LiveTable.tsx';
import { applyRoundOpen, applyRoundResult } from './table/live-round.ts';
import { SupportCard } from './SupportCard.tsx';
import styles from './LivePage.module.css';

const TABLE_KINDS = ['all', 'roulette', 'baccarat'] as const;
type TableKind = (typeof TABLE_KINDS)[number];

/**
 * Without a realtime connection (a visitor: spec §4 starts theirs on the sports' live routes only)
 * the tables are read again this often while the page shows, so each card's last result follows the
 * table; a round lasts about 20 s, and the cards are no place for a 2 s poll like a joined table's.
 */
export const LIVE_CARDS_REREAD_MS = 15_000;

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
  const followedTables = useFollowedTables(tables);
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

  // The cards' join buttons by table id: where the focus goes when the joined table's section goes.
  const joinButtons = useRef(new Map<string, HTMLButtonElement>());
  // Set by a join pressed here, so that the table's name takes the focus once drawn; a table opened
  // from the address leaves the focus where the page put it.
  const headingAwaited = useRef(false);
  const focusJoinedHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !headingAwaited.current) return;
    headingAwaited.current = false;
    const focused = document.activeElement;
    // Still on the join button (or lost): a focus the player moved meanwhile is left where it is.
    if (focused === null || focused === document.body || [...joinButtons.current.values()].some((button) => button === focused)) heading.focus();
  }, []);
  const joinFromCard = (id: string) => {
    headingAwaited.current = true;
    join(id);
  };
  const leave = () => {
    headingAwaited.current = false;
    // The section holding this button goes: the focus goes to the left table's join button (the
    // first card's when the filter hides that table), before the button goes with it.
    const buttons = joinButtons.current;
    (buttons.get(joined ?? '') ?? buttons.values().next().value)?.focus();
    join(null);
  };

  return (
    <Page title={t('live.title')} subtitle={t('live.subtitle')}>
      {joined ? (
        <Section
          title={t('live.table.joined')}
          controls={
            <Button variant="ghost" size="small" onClick={leave}>
              {t('live.table.leave')}
            </Button>
          }
        >
          {loggedIn ? <StageToolbar mode={mode} balance={balance} modeSwitch={<ModeSwitch mode={mode} onChange={setMode} />} /> : null}
          <LiveTableView key={joined} tableId={joined} mode={mode} balance={balance} headingLevel={3} headingRef={focusJoinedHeading} onLeave={leave} />
        </Section>
      ) : null}
      {followedTables}
      <Section title={t('live.tables')} busy={tables.status === 'loading'}>
        <ToggleChips
          label={t('live.filtersLabel')}
          options={TABLE_KINDS.map((option) => ({ value: option, label: t(`live.kinds.${option}`) }))}
          value={kind}
          onChange={setKind}
        />
        {tables.status === 'loading' ? <LayoutSkeleton layout="tiles" count={2} /> : null}
        {tables.status === 'error' ? <LoadFailed error={tables.error} fallback={t('live.loadFailed')} onRetry={tables.reload} /> : null}
        {tables.status === 'ready' ? (
          shown.length > 0 ? (
            <ul className={styles.grid}>
              {shown.map((table) => (
                <LiveTableCard
                  key={table.id}
                  table={table}
                  joined={table.id === joined}
                  onJoin={() => joinFromCard(table.id)}
                  buttonRef={(button) => {
                    if (button) joinButtons.current.set(table.id, button);
                    return () => {
                      joinButtons.current.delete(table.id);
                    };
                  }}
                />
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

type TablesResource = ReturnType<typeof useResource<LiveTable[]>>;

/**
 * Keeps the tables of the cards current, so each card's last result follows its table: with a
 * realtime connection (a player) from every table's public channel (`round-open`, `round-result`),
 * read again when a channel lost continuity; without one, read again every LIVE_CARDS_REREAD_MS
 * while the page shows. Answers the channels' listeners, for the page to render.
 */
function useFollowedTables(tables: TablesResource) {
  const hasRealtime = useHasRealtime();
  const { refresh, setData } = tables;
  const listed = tables.status === 'ready' ? tables.data : [];
  useEvent('realtime-resynced', ({ channels }) => {
    if (listed.some((table) => channels.includes(table.channel))) refresh();
  });
  useRereadWhileShown(refresh, !hasRealtime && tables.status === 'ready');
  const change = (id: string) => (update: (table: LiveTable) => LiveTable) =>
    setData((current) => current.map((table) => (table.id === id ? update(table) : table)));
  // Every table, the filter's hidden ones too: shown again, their cards are current.
  return hasRealtime ? listed.map((table) => <TableChannel key={table.id} channel={table.channel} onChange={change(table.id)} />) : null;
}

/** Calls `reread` every LIVE_CARDS_REREAD_MS while `wanted` and the page shows; a turn missed hidden is taken once shown. */
function useRereadWhileShown(reread: () => void, wanted: boolean) {
  const onDue = useEffectEvent(reread);
  useEffect(() => {
    if (!wanted) return undefined;
    // A hidden page skips its turns (nobody sees the cards, a background tab should cost nothing)
    // and takes one as it shows again: its cards are then as old as the time it was away.
    let missedTurn = false;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') onDue();
      else missedTurn = true;
    }, LIVE_CARDS_REREAD_MS);
    const onShown = () => {
      if (document.visibilityState !== 'visible' || !missedTurn) return;
      missedTurn = false;
      onDue();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [wanted]);
}

/** One table's public channel, applied to its card's table. */
function TableChannel({ channel, onChange }: { channel: string; onChange: (update: (table: LiveTable) => LiveTable) => void }) {
  // The list was read before the channel attached: what was published in between is never replayed,
  // so the first attach counts as lost continuity and the list is read again (see useFollowedTables).
  useChannelEvent<RoundOpenMessage>(channel, 'round-open', (message) => onChange((table) => applyRoundOpen(table, message)), { readBeforeAttach: true });
  useChannelEvent<RoundResultMessage>(channel, 'round-result', (message) =>
    onChange((table) => applyRoundResult(table, message, new Date(serverNowMs()).toISOString())),
  );
  return null;
}

interface LiveTableCardProps {
  table: LiveTable;
  joined: boolean;
  onJoin: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

function LiveTableCard({ table, joined, onJoin, buttonRef }: LiveTableCardProps) {
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
          ref={buttonRef}
          onClick={joined ? undefined : onJoin}
          // Named after its table while it offers to join, its visible text first (WCAG 2.5.3); once
          // joined its text says so on its own.
          aria-label={joined ? undefined : t('live.joinTable', { table: table.name })}
          // Not `disabled`: pressed, it stays focusable until the table's name takes the focus, and
          // it takes the focus back when the table is left.
          aria-disabled={joined || undefined}
        >
          {joined ? t('live.joinedShort') : t('live.join')}
        </Button>
      </div>
    </li>
  );
}
