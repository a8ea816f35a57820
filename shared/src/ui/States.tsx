import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '../api/use-paged-list.ts';
import { readApiError } from '../forms/read-api-error.ts';
import { failedCallText } from '../forms/server-text.ts';
import { Button } from './Button.tsx';
import { Spinner } from './form/FormAlert.tsx';
import { LineIcon } from './LineIcon.tsx';
import styles from './States.module.css';
import { focusOn, keepFocusPastRetry } from './keep-focus-past-retry.ts';
import { tabbables } from './useFocusTrap.ts';

/**
 * A list or panel that could not load: the server's reason (else `fallback`) and a retry. Retry
 * keeps the focus on the page while the caller draws what replaces this (`keepFocusPastRetry`).
 */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const message = failedCallText(readApiError(error), t, fallback);
  return (
    <div ref={keepFocusPastRetry} className={styles.panel}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/** The list a "Load more" follows: the nearest element before it, or before the box it sits in. */
function listBefore(node: Element): Element | null {
  for (let at: Element | null = node; at && at !== at.ownerDocument.body; at = at.parentElement) {
    if (at.previousElementSibling) return at.previousElementSibling;
  }
  return null;
}

/** The list's items as the page draws them: a table's body rows, else the entries of a ul or ol. */
function itemsOf(list: Element): Element[] {
  const table = list.matches('table') ? list : list.querySelector('table');
  if (table) return [...table.querySelectorAll('tbody > tr')].filter((row) => row.closest('table') === table);
  const entries = list.matches('ul, ol') ? list : list.querySelector('ul, ol');
  return entries ? [...entries.children] : [];
}

/**
 * Where the focus goes when the button that had it went away with the last page: the first item
 * that page brought (its first control, else the item itself), when the list draws one element per
 * item; else the list itself, without scrolling away from where the player was.
 */
function focusAfterLastPage(list: Element, firstNewIndex: number, itemCount: number): void {
  if (!list.isConnected) return;
  const items = itemsOf(list);
  const firstNew = items.length === itemCount ? items[firstNewIndex] : undefined;
  if (firstNew) focusOn(tabbables(firstNew)[0] ?? firstNew);
  else focusOn(list, { preventScroll: true });
}

/**
 * Keeps the focus on the page when "Load more", focused, goes away with the last page (else it
 * would drop to the page's body and a keyboard player would start over from the top). Returns the
 * ref for the button's box.
 */
function useFocusKeptPastLastPage(itemCount: number) {
  // The items shown when the page was last drawn: the next one is the first of a new page.
  const shownBefore = useRef(itemCount);
  const lostFrom = useRef<{ list: Element; firstNewIndex: number } | null>(null);
  useLayoutEffect(() => {
    const lost = lostFrom.current;
    lostFrom.current = null;
    if (lost) focusAfterLastPage(lost.list, lost.firstNewIndex, itemCount);
    shownBefore.current = itemCount;
  });
  return useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    // Runs as the box leaves the page, while it still holds the focus; the new items are drawn
    // by the time the layout effect above runs.
    return () => {
      if (!box.contains(box.ownerDocument.activeElement)) return;
      const list = listBefore(box);
      if (list) lostFrom.current = { list, firstNewIndex: shownBefore.current };
    };
  }, []);
}

/**
 * "Load more" under a list read with `usePagedList`, while it has a next page: busy while that page
 * loads, and when it failed, says so and offers it again. When the last page came, the button goes
 * and its focus moves to the first item that page brought (see `focusAfterLastPage`).
 */
export function LoadMore({ list }: { list: PagedList<unknown> }) {
  const { t } = useTranslation('common');
  const keepFocus = useFocusKeptPastLastPage(list.status === 'ready' ? list.items.length : 0);
  if (list.status !== 'ready' || list.nextCursor === null) return null;
  const busy = list.more === 'loading';
  return (
    <div ref={keepFocus} className={styles.more}>
      {list.more === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('list.moreFailed')}
        </p>
      ) : null}
      <Button variant="secondary" onClick={list.loadMore} busy={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('list.loadingMore') : t('list.loadMore')}
      </Button>
    </div>
  );
}

const EMPTY_BOX = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M8 12h.01M12 12h.01M16 12h.01" strokeWidth="3" />
  </>
);

/** A friendly empty list: what is missing and, optionally, where to go instead. `icon`: the SVG's paths (24×24, stroked). */
export function EmptyState({ title, hint, action, icon = EMPTY_BOX }: { title: string; hint?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className={[styles.panel, styles.empty].join(' ')}>
      <LineIcon className={styles.icon} size={40} strokeWidth={1.8} roundJoins={false}>
        {icon}
      </LineIcon>
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
