import { MessageDialog, useAtom, useTranslation } from '@palpite/shared';
import { announcementMessageAtom } from './state.ts';
import styles from './AnnouncementModal.module.css';

/**
 * Spec §2: the site announcement — title, message, got-it. The message is the dialog's first
 * focusable element, so it opens on the top of the text (focus on "Got it", at the end of a long
 * message, scrolled the title and × off a phone's screen) and the box scrolls with the keyboard.
 */
export function AnnouncementModal() {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useAtom(announcementMessageAtom);
  return (
    <MessageDialog
      open={message !== null}
      title={t('announcement.title')}
      message={
        <span role="region" aria-label={t('announcement.message')} tabIndex={0} className={styles.message}>
          {message}
        </span>
      }
      actionLabel={t('announcement.gotIt')}
      onAction={() => setMessage(null)}
    />
  );
}
