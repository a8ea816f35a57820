import { lazy, Suspense } from 'react';
import {
  commonProductTexts,
  notificationsAtom,
  registerNamespace,
  unreadNotificationsCountAtom,
  useAtomValue,
  useModals,
  useTranslation,
  useUser,
} from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import { useDropdown } from '../hooks/useDropdown.ts';
import type { NotificationsSlot } from './NotificationsPanel.tsx';
import dropdown from './Dropdown.module.css';
import iconButton from './IconButton.module.css';

// Only logged-in players open the list: its code loads on the first open, with the product texts its
// messages are keyed in (without them a message shows as the server wrote it).
const NotificationsPanel = lazy(async () => {
  const [module] = await Promise.all([
    import('./NotificationsPanel.tsx'),
    registerNamespace(commonProductTexts.namespace, commonProductTexts.loaders).catch(() => undefined),
  ]);
  return { default: module.NotificationsPanel };
});

/**
 * The bell (spec §2): a red dot while anything is unread. Notifications need an account, so a
 * visitor's click opens the warning modal; a player's click opens the notifications dropdown.
 */
export function NotificationsBell({ slot }: { slot: NotificationsSlot }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const unread = useAtomValue(unreadNotificationsCountAtom);
  const notifications = useAtomValue(notificationsAtom);
  const [, dispatch] = useModals();
  const { open, rootRef, panelId, triggerProps, closeToTrigger } = useDropdown('notifications');
  const label = unread > 0 ? t('topbar.notificationsUnread', { count: unread }) : t('topbar.notifications');
  const dot = unread > 0 ? <span className={iconButton.dot} aria-hidden="true" /> : null;

  if (!user) {
    return (
      <button type="button" className={iconButton.button} aria-label={label} onClick={() => dispatch({ type: 'showWarning' })}>
        <Icon name="bell" />
        {dot}
      </button>
    );
  }

  return (
    <div ref={rootRef} className={dropdown.root}>
      <button
        type="button"
        className={iconButton.button}
        aria-label={label}
        {...triggerProps}
        onClick={() => {
          if (!open) slot.onOpen?.();
          triggerProps.onClick();
        }}
      >
        <Icon name="bell" />
        {dot}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel
            id={panelId}
            notifications={notifications}
            // The detail dialog opens from the bell, not from a list it would leave behind it: closing
            // the dialog gives focus back to the bell instead of to nothing.
            slot={{
              ...slot,
              onSelect: slot.onSelect
                ? (notification) => {
                    closeToTrigger();
                    slot.onSelect?.(notification);
                  }
                : undefined,
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
