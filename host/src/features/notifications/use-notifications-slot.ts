import { useMemo } from 'react';
import { useAtomValue } from '@palpite/shared';
import { clearAllNotifications, loadMoreNotifications, loadNotifications, openNotifications, selectNotification } from './actions.ts';
import { isLoadingNotificationsAtom, moreNotificationsAtom, nextNotificationsPageAtom, notificationsLoadFailedAtom } from './state.ts';

/** What the shell's bell needs from this feature. */
export function useNotificationsSlot() {
  const loading = useAtomValue(isLoadingNotificationsAtom);
  const failed = useAtomValue(notificationsLoadFailedAtom);
  const nextCursor = useAtomValue(nextNotificationsPageAtom)?.cursor ?? null;
  const more = useAtomValue(moreNotificationsAtom);
  return useMemo(
    () => ({
      loading,
      failed,
      nextCursor,
      more,
      onRetry: () => void loadNotifications(),
      onOpen: () => void openNotifications(),
      onLoadMore: () => void loadMoreNotifications(),
      onClearAll: () => void clearAllNotifications(),
      onSelect: (notification: Parameters<typeof selectNotification>[0]) => void selectNotification(notification),
    }),
    [loading, failed, nextCursor, more],
  );
}
