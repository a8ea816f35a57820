import type { i18n as I18n } from 'i18next';
import type { Notification } from '../state/user.ts';
import { I18NEXT_OPTION_NAMES, isNotificationTextKey } from '../contract/notifications.ts';

/**
 * The text of a notification in the page's language: its translation key when the shared
 * catalogue has it, else the server's message. `notifications.default` is the key of a plain
 * message (spec §3): its catalogue text ("You have a new notification") is only for a
 * notification that came without one, which is left to the caller.
 */
export function notificationText(notification: Notification, i18n: Pick<I18n, 'exists' | 't'>): string {
  const key = `common:${notification.translation_key}`;
  // A stored row naming another text (`auth.banned`) shows its message: the API refuses such keys
  // from ops now, but rows written before it did may remain.
  const own = isNotificationTextKey(notification.translation_key) && notification.translation_key !== 'notifications.default';
  if (!own || !i18n.exists(key)) return notification.message;
  return String(i18n.t(key, textParams(notification.translation_params)));
}

function textParams(params: Notification['translation_params']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).filter(([name]) => !I18NEXT_OPTION_NAMES.has(name)));
}

/**
 * A notification's title: its own (an ops message may carry one), else the title of its kind
 * (`notifications.titles.depositCredited`: "Deposit credited"), else null for the caller's default.
 * Without it every service message in the bell read just "Notification".
 */
export function notificationTitle(notification: Notification, i18n: Pick<I18n, 'exists' | 't'>): string | null {
  if (notification.title) return notification.title;
  const kind = notification.translation_key.startsWith('notifications.') ? notification.translation_key.slice('notifications.'.length) : null;
  const key = `common:notifications.titles.${kind}`;
  return kind && kind !== 'default' && i18n.exists(key) ? String(i18n.t(key)) : null;
}
