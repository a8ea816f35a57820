import { useState } from 'react';
import { Button, useTranslation } from '@palpite/shared';
import { groupSecret } from './qr-image.ts';
import styles from './Security.module.css';

/** The 2FA secret in groups of four for typing by hand, with a copy button (copies it without spaces). */
export function SecretKey({ secret, labelId }: { secret: string; labelId: string }) {
  const { t } = useTranslation('account');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <div className={styles.secretRow}>
      <code className={styles.secret} aria-labelledby={labelId} translate="no">
        {groupSecret(secret)}
      </code>
      <Button variant="secondary" size="small" onClick={() => void onCopy()}>
        <CopyIcon />
        {copy === 'copied' ? t('security.twoFactor.copied') : t('security.twoFactor.copy')}
      </Button>
      <span role="status" className={copy === 'failed' ? styles.copyFailed : 'visually-hidden'}>
        {copy === 'copied' ? t('security.twoFactor.copiedStatus') : copy === 'failed' ? t('security.twoFactor.copyFailed') : ''}
      </span>
    </div>
  );
}

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}
