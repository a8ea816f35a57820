import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClassName, continuePathOf, eventBus, Notice, objectSchema, Spinner, StatusBadge, useApiForm, useTranslation } from '@palpite/shared';
import { codeField } from '@palpite/shared/contract';
import { CodeField } from '../../components/CodeField.tsx';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import { sendEmailCode } from './api/send-email-code.ts';
import { verifyEmail } from './api/verify-email.ts';
import styles from './Dashboard.module.css';

const codeSchema = objectSchema({ code: codeField });

/** Email verified, or not yet (spec §4): send a code, enter the 6 digits, verified. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  // The server's notices, kept by their keys like its refusals: a language picked meanwhile says them again.
  const [codeSent, setCodeSent] = useState<ServerMessage | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<ServerMessage | null>(null);
  // Where the player was stopped for want of a verified email (the deposit form), offered back once verified.
  const [searchParams] = useSearchParams();
  const continueTo = continuePathOf(searchParams);
  const sender = useApiForm(null, 'auth.sendFailed');
  const { bindForm, ...verifier } = useApiForm(codeSchema, 'auth.codeInvalidOrExpired');

  async function send() {
    const result = await sender.submit(null, sendEmailCode);
    // Refused, perhaps because the email was verified elsewhere meanwhile: read the player again, so the card shows what is.
    if (!result) return void eventBus.emit('user-refresh-requested', {});
    setCode('');
    verifier.clearErrors();
    setCodeSent(noticeOf(result));
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    const result = await verifier.submit({ code }, () => verifyEmail({ code }));
    if (!result) return;
    setDone(noticeOf(result));
    eventBus.emit('user-refresh-requested', {});
  }

  if (verified || done) {
    return (
      <div className={styles.verify}>
        {/* Just verified, the announced notice says so; the badge would only repeat it. */}
        {done ? (
          <Notice tone="success" autoFocus>
            {serverMessageText(t, done)}
          </Notice>
        ) : (
          <StatusBadge tone="success">{t('dashboard.email.verified')}</StatusBadge>
        )}
        {done && continueTo ? (
          <Link to={continueTo} className={[buttonClassName('primary'), styles.verifyButton].join(' ')}>
            {t('dashboard.email.continue')}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.verify}>
      <StatusBadge tone="warning">{t('dashboard.email.unverified')}</StatusBadge>
      {codeSent === null ? (
        <>
          <p className={styles.verifyText}>{t('dashboard.email.why')}</p>
          {sender.formError ? <Notice tone="error">{sender.formError}</Notice> : null}
          <Button className={styles.verifyButton} onClick={() => void send()} busy={sender.busy}>
            {sender.busy ? <Spinner /> : null}
            {sender.busy ? t('dashboard.email.sending') : t('dashboard.email.verify')}
          </Button>
        </>
      ) : (
        <form ref={bindForm} className={styles.verifyForm} onSubmit={onVerify} noValidate aria-busy={verifier.busy}>
          <Notice tone="info">{serverMessageText(t, codeSent)}</Notice>
          {verifier.formError ? <Notice tone="error">{verifier.formError}</Notice> : null}
          {sender.formError ? <Notice tone="error">{sender.formError}</Notice> : null}
          <CodeField label={t('dashboard.email.codeLabel')} value={code} onChange={setCode} error={verifier.fieldErrors.code} autoFocus />
          <div className={styles.actions}>
            <Button type="submit" busy={verifier.busy}>
              {verifier.busy ? <Spinner /> : null}
              {verifier.busy ? t('dashboard.email.confirming') : t('dashboard.email.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => void send()} busy={sender.busy || verifier.busy}>
              {sender.busy ? t('dashboard.email.sending') : t('dashboard.email.resend')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
