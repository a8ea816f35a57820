import { useEffect, useId, useRef } from 'react';
import {
  Button,
  DEFAULT_LANGUAGE,
  formatDayMonthYear,
  isLanguage,
  isNotificationRead,
  LoadMore,
  notificationsAtom,
  notificationText,
  notificationTitle,
  Skeleton,
  useSetAtom,
  useTranslation,
  type Notification,
  type PagedList,
} from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import dropdown from './Dropdown.module.css';
import styles from './NotificationsPanel.module.css';

/**
 * What the notifications feature plugs into the bell (wired in a later issue through RootLayout):
 * the loading flag, and what opening, clearing and picking an item do on the server.
 */
export interface NotificationsSlot {
  loading?: boolean;
  /** The latest load failed; with nothing to show, the panel says so and offers `onRetry`. */
  failed?: boolean;
  onRetry?: () => void;
  onOpen?: () => void;
  onClearAll?: () => void;
  onSelect?: (notification: Notification) => void;
  /** Where the next (older) page starts; null or absent on the last. "Load more" under the list reads it. */
  nextCursor?: string | null;
  /** That page: idle, being read, or its last try failed (the button says so and offers it again). */
  more?: 'idle' | 'loading' | 'failed';
  onLoadMore?: () => void;
}

interface PanelProps {
  id: string;
  notifications: readonly Notification[];
  slot: NotificationsSlot;
}

/** The dropdown of spec §2/§4: title, clear all, a skeleton while loading, an empty state; "load more" under the list. */
export function NotificationsPanel({ id, notifications, slot }: PanelProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const setNotifications = useSetAtom(notificationsAtom);
  const loading = slot.loading === true;
  const panelRef = useRef<HTMLElement>(null);

  const clearAll = () => {
    // The button goes disabled with the list, and a keyboard's focus would drop to the page's
    // <body> while the panel stays open: the panel takes it, and reads out as empty from there.
    panelRef.current?.focus();
    // Spec §4: "Clear all empties the local list first", then the server is told.
    setNotifications([]);
    slot.onClearAll?.();
  };

  return (
    <section ref={panelRef} id={id} tabIndex={-1} className={[dropdown.panel, styles.panel].join(' ')} aria-labelledby={titleId} aria-busy={loading}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('notifications.title')}
        </h2>
        <button type="button" className={styles.clear} onClick={clearAll} disabled={loading || notifications.length === 0}>
          {t('notifications.clearAll')}
        </button>
      </header>
      {loading ? (
        <LoadingList />
      ) : notifications.length > 0 ? (
        <NotificationList notifications={notifications} slot={slot} />
      ) : slot.failed ? (
        <FailedState onRetry={slot.onRetry} />
      ) : (
        <EmptyState />
      )}
    </section>
  );
}

function LoadingList() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.body} role="status" aria-label={t('notifications.loading')}>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton width={36} height={36} radius="var(--radius-pill)" />
          <div className={styles.skeletonText}>
            <Skeleton width="70%" height={12} />
            <Skeleton width="90%" height={12} />
          </div>
        </div>
      ))}
    </div>
  );
}

function FailedState({ onRetry }: { onRetry: (() => void) | undefined }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle} role="alert">
        {t('notifications.loadFailed')}
      </p>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      ) : null}
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name="bell" size={24} />
      </span>
      <p className={styles.emptyTitle}>{t('notifications.emptyTitle')}</p>
      <p className={styles.emptyHint}>{t('notifications.emptyHint')}</p>
    </div>
  );
}

/** The list as a page of the SDK's paged lists, for its "load more" button. */
function pagesOf(notifications: readonly Notification[], slot: NotificationsSlot, loadMore: () => void): PagedList<unknown> {
  const readAgain = () => slot.onRetry?.();
  return {
    status: 'ready',
    items: [...notifications],
    nextCursor: slot.onLoadMore ? (slot.nextCursor ?? null) : null,
    refreshing: false,
    more: slot.more ?? 'idle',
    loadMore,
    reload: readAgain,
    refresh: readAgain,
  };
}

/**
 * After "load more", a keyboard player goes on from the first notification it brought: the button
 * they pressed moves down, or goes away with the last page. Unless they have moved on meanwhile.
 */
function useFocusAfterLoadMore(notifications: readonly Notification[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const lastShownId = useRef<number | null>(null);
  useEffect(() => {
    const index = notifications.findIndex((notification) => notification.id === lastShownId.current);
    if (index === -1 || index === notifications.length - 1) return;
    lastShownId.current = null;
    const focused = document.activeElement;
    if (focused !== document.body && !moreRef.current?.contains(focused)) return;
    listRef.current?.children[index + 1]?.querySelector('button')?.focus();
  }, [notifications]);
  const rememberLastShown = () => {
    lastShownId.current = notifications.at(-1)?.id ?? null;
  };
  return { listRef, moreRef, rememberLastShown };
}

function NotificationList({ notifications, slot }: { notifications: readonly Notification[]; slot: NotificationsSlot }) {
  const { t, i18n } = useTranslation('shell');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { onSelect } = slot;
  const { listRef, moreRef, rememberLastShown } = useFocusAfterLoadMore(notifications);
  const loadMore = () => {
    rememberLastShown();
    slot.onLoadMore?.();
  };
  return (
    <div className={styles.body}>
      <ul ref={listRef} className={styles.list}>
        {notifications.map((notification) => {
          const unread = !isNotificationRead(notification);
          const content = (
            <>
              <span className={styles.itemIcon} aria-hidden="true">
                <Icon name="bell" size={18} />
              </span>
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>
                  {notificationTitle(notification, i18n) ?? t('notifications.defaultTitle')}
                  {unread ? <span className={styles.unread}>{t('notifications.unread')}</span> : null}
                </span>
                <span className={styles.itemMessage}>{notificationText(notification, i18n) || t('notifications.default')}</span>
                <time className={styles.itemDate} dateTime={notification.created_at}>
                  {formatDayMonthYear(notification.created_at, language)}
                </time>
              </span>
            </>
          );
          return (
            <li key={notification.id}>
              {onSelect ? (
                <button type="button" className={styles.item} onClick={() => onSelect(notification)}>
                  {content}
                </button>
              ) : (
                <div className={styles.item}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div ref={moreRef} className={styles.more}>
        <LoadMore list={pagesOf(notifications, slot, loadMore)} />
      </div>
    </div>
  );
}
