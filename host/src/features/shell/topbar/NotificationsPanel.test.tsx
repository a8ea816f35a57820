import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsAtom, palpiteStore, type Notification } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { logIn, resetShellState } from '../test-fixtures.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import type { NotificationsSlot } from './NotificationsPanel.tsx';

/** `count` read notifications from `newestId` down, titled "Aviso <id>". */
const notifications = (newestId: number, count: number): Notification[] =>
  Array.from({ length: count }, (_, index) => ({
    id: newestId - index,
    title: `Aviso ${newestId - index}`,
    message: `Mensagem ${newestId - index}`,
    translation_key: 'notifications.default',
    translation_params: {},
    read_at: '2026-03-02T12:00:00Z',
    created_at: new Date(Date.UTC(2026, 2, 2) - index * 60_000).toISOString(),
  }));

/**
 * The bell with a feature that reads the next page when told: `answer()` brings it in (10 older
 * notifications, the last page), as the feature's store would.
 */
function renderPagedBell(first: NotificationsSlot['more'] = 'idle') {
  const control = { answer: () => undefined as void, fail: () => undefined as void, asked: 0 };
  function PagedBell() {
    const [more, setMore] = useState<NotificationsSlot['more']>(first);
    const [nextCursor, setNextCursor] = useState<string | null>('c1');
    control.answer = () => {
      palpiteStore.set(notificationsAtom, [...palpiteStore.get(notificationsAtom), ...notifications(10, 10)]);
      setNextCursor(null);
      setMore('idle');
    };
    control.fail = () => setMore('failed');
    const slot: NotificationsSlot = {
      nextCursor,
      more,
      onSelect: () => undefined,
      onLoadMore: () => {
        control.asked += 1;
        setMore('loading');
      },
    };
    return <NotificationsBell slot={slot} />;
  }
  return renderWithPlatform(<PagedBell />, { language: 'en', namespaces: { shell: shellLocales } }).then(() => control);
}

/** A player with 60 notifications, the bell open on the newest 50. */
async function openFirstPageOfSixty() {
  logIn();
  palpiteStore.set(notificationsAtom, notifications(60, 50));
  const control = await renderPagedBell();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  return { control, user, panel: await screen.findByRole('region', { name: 'Notifications' }) };
}

afterEach(() => {
  resetShellState();
  vi.restoreAllMocks();
});

describe('notifications dropdown, page by page', () => {
  it('offers "load more" under the list; from the keyboard, focus goes on to the first notification it brought', async () => {
    const { control, user, panel } = await openFirstPageOfSixty();
    const loadMore = within(panel).getByRole('button', { name: 'Load more' });
    // At the bottom of the list: after the last notification shown.
    const lastShown = within(panel).getByRole('button', { name: /Aviso 11/ });
    expect(lastShown.compareDocumentPosition(loadMore) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    loadMore.focus();
    await user.keyboard('{Enter}');
    expect(control.asked).toBe(1);
    const busy = within(panel).getByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    act(() => control.answer());
    expect(within(panel).getAllByRole('listitem')).toHaveLength(60);
    expect(within(panel).getByRole('button', { name: /Aviso 10/ })).toHaveFocus();
    // The last page is in.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    // The dropdown still closes on Escape and gives focus back to the bell.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('says a next page failed and offers it again', async () => {
    const { control, user, panel } = await openFirstPageOfSixty();
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    act(() => control.fail());
    expect(within(panel).getByRole('alert')).toHaveTextContent('Could not load more. Try again.');
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(control.asked).toBe(2);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(50);
  });

  it('offers no "load more" on the last page', async () => {
    logIn();
    palpiteStore.set(notificationsAtom, notifications(3, 3));
    const user = userEvent.setup();
    await renderWithPlatform(<NotificationsBell slot={{ nextCursor: null, onLoadMore: vi.fn() }} />, { language: 'en', namespaces: { shell: shellLocales } });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('notifications dropdown, cleared from the keyboard', () => {
  it('keeps the focus in the open panel once “Clear all” empties the list and turns itself off', async () => {
    logIn();
    palpiteStore.set(notificationsAtom, notifications(3, 3));
    const onClearAll = vi.fn();
    const user = userEvent.setup();
    await renderWithPlatform(<NotificationsBell slot={{ onClearAll }} />, { language: 'en', namespaces: { shell: shellLocales } });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const clearAll = within(panel).getByRole('button', { name: 'Clear all' });
    clearAll.focus();
    await user.keyboard('{Enter}');
    expect(onClearAll).toHaveBeenCalledOnce();
    expect(clearAll).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBe(panel);
    expect(panel).toHaveFocus();
  });
});
