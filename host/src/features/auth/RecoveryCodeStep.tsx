import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, FormAlert, paths, Spinner, TextField, useApiForm, useTranslation, type ApiForm } from '@palpite/shared';
import { twoFactorRecoveryLoginRequest } from '@palpite/shared/contract';
import { loginWithRecoveryCode, type RecoveryLoginResponse } from './api/auth-calls.ts';
import styles from './AuthModal.module.css';

/** At this many codes left, or fewer, the success screen suggests new ones before the player runs out. */
const FEW_RECOVERY_CODES = 2;

export const isLowOnRecoveryCodes = (left: number | undefined) => left !== undefined && left <= FEW_RECOVERY_CODES;

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
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={form.fieldErrors.recovery_code}
        autoFocus
      />
      <Button type="submit" className={styles.submit} disabled={form.busy}>
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

/** On the success screen: how many codes are left, and when few are, where to create new ones. */
export function RecoveryCodesLeft({ left, onLeave }: { left: number; onLeave: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <p className={styles.lead}>{t('common:auth.recoveryCodeUsed', { count: left })}</p>
      {isLowOnRecoveryCodes(left) ? (
        <Link to={paths.security()} className={styles.link} onClick={onLeave}>
          {t('auth.recoveryCodesCreate')}
        </Link>
      ) : null}
    </>
  );
}
