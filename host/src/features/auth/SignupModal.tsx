import { useEffect, useState, type FormEvent } from 'react';
import { Button, FormAlert, Modal, siteJurisdictionAtom, Spinner, TextField, useApiForm, useAtomValue, useModals, useTranslation } from '@palpite/shared';
import { maskCpf, registerRequest } from '@palpite/shared/contract';
import { register } from './api/auth-calls.ts';
import { LOGIN_AFTER_SIGNUP_DELAY_MS, SUCCESS_CLOSE_MS } from './state.ts';
import { SuccessPanel } from './SuccessPanel.tsx';
import styles from './AuthModal.module.css';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '', registration_code: '', cpf: '' };
type Fields = typeof EMPTY;

/**
 * Sign-up (spec §2, §5): the exact validation messages, server errors under their fields, and on
 * success a confirmation, then the modal closes and login opens (about 3 s + 300 ms; 300 ms after
 * the player closes the confirmation sooner).
 */
export function SignupModal() {
  const { t } = useTranslation('shell');
  const [modals, dispatch] = useModals();
  const [signedUp, setSignedUp] = useState(false);
  // Closed before signing up, the player turned the way to an account down: forget where it led.
  const onClose = () => dispatch({ type: signedUp ? 'closeAll' : 'dismiss' });
  return (
    <Modal open={modals.isSignupVisible} title={t('auth.signupTitle')} onClose={onClose} size="medium">
      <SignupContent onSignedUp={setSignedUp} />
    </Modal>
  );
}

function SignupContent({ onSignedUp }: { onSignedUp: (signedUp: boolean) => void }) {
  const { t } = useTranslation('shell');
  const [, dispatch] = useModals();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [succeeded, setSucceeded] = useState<string | null>(null);
  const { bindForm, ...form } = useApiForm(registerRequest);
  const br = useAtomValue(siteJurisdictionAtom) === 'br';
  useEffect(() => {
    onSignedUp(succeeded !== null);
    if (succeeded === null) return;
    const close = window.setTimeout(() => dispatch({ type: 'closeAll' }), SUCCESS_CLOSE_MS);
    // Unmounted by that close, or by the player closing the confirmation first: either way login follows.
    return () => {
      window.clearTimeout(close);
      // Outlives this component, which unmounts with the modal.
      window.setTimeout(() => dispatch({ type: 'showLogin' }), LOGIN_AFTER_SIGNUP_DELAY_MS);
    };
  }, [succeeded, dispatch, onSignedUp]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The br profile opens every account with its holder's CPF; elsewhere it is not asked.
    const request = { ...fields, registration_code: fields.registration_code.trim() || null, cpf: br ? fields.cpf : null };
    const result = await form.submit(request, () => register(request));
    if (!result) return;
    setSucceeded(result.message);
  }

  const bind = (name: keyof Fields, mask: (value: string) => string = (value) => value) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: mask(event.target.value) })),
    error: form.fieldErrors[name],
  });

  return (
    <>
      {succeeded !== null ? (
        <SuccessPanel title={t('auth.signupSuccessTitle')} message={succeeded} />
      ) : (
        <form ref={bindForm} className={styles.form} onSubmit={submit} noValidate aria-busy={form.busy}>
          {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
          {br ? (
            <div role="note" aria-label={t('brWarning.title')} className={styles.riskWarning}>
              <strong>{t('brWarning.title')}</strong>
              <p>{t('brWarning.message')}</p>
            </div>
          ) : null}
          <div className={styles.row}>
            <TextField autoFocus label={t('auth.firstName')} autoComplete="given-name" {...bind('first_name')} />
            <TextField label={t('auth.lastName')} autoComplete="family-name" {...bind('last_name')} />
          </div>
          <TextField label={t('auth.email')} type="email" autoComplete="email" {...bind('email')} />
          {br ? (
            <TextField
              label={t('auth.cpf')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              hint={t('auth.cpfHint')}
              {...bind('cpf', maskCpf)}
            />
          ) : null}
          <div className={styles.row}>
            <TextField label={t('auth.password')} revealable autoComplete="new-password" hint={t('auth.passwordHint')} {...bind('password')} />
            <TextField label={t('auth.passwordConfirmation')} revealable autoComplete="new-password" {...bind('password_confirmation')} />
          </div>
          <TextField label={t('auth.registrationCode')} optionalLabel={t('common:form.optional')} autoComplete="off" {...bind('registration_code')} />
          <Button type="submit" className={styles.submit} busy={form.busy}>
            {form.busy ? <Spinner /> : null}
            {form.busy ? t('auth.creatingAccount') : t('auth.createAccount')}
          </Button>
          <p className={styles.responsible}>{t('auth.adultsOnly')}</p>
          <div className={styles.links}>
            <span>
              {t('auth.haveAccount')}{' '}
              <button type="button" className={styles.link} onClick={() => dispatch({ type: 'showLogin' })}>
                {t('auth.loginLink')}
              </button>
            </span>
          </div>
        </form>
      )}
    </>
  );
}
