import { useState, type FormEvent } from 'react';
import { Button, Notice, Spinner, TextField, useApiForm, useTranslation } from '@palpite/shared';
import { codeAndPasswordRequest } from '@palpite/shared/contract';
import { CodeField } from '../../components/CodeField.tsx';
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
      <TextField
        name="current_password"
        label={t('security.password.current')}
        revealable
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.fieldErrors.current_password}
      />
      <div className={styles.buttons}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? <Spinner /> : null}
          {form.busy ? t('security.recoveryCodes.generating') : t('security.recoveryCodes.generate')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
