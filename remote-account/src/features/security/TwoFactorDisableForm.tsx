import { useState, type FormEvent } from 'react';
import { Notice, useApiForm, useTranslation } from '@palpite/shared';
import { codeAndPasswordRequest } from '@palpite/shared/contract';
import { CodeField } from '../../components/CodeField.tsx';
import { CurrentPasswordField, SubmitOrCancel } from './FormParts.tsx';
import { disableTwoFactor } from './api/disable-two-factor.ts';
import type { TwoFactorStateResponse } from './api/enable-two-factor.ts';
import styles from './Security.module.css';

/** Turning 2FA off takes the password and a current code from the app, so a stolen session alone cannot do it. */
export function TwoFactorDisableForm({ onDisabled, onCancel }: { onDisabled: (result: TwoFactorStateResponse) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { bindForm, ...form } = useApiForm(codeAndPasswordRequest, 'auth.twoFactorInvalid');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { code, current_password: password };
    const result = await form.submit(request, () => disableTwoFactor(request));
    if (result) onDisabled(result);
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <p className={styles.intro}>{t('security.twoFactor.disableIntro')}</p>
      {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
      <CodeField label={t('security.twoFactor.codeLabel')} value={code} onChange={setCode} error={form.fieldErrors.code} autoFocus />
      <CurrentPasswordField value={password} onChange={setPassword} error={form.fieldErrors.current_password} />
      <SubmitOrCancel busy={form.busy} label={t('security.twoFactor.disableConfirm')} busyLabel={t('security.twoFactor.disabling')} onCancel={onCancel} />
    </form>
  );
}
