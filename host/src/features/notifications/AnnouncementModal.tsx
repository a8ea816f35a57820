import { MessageDialog, useAtom, useTranslation } from '@palpite/shared';
import { announcementMessageAtom } from './state.ts';

/** Spec §2: the site announcement — title, message, got-it. */
export function AnnouncementModal() {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useAtom(announcementMessageAtom);
  return (
    <MessageDialog
      open={message !== null}
      title={t('announcement.title')}
      message={message}
      actionLabel={t('announcement.gotIt')}
      onAction={() => setMessage(null)}
    />
  );
}
