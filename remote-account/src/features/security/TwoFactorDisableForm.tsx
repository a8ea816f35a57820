import { useState, type FormEvent } from 'react';
import { Notice, objectSchema, useApiForm, useTranslation } from '@palpite/shared';
import { codeField } from '@palpite/shared/contract';
import { CodeField } from '../../components/CodeField.tsx';
import { SubmitOrCancel } from './FormParts.tsx';
import { disableTwoFactor } from './api/disable-two-factor.ts';
import type { TwoFactorStateResponse } from './api/enable-two-factor.ts';
import styles from './Security.module.css';

const codeSchema = objectSchema({ code: codeField });

/** Turning 2FA off takes a current code from the app, so a stolen session alone cannot do it. */
export function TwoFactorDisableForm({ onDisabled, onCancel }: { onDisabled: (result: TwoFactorStateResponse) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const { bindForm, ...form } = useApiForm(codeSchema, 'auth.twoFactorInvalid');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await form.submit({ code }, () => disableTwoFactor({ code }));
    if (result) onDisabled(result);
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <p className={styles.intro}>{t('security.twoFactor.disableIntro')}</p>
      {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
      <CodeField label={t('security.twoFactor.codeLabel')} value={code} onChange={setCode} error={form.fieldErrors.code} autoFocus />
      <SubmitOrCancel busy={form.busy} label={t('security.twoFactor.disableConfirm')} busyLabel={t('security.twoFactor.disabling')} onCancel={onCancel} />
    </form>
  );
}
