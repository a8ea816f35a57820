import { Button, Modal, showBannedModalAtom, useAtomValue, useTranslation } from '@palpite/shared';
import styles from './AuthModal.module.css';

/** Spec §2, §6: a banned player sees this; continuing logs them out. */
export function BannedModal({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('shell');
  const open = useAtomValue(showBannedModalAtom);
  return (
    <Modal open={open} title={t('auth.bannedTitle')} onClose={onContinue} closeOnBackdrop={false} showCloseButton={false}>
      <div className={styles.form}>
        <p className={styles.lead}>{t('common:auth.banned')}</p>
        <Button className={styles.submit} onClick={onContinue}>
          {t('auth.continue')}
        </Button>
      </div>
    </Modal>
  );
}
