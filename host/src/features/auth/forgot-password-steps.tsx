import { useState, type FormEvent } from 'react';
import { Button, FormAlert, normaliseCodeInput, Spinner, TextField, useApiForm, useTranslation } from '@palpite/shared';
import { forgotPasswordRequest, resetPasswordRequest, verifyCodeRequest } from '@palpite/shared/contract';
import { forgotPassword, resetPassword, verifyCode } from './api/auth-calls.ts';
import styles from './AuthModal.module.css';

function Submit({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  return (
    <Button type="submit" className={styles.submit} busy={busy}>
      {busy ? <Spinner /> : null}
      {busy ? working : idle}
    </Button>
  );
}

export function EmailStep(props: { email: string; onEmail: (email: string) => void; onSent: (message: string) => void; onBackToLogin: () => void }) {
  const { t } = useTranslation('shell');
  const { bindForm, ...form } = useApiForm(forgotPasswordRequest, 'auth.sendFailed');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await form.submit({ email: props.email }, () => forgotPassword(props.email));
    if (result) props.onSent(result.message);
  }
  return (
    <form ref={bindForm} className={styles.form} onSubmit={submit} noValidate aria-busy={form.busy}>
      <p className={styles.lead}>{t('auth.forgotLead')}</p>
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={props.email}
        onChange={(e) => props.onEmail(e.target.value)}
        error={form.fieldErrors.email}
        autoFocus
      />
      <Submit busy={form.busy} idle={t('auth.sendCode')} working={t('auth.sending')} />
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={props.onBackToLogin}>
          {t('auth.backToLogin')}
        </button>
      </div>
    </form>
  );
}

/** Back to the first step, the email kept: a code that expired or took too many tries is replaced by a new one. */
function NewCodeLink({ onNewCode }: { onNewCode: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.links}>
      <button type="button" className={styles.link} onClick={onNewCode}>
        {t('auth.newCode')}
      </button>
    </div>
  );
}

export function CodeStep(props: { email: string; sentMessage: string | null; onVerified: (code: string) => void; onNewCode: () => void }) {
  const { t } = useTranslation('shell');
  const { bindForm, ...form } = useApiForm(verifyCodeRequest, 'auth.codeInvalidOrExpired');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [code, setCode] = useState('');
  const incomplete = code.length > 0 && code.length < 6;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { email: props.email, first_name: firstName, last_name: lastName, verification_code: code };
    const result = await form.submit(values, () => verifyCode(values));
    if (result) props.onVerified(code);
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={submit} noValidate aria-busy={form.busy}>
      {props.sentMessage ? <FormAlert tone="info">{props.sentMessage}</FormAlert> : null}
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <div className={styles.row}>
        <TextField
          label={t('auth.firstName')}
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={form.fieldErrors.first_name}
          autoFocus
        />
        <TextField
          label={t('auth.lastName')}
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={form.fieldErrors.last_name}
        />
      </div>
      <TextField
        label={t('auth.verificationCode')}
        code
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(normaliseCodeInput(e.target.value))}
        error={form.fieldErrors.verification_code ?? (incomplete ? t('common:validation.codeIncomplete') : null)}
      />
      <Submit busy={form.busy} idle={t('auth.verify')} working={t('auth.verifying')} />
      <NewCodeLink onNewCode={props.onNewCode} />
    </form>
  );
}

export function PasswordStep(props: { email: string; code: string; onDone: (message: string) => void; onNewCode: () => void }) {
  const { t } = useTranslation('shell');
  const { bindForm, ...form } = useApiForm(resetPasswordRequest, 'auth.changePasswordFailed');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { email: props.email, password, password_confirmation: confirmation, token: props.code };
    const result = await form.submit(values, () => resetPassword(values));
    if (result) props.onDone(result.message);
  }

  // The code was checked a step ago; if it has expired since (or a newer one was sent), the server
  // says so under the code's field, which this step does not have: it is said here instead.
  const error = form.formError ?? form.fieldErrors.verification_code ?? null;

  return (
    <form ref={bindForm} className={styles.form} onSubmit={submit} noValidate aria-busy={form.busy}>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <TextField
        label={t('auth.newPassword')}
        revealable
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.fieldErrors.password}
        autoFocus
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        revealable
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={form.fieldErrors.password_confirmation}
      />
      <Submit busy={form.busy} idle={t('auth.savePassword')} working={t('auth.saving')} />
      <NewCodeLink onNewCode={props.onNewCode} />
    </form>
  );
}
