import { Button, DateTime, stackedTable, StatusBadge, useDateFormat, useTranslation } from '@palpite/shared';
import type { AccountSession } from './api/get-sessions.ts';
import { DeviceIcon } from './DeviceIcon.tsx';
import { useSessionNames } from './session-names.ts';
import styles from './ActiveSessionsPage.module.css';

/** The table's columns, in order; the loading skeleton shows the same headers. */
export const SESSION_COLUMNS = ['device', 'browser', 'os', 'ip', 'created', 'lastActive', 'current', 'actions'] as const;

interface SessionsTableProps {
  sessions: readonly AccountSession[];
  /** True while a reload runs after a change: the rows may be a moment old. */
  refreshing: boolean;
  onEnd: (session: AccountSession) => void;
}

/** The player's sessions: a table on wide screens, one card per session on phones. */
export function SessionsTable({ sessions, refreshing, onEnd }: SessionsTableProps) {
  const { t } = useTranslation('account');
  const names = useSessionNames();
  const { dateTime } = useDateFormat();
  const label = (column: (typeof SESSION_COLUMNS)[number]) => t(`activeSessions.columns.${column}`);

  return (
    // A focusable region so keyboard users can scroll the table when it is wider than the screen.
    <div className={stackedTable.scroller} role="region" aria-label={t('activeSessions.tableCaption')} aria-busy={refreshing} tabIndex={0}>
      <table className={`${stackedTable.table} ${styles.table}`}>
        <caption className="visually-hidden">{t('activeSessions.tableCaption')}</caption>
        <thead>
          <tr>
            {SESSION_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => {
            const device = names.device(session);
            const browser = names.browser(session);
            const os = names.os(session);
            return (
              <tr key={session.id} className={session.current ? styles.current : undefined}>
                <td data-label={label('device')} className={styles.deviceCell}>
                  <span className={styles.device}>
                    <span className={styles.deviceIcon}>
                      <DeviceIcon device={session.device} />
                    </span>
                    {device}
                  </span>
                </td>
                <td data-label={label('browser')}>{browser}</td>
                <td data-label={label('os')}>{os}</td>
                <td data-label={label('ip')} className="tabular">
                  {session.ip}
                </td>
                <td data-label={label('created')} className="tabular">
                  <DateTime value={session.created_at} stackOnWideScreens />
                </td>
                <td data-label={label('lastActive')} className="tabular">
                  <DateTime value={session.last_active_at} stackOnWideScreens />
                </td>
                <td data-label={label('current')} className={styles.badgeCell}>
                  {session.current ? <StatusBadge tone="success">{t('activeSessions.thisDevice')}</StatusBadge> : null}
                </td>
                <td data-label={label('actions')} className={styles.actionCell}>
                  {/* Device, browser and system alone read the same for two sessions of one browser: the address and last use tell them apart. */}
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => onEnd(session)}
                      aria-label={t('activeSessions.endLabel', { device, browser, os, ip: session.ip, lastActive: dateTime(session.last_active_at) })}
                    >
                      {t('activeSessions.end')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
