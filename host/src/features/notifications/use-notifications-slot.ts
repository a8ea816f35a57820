import { useMemo } from 'react';
import { useAtomValue } from '@palpite/shared';
import { clearAllNotifications, openNotifications, selectNotification } from './actions.ts';
import { isLoadingNotificationsAtom } from './state.ts';

/** What the shell's bell needs from this feature. */
export function useNotificationsSlot() {
  const loading = useAtomValue(isLoadingNotificationsAtom);
  return useMemo(
    () => ({
      loading,
      onOpen: () => void openNotifications(),
      onClearAll: () => void clearAllNotifications(),
      onSelect: (notification: Parameters<typeof selectNotification>[0]) => void selectNotification(notification),
    }),
    [loading],
  );
}
