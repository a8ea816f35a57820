import { useState, type FormEvent } from 'react';
import { Notice, useApiForm, useTranslation } from '@palpite/shared';
import { codeAndPasswordRequest } from '@palpite/shared/contract';
import { CodeField } from '../../components/CodeField.tsx';
import { CurrentPasswordField, SubmitOrCancel } from './FormParts.tsx';
import { generateRecoveryCodes, type NewRecoveryCodesResponse } from './api/recovery-codes.ts';
import styles from './Security.module.css';

interface RecoveryCodesFormProps {
  onGenerated: (result: NewRecoveryCodesResponse) => void;
  onCancel: () => void;
}

/** New recovery codes take the authenticator's code and the password, as turning 2FA off does: a stolen session cannot read them. */
export function RecoveryCodesForm({ onGenerated, onCancel }: RecoveryCodesFormProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { bindForm, ...form } = useApiForm(codeAndPasswordRequest);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { code, current_password: password };
    const result = await form.submit(request, () => generateRecoveryCodes(request));
    if (result) onGenerated(result);
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <p className={styles.intro}>{t('security.recoveryCodes.generateIntro')}</p>
      {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
      <CodeField label={t('security.twoFactor.codeLabel')} value={code} onChange={setCode} error={form.fieldErrors.code} autoFocus />
      <CurrentPasswordField value={password} onChange={setPassword} error={form.fieldErrors.current_password} />
      <SubmitOrCancel busy={form.busy} label={t('security.recoveryCodes.generate')} busyLabel={t('security.recoveryCodes.generating')} onCancel={onCancel} />
    </form>
  );
}
