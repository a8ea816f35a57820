import { DEFAULT_LANGUAGE, formatDayMonthYear, isLanguage, MessageDialog, notificationText, notificationTitle, useAtom, useTranslation } from '@palpite/shared';
import { selectedNotificationAtom } from './state.ts';

/** Spec §2: title (or a default), message, date (or an unknown-date text), OK; closes on backdrop click. */
export function NotificationDetailModal() {
  const { t, i18n } = useTranslation('shell');
  const [notification, setNotification] = useAtom(selectedNotificationAtom);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <MessageDialog
      open={notification !== null}
      title={(notification && notificationTitle(notification, i18n)) ?? t('notificationDetail.defaultTitle')}
      message={notification ? notificationText(notification, i18n) || t('notifications.default') : null}
      detail={notification ? (formatDayMonthYear(notification.created_at, language) ?? t('notificationDetail.unknownDate')) : null}
      actionLabel={t('notificationDetail.ok')}
      onAction={() => setNotification(null)}
    />
  );
}
