import type { i18n as I18n } from 'i18next';
import type { Notification } from '../state/user.ts';

/**
 * The text of a notification in the page's language: its translation key when the shared
 * catalogue has it, else the server's message. `notifications.default` is the key of a plain
 * message (spec §3): its catalogue text ("You have a new notification") is only for a
 * notification that came without one, which is left to the caller.
 */
export function notificationText(notification: Notification, i18n: Pick<I18n, 'exists' | 't'>): string {
  const key = `common:${notification.translation_key}`;
  const own = NOTIFICATION_KEY.test(notification.translation_key) && notification.translation_key !== 'notifications.default';
  if (!own || !i18n.exists(key)) return notification.message;
  return String(i18n.t(key, textParams(notification.translation_params)));
}

/**
 * A notification's own texts are single names under `notifications.`: a stored row naming another
 * text (`auth.banned`, `notifications.titles`) shows its message instead, as the API now refuses
 * such keys from ops but rows written before it did may remain.
 */
const NOTIFICATION_KEY = /^notifications\.[A-Za-z0-9_]+$/;

/** i18next reads these names in its options: a parameter so named would steer the translation, not fill it. */
const I18NEXT_OPTIONS: ReadonlySet<string> = new Set([
  'lng',
  'lngs',
  'ns',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'fallbackLng',
  'keySeparator',
  'nsSeparator',
  'replace',
  'ordinal',
]);

function textParams(params: Notification['translation_params']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).filter(([name]) => !I18NEXT_OPTIONS.has(name)));
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
