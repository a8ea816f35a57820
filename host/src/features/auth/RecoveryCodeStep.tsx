import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, FormAlert, paths, Spinner, TextField, useApiForm, useTranslation, type ApiForm } from '@palpite/shared';
import { RECOVERY_CODES, twoFactorRecoveryLoginRequest } from '@palpite/shared/contract';
import { loginWithRecoveryCode, type RecoveryLoginResponse } from './api/auth-calls.ts';
import styles from './AuthModal.module.css';

/** With few codes left, the success screen suggests new ones before the player runs out. */
export const isLowOnRecoveryCodes = (left: number | undefined) => left !== undefined && left <= RECOVERY_CODES.fewLeft;

interface RecoveryCodeStepProps {
  temporaryToken: string;
  onLoggedIn: (result: RecoveryLoginResponse, form: Pick<ApiForm, 'setFormError'>) => void;
  onUseAuthenticator: () => void;
  onBack: () => void;
}

/** The 2FA step for a player without their phone: one of the recovery codes saved when 2FA was turned on. */
export function RecoveryCodeStep({ temporaryToken, onLoggedIn, onUseAuthenticator, onBack }: RecoveryCodeStepProps) {
  const { t } = useTranslation('shell');
  const { bindForm, ...form } = useApiForm(twoFactorRecoveryLoginRequest, 'auth.loginFailed');
  const [typed, setTyped] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server stores codes as XXXX-XXXX; the schema turns any case, spaces or missing hyphen into that.
    const code = twoFactorRecoveryLoginRequest.safeParse({ recovery_code: typed }).data?.recovery_code ?? typed;
    const result = await form.submit({ recovery_code: typed }, () => loginWithRecoveryCode(temporaryToken, code));
    if (result) onLoggedIn(result, form);
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={submit} noValidate aria-busy={form.busy}>
      <p className={styles.lead}>{t('auth.recoveryLead')}</p>
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <TextField
        label={t('auth.recoveryCode')}
        hint={t('auth.recoveryCodeHint')}
        code
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={form.fieldErrors.recovery_code}
        autoFocus
      />
      <Button type="submit" className={styles.submit} busy={form.busy}>
        {form.busy ? <Spinner /> : null}
        {form.busy ? t('auth.verifying') : t('auth.verify')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onUseAuthenticator}>
          {t('auth.useAuthenticator')}
        </button>
        <button type="button" className={styles.link} onClick={onBack}>
          {t('auth.twoFactorBack')}
        </button>
      </div>
    </form>
  );
}

/**
 * On the success screen when few codes are left: where to create new ones, or go on. The screen
 * waits for the player here (three seconds are too few to read and follow a link).
 */
export function FewRecoveryCodesActions({ onCreate, onContinue }: { onCreate: () => void; onContinue: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Link to={paths.security()} className={styles.link} onClick={onCreate}>
        {t('auth.recoveryCodesCreate')}
      </Link>
      <Button className={styles.submit} onClick={onContinue} autoFocus>
        {t('auth.continue')}
      </Button>
    </>
  );
}
