import { useMemo } from 'react';
import { useAtomValue } from '@palpite/shared';
import { clearAllNotifications, loadNotifications, openNotifications, selectNotification } from './actions.ts';
import { isLoadingNotificationsAtom, notificationsLoadFailedAtom } from './state.ts';

/** What the shell's bell needs from this feature. */
export function useNotificationsSlot() {
  const loading = useAtomValue(isLoadingNotificationsAtom);
  const failed = useAtomValue(notificationsLoadFailedAtom);
  return useMemo(
    () => ({
      loading,
      failed,
      onRetry: () => void loadNotifications(),
      onOpen: () => void openNotifications(),
      onClearAll: () => void clearAllNotifications(),
      onSelect: (notification: Parameters<typeof selectNotification>[0]) => void selectNotification(notification),
    }),
    [loading, failed],
  );
}
