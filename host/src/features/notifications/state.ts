import { atom, type Notification } from '@palpite/shared';

/** The notification open in the detail modal. */
export const selectedNotificationAtom = atom<Notification | null>(null);
/** The announcement shown in its modal, or null. */
export const announcementMessageAtom = atom<string | null>(null);
/** The last announcement this page showed (its text: the API gives announcements no id), kept after its modal closes. */
export const lastShownAnnouncementAtom = atom<string | null>(null);
export const isLoadingNotificationsAtom = atom(false);
/** The latest load failed: the panel offers a retry instead of reading as empty (spec §8 keeps the list as it was). */
export const notificationsLoadFailedAtom = atom(false);
/**
 * Where the next (older) page of the list starts, for the session that read the pages before it
 * (its token): null when the list holds the last page. "Load more" reads it.
 */
export const nextNotificationsPageAtom = atom<{ cursor: string; session: string | null } | null>(null);
/** The next page: idle, being read, or its last try failed (the button offers it again). */
export const moreNotificationsAtom = atom<'idle' | 'loading' | 'failed'>('idle');
