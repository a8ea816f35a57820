import { useState, type FormEvent } from 'react';
import { Notice, useApiForm, useTranslation } from '@palpite/shared';
import { codeAndPasswordRequest, type CodeAndPasswordRequest } from '@palpite/shared/contract';
import { CodeField } from '../../components/CodeField.tsx';
import { CurrentPasswordField, SubmitOrCancel } from './FormParts.tsx';
import styles from './Security.module.css';

interface CodeAndPasswordFormProps<Result> {
  intro: string;
  submitLabel: string;
  busyLabel: string;
  /** The call the code and the password prove the player may make. */
  send: (request: CodeAndPasswordRequest) => Promise<Result>;
  onDone: (result: Result) => void;
  onCancel: () => void;
}

/**
 * A change that takes the authenticator's code and the account's password (2FA off, new recovery
 * codes): a stolen session alone cannot make it.
 */
export function CodeAndPasswordForm<Result>({ intro, submitLabel, busyLabel, send, onDone, onCancel }: CodeAndPasswordFormProps<Result>) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { bindForm, ...form } = useApiForm(codeAndPasswordRequest);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { code, current_password: password };
    const result = await form.submit(request, () => send(request));
    if (result) onDone(result);
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <p className={styles.intro}>{intro}</p>
      {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
      <CodeField label={t('security.twoFactor.codeLabel')} value={code} onChange={setCode} error={form.fieldErrors.code} autoFocus />
      <CurrentPasswordField value={password} onChange={setPassword} error={form.fieldErrors.current_password} />
      <SubmitOrCancel busy={form.busy} label={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}
