import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, eventBus, Notice, Spinner, TextField, useApiForm, useTranslation } from '@palpite/shared';
import { changePasswordRequest } from '@palpite/shared/contract';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import { changePassword, type ChangePasswordRequest } from './api/change-password.ts';
import styles from './Security.module.css';

/** How long the success message shows before the host takes the player to log in (spec §9: 3 s). */
export const RELOGIN_DELAY_MS = 3000;

const FIELDS = [
  { name: 'current_password', label: 'current', autoComplete: 'current-password' },
  { name: 'password', label: 'new', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'confirm', autoComplete: 'new-password' },
] as const;

const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/**
 * Current, new and repeated password, checked with the shared schema. The server ends every
 * session on success, so after the message the host clears the session and opens login (spec §4).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(EMPTY);
  // Kept by its key, like a refusal: a language picked while it shows says it again.
  const [success, setSuccess] = useState<ServerMessage | null>(null);
  const { bindForm, ...form } = useApiForm(changePasswordRequest, 'auth.changePasswordFailed');
  const timer = useRef<number | undefined>(undefined);

  function relogin() {
    window.clearTimeout(timer.current);
    eventBus.emit('relogin-required', { reason: 'password-changed' });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await form.submit(values, () => changePassword(values));
    if (!result) return;
    setValues(EMPTY);
    setSuccess(noticeOf(result));
    // Not tied to this component: the session is over even if the player leaves the page.
    timer.current = window.setTimeout(relogin, RELOGIN_DELAY_MS);
  }

  const onChange = (name: keyof ChangePasswordRequest) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((previous) => ({ ...previous, [name]: event.target.value }));

  return (
    <Card title={t('security.password.title')} description={t('security.password.description')}>
      {success ? (
        <div className={styles.done}>
          <Notice tone="success" autoFocus>
            {serverMessageText(t, success)} {t('security.password.redirecting')}
          </Notice>
          <Button onClick={relogin} className={styles.submit}>
            {t('security.password.loginNow')}
          </Button>
        </div>
      ) : (
        <form ref={bindForm} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
          {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={t(`security.password.${field.label}`)}
              revealable
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={onChange(field.name)}
              error={form.fieldErrors[field.name]}
              hint={field.name === 'password' ? t('security.password.hint') : undefined}
            />
          ))}
          <Button type="submit" className={styles.submit} busy={form.busy}>
            {form.busy ? <Spinner /> : null}
            {form.busy ? t('security.password.submitting') : t('security.password.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
