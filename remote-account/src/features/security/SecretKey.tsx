import { useRef } from 'react';
import { CopyButton, useTranslation } from '@palpite/shared';
import { groupSecret } from './qr-image.ts';
import styles from './Security.module.css';

/** The 2FA secret in groups of four for typing by hand, with a copy button (copies it without spaces). */
export function SecretKey({ secret, labelId }: { secret: string; labelId: string }) {
  const { t } = useTranslation('account');
  const shown = useRef<HTMLElement>(null);
  return (
    <div className={styles.secretRow}>
      <code ref={shown} className={styles.secret} aria-labelledby={labelId} translate="no">
        {groupSecret(secret)}
      </code>
      <CopyButton
        value={secret}
        label={t('security.twoFactor.keyName')}
        text={t('security.twoFactor.copy')}
        target={shown}
        statusClassName={styles.copyFailed}
      />
    </div>
  );
}
