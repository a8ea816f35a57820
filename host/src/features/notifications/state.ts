import { atom, type Notification } from '@palpite/shared';

/** The notification open in the detail modal. */
export const selectedNotificationAtom = atom<Notification | null>(null);
/** The announcement shown in its modal, or null. */
export const announcementMessageAtom = atom<string | null>(null);
export const isLoadingNotificationsAtom = atom(false);
