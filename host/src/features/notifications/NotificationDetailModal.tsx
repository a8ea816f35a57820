import { DEFAULT_LANGUAGE, formatDayMonthYear, isLanguage, MessageDialog, useAtom, useTranslation, type Notification } from '@palpite/shared';
import { selectedNotificationAtom } from './state.ts';

/** The text of a notification: its translation key when the shared catalogue has it, else the server's message. */
export function notificationText(notification: Notification, translate: (key: string, params: Record<string, string | number>) => string | null): string {
  if (notification.translation_key === 'notifications.default') return notification.message;
  return translate(`common:${notification.translation_key}`, notification.translation_params) ?? notification.message;
}

/** Spec §2: title (or a default), message, date (or an unknown-date text), OK; closes on backdrop click. */
export function NotificationDetailModal() {
  const { t, i18n } = useTranslation('shell');
  const [notification, setNotification] = useAtom(selectedNotificationAtom);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <MessageDialog
      open={notification !== null}
      title={notification?.title || t('notificationDetail.defaultTitle')}
      message={notification ? notificationText(notification, (key, params) => (i18n.exists(key) ? String(i18n.t(key, params)) : null)) : null}
      detail={notification ? (formatDayMonthYear(notification.created_at, language) ?? t('notificationDetail.unknownDate')) : null}
      actionLabel={t('notificationDetail.ok')}
      onAction={() => setNotification(null)}
    />
  );
}
