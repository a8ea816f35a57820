import { useEffect, useId, useRef } from 'react';
import { Button, CopyButton, LineIcon, Notice, useDateFormat, useTranslation } from '@palpite/shared';
import { downloadRecoveryCodes, recoveryCodesText } from './recovery-codes-file.ts';
import styles from './Security.module.css';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** Whose codes they are, for the downloaded file's header. */
  account: string;
  /** The server's message (new codes), shown above the explanation. */
  message?: string | null;
  onDone: () => void;
}

/** The recovery codes, shown this once: copy, download or write them down before going on. */
export function RecoveryCodesPanel({ codes, account, message = null, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('account');
  const { dateTime } = useDateFormat();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);

  // The panel replaces the form the player just used: start reading from its heading.
  useEffect(() => heading.current?.focus(), []);

  function download() {
    const header = t('security.recoveryCodes.fileHeader', { account, date: dateTime(new Date()) });
    downloadRecoveryCodes(recoveryCodesText(header, codes));
  }

  return (
    <section className={styles.setup} aria-labelledby={headingId}>
      <h3 ref={heading} id={headingId} tabIndex={-1} className={styles.panelTitle}>
        {t('security.recoveryCodes.saveTitle')}
      </h3>
      {message ? <Notice tone="success">{message}</Notice> : null}
      <p className={styles.intro}>{t('security.recoveryCodes.saveIntro')}</p>
      <ol ref={list} className={styles.codes} aria-labelledby={headingId} translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.buttons}>
        <CopyButton
          value={codes.join('\n')}
          label={t('security.recoveryCodes.title')}
          text={t('security.recoveryCodes.copyAll')}
          target={list}
          size="medium"
          statusClassName={styles.copyFailed}
        />
        <Button variant="secondary" onClick={download}>
          <LineIcon size={16} strokeWidth={2}>
            <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19h14" />
          </LineIcon>
          {t('security.recoveryCodes.download')}
        </Button>
      </div>
      <Button onClick={onDone} className={styles.submit}>
        {t('security.recoveryCodes.saved')}
      </Button>
    </section>
  );
}
