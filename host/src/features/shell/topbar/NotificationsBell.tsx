import { lazy, Suspense, useEffect, useId } from 'react';
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
import { useSessionView } from '../hooks/useSessionView.ts';
import type { NotificationsPanel as Panel, NotificationsSlot } from './NotificationsPanel.tsx';
import dropdown from './Dropdown.module.css';
import iconButton from './IconButton.module.css';

// Only logged-in players open the list: its code loads once a player's page is idle (or the bell is
// pointed at or focused), with the product texts its messages are keyed in (without them a message
// shows as the server wrote it). Loaded on the first open instead, the first tap showed nothing for
// a third of a second on a phone.
let panelLoad: Promise<{ default: typeof Panel }> | null = null;
const loadPanel = () =>
  (panelLoad ??= Promise.all([
    import('./NotificationsPanel.tsx'),
    registerNamespace(commonProductTexts.namespace, commonProductTexts.loaders).catch(() => undefined),
  ]).then(
    ([module]) => ({ default: module.NotificationsPanel }),
    (error: unknown) => {
      // A failed download is tried again on the next open.
      panelLoad = null;
      throw error;
    },
  ));
const NotificationsPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** Loads the panel's code once the page is idle, while a player is logged in. */
function usePanelPreload(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadPanel, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadPanel, 2000);
    return () => clearTimeout(timer);
  }, [loggedIn]);
}

/**
 * The bell (spec §2): a red dot while anything is unread. Notifications need an account, so a
 * visitor's click opens the warning modal; a player's click opens the notifications dropdown.
 * While a stored session is restored it waits, unavailable: its player is not asked to log in.
 */
export function NotificationsBell({ slot }: { slot: NotificationsSlot }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const session = useSessionView();
  const waitingHintId = useId();
  const unread = useAtomValue(unreadNotificationsCountAtom);
  const notifications = useAtomValue(notificationsAtom);
  const [, dispatch] = useModals();
  const { open, rootRef, panelId, triggerProps, closeToTrigger } = useDropdown('notifications');
  const label = unread > 0 ? t('topbar.notificationsUnread', { count: unread }) : t('topbar.notifications');
  const dot = unread > 0 ? <span className={iconButton.dot} aria-hidden="true" /> : null;
  usePanelPreload(user !== null);

  // One button in every state: the player read while the bell has the focus keeps it there, not on <body>.
  const { ref: triggerRef, ...dropdownTrigger } = triggerProps;
  const stateProps = user
    ? {
        ...dropdownTrigger,
        onPointerEnter: preloadPanel,
        onFocus: preloadPanel,
        onClick: () => {
          if (!open) slot.onOpen?.();
          triggerProps.onClick();
        },
      }
    : session === 'restoring'
      ? // Focusable and named as ever (aria-disabled, not disabled), with why it does nothing yet.
        { 'aria-disabled': true, 'aria-describedby': waitingHintId }
      : { onClick: () => dispatch({ type: 'showWarning' }) };

  return (
    <div ref={rootRef} className={dropdown.root}>
      <button ref={triggerRef} type="button" className={iconButton.button} aria-label={label} {...stateProps}>
        <Icon name="bell" />
        {dot}
        {session === 'restoring' ? (
          <span id={waitingHintId} hidden>
            {t('topbar.notificationsWaiting')}
          </span>
        ) : null}
      </button>
      {open && user ? (
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
