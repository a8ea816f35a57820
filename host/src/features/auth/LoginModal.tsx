import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  eventBus,
  FormAlert,
  Modal,
  Spinner,
  STORAGE_KEYS,
  TextField,
  useApiForm,
  useModals,
  useSetAtom,
  useTranslation,
  writeStored,
  type ApiForm,
} from '@palpite/shared';
import { loginRequest, twoFactorLoginRequest } from '@palpite/shared/contract';
import { endAbandonedSession, login, loginWithTwoFactor } from './api/auth-calls.ts';
import { isUsableToken } from './after-login.ts';
import { FewRecoveryCodesActions, isLowOnRecoveryCodes, RecoveryCodeStep } from './RecoveryCodeStep.tsx';
import { isForgotPasswordVisibleAtom, SUCCESS_CLOSE_MS } from './state.ts';
import { SuccessPanel } from './SuccessPanel.tsx';
import styles from './AuthModal.module.css';

type Step =
  | { kind: 'credentials' }
  | { kind: 'twoFactor' | 'recoveryCode'; temporaryToken: string }
  | { kind: 'success'; token: string; recoveryCodesLeft?: number | undefined };

/**
 * Login (spec §2, §4): email and password; a code step when the account has 2FA; a success
 * screen that closes after 3 s and then emits `login-success` with the token — at once if the
 * player closes it sooner, since they are logged in either way.
 */
export function LoginModal() {
  const { t } = useTranslation('shell');
  const [modals, dispatch] = useModals();
  const [step, setStep] = useState<Step['kind']>('credentials');
  // Closed before logging in, the player turned the way to an account down: forget where it led.
  const onClose = () => dispatch({ type: step === 'success' ? 'closeAll' : 'dismiss' });
  // The content unmounts when the modal closes, so every opening starts from a clean form.
  return (
    <Modal
      open={modals.isLoginVisible}
      title={t(step === 'twoFactor' || step === 'recoveryCode' ? 'auth.twoFactorTitle' : 'auth.loginTitle')}
      onClose={onClose}
    >
      <LoginContent onStep={setStep} />
    </Modal>
  );
}

function LoginContent({ onStep }: { onStep: (step: Step['kind']) => void }) {
  const { t } = useTranslation('shell');
  const [, dispatch] = useModals();
  const showForgot = useSetAtom(isForgotPasswordVisibleAtom);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { bindForm: bindCredentialsForm, ...credentials } = useApiForm(loginRequest, 'auth.loginFailed');
  const { bindForm: bindCodeForm, ...twoFactor } = useApiForm(twoFactorLoginRequest, 'auth.loginFailed');
  useEffect(() => onStep(step.kind), [step.kind, onStep]);
  // Closed while a login was on its way: its answer must not log the player in behind their back.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  useEffect(() => {
    if (step.kind !== 'success') return;
    let emitted = false;
    const emit = () => {
      if (emitted) return;
      emitted = true;
      eventBus.emit('login-success', { token: step.token });
    };
    // With a link to act on, the screen waits for the player: three seconds are too few to read and follow it.
    const timer = isLowOnRecoveryCodes(step.recoveryCodesLeft)
      ? undefined
      : window.setTimeout(() => {
          dispatch({ type: 'closeAll' });
          emit();
        }, SUCCESS_CLOSE_MS);
    // Unmounted by the timer's close, or by the player closing the success screen first.
    return () => {
      window.clearTimeout(timer);
      emit();
    };
  }, [step, dispatch]);

  function succeed(token: string, form: Pick<ApiForm, 'setFormError'>, recoveryCodesLeft?: number) {
    if (!open.current) return void endAbandonedSession(token);
    // A token the after-login step would ignore, or one the browser cannot keep, is a failed login (spec §4).
    if (!isUsableToken(token) || !writeStored(STORAGE_KEYS.authToken, token)) return form.setFormError(t('common:auth.loginFailed'));
    setStep({ kind: 'success', token, recoveryCodesLeft });
  }

  async function submitCredentials(event: FormEvent) {
    event.preventDefault();
    const result = await credentials.submit({ email, password }, () => login(email, password));
    if (!result) return;
    if (result.requires_2fa && result.temporary_token) setStep({ kind: 'twoFactor', temporaryToken: result.temporary_token });
    else if (result.access_token) succeed(result.access_token, credentials);
    else credentials.setFormError(result.message || t('common:auth.loginFailed'));
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'twoFactor') return;
    // An authenticator shows "123 456": spaces are not part of the code. No other change to what was
    // typed (spec §5: no length rule on this field), so a seventh digit is reported, not dropped.
    const typed = code.replace(/\s+/g, '');
    const result = await twoFactor.submit({ code: typed }, () => loginWithTwoFactor(step.temporaryToken, typed));
    if (result) succeed(result.access_token, twoFactor);
  }

  const close = () => dispatch({ type: 'closeAll' });
  /** After a recovery code, how many are left; the closing notice unless the screen waits for the player. */
  function successMessage(recoveryCodesLeft: number | undefined): string {
    const closing = isLowOnRecoveryCodes(recoveryCodesLeft) ? '' : t('auth.closingSoon');
    return recoveryCodesLeft === undefined ? closing : `${t('common:auth.recoveryCodeUsed', { count: recoveryCodesLeft })} ${closing}`.trim();
  }
  // The security page is where the player chose to go: the warning's page, if any, no longer comes after login.
  const followLink = () => dispatch({ type: 'dismiss' });
  function leaveCodeStep(next: Step) {
    setCode('');
    twoFactor.clearErrors();
    setStep(next);
  }

  return (
    <>
      {step.kind === 'credentials' ? (
        <form ref={bindCredentialsForm} className={styles.form} onSubmit={submitCredentials} noValidate aria-busy={credentials.busy}>
          {credentials.formError ? <FormAlert tone="error">{credentials.formError}</FormAlert> : null}
          <TextField
            label={t('auth.email')}
            autoFocus
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={credentials.fieldErrors.email}
          />
          <TextField
            label={t('auth.password')}
            revealable
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={credentials.fieldErrors.password}
          />
          <Button type="submit" className={styles.submit} busy={credentials.busy}>
            {credentials.busy ? <Spinner /> : null}
            {credentials.busy ? t('auth.loggingIn') : t('auth.login')}
          </Button>
          <div className={styles.links}>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                close();
                showForgot(true);
              }}
            >
              {t('auth.forgotPassword')}
            </button>
            <span>
              {t('auth.noAccount')}{' '}
              <button type="button" className={styles.link} onClick={() => dispatch({ type: 'showSignup' })}>
                {t('auth.signupLink')}
              </button>
            </span>
          </div>
        </form>
      ) : null}
      {step.kind === 'twoFactor' ? (
        <form ref={bindCodeForm} className={styles.form} onSubmit={submitCode} noValidate aria-busy={twoFactor.busy}>
          <p className={styles.lead}>{t('auth.twoFactorLead')}</p>
          {twoFactor.formError ? <FormAlert tone="error">{twoFactor.formError}</FormAlert> : null}
          <TextField
            label={t('auth.twoFactorCode')}
            code
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={twoFactor.fieldErrors.code}
            autoFocus
          />
          <Button type="submit" className={styles.submit} busy={twoFactor.busy}>
            {twoFactor.busy ? <Spinner /> : null}
            {twoFactor.busy ? t('auth.verifying') : t('auth.verify')}
          </Button>
          <div className={styles.links}>
            <button type="button" className={styles.link} onClick={() => leaveCodeStep({ kind: 'recoveryCode', temporaryToken: step.temporaryToken })}>
              {t('auth.useRecoveryCode')}
            </button>
            {/* Five wrong codes or a step left to expire end this attempt: the way on is a new login. */}
            <button type="button" className={styles.link} onClick={() => leaveCodeStep({ kind: 'credentials' })}>
              {t('auth.twoFactorBack')}
            </button>
          </div>
        </form>
      ) : null}
      {step.kind === 'recoveryCode' ? (
        <RecoveryCodeStep
          temporaryToken={step.temporaryToken}
          onLoggedIn={(result, form) => succeed(result.access_token, form, result.recovery_codes_left)}
          onUseAuthenticator={() => setStep({ kind: 'twoFactor', temporaryToken: step.temporaryToken })}
          onBack={() => setStep({ kind: 'credentials' })}
        />
      ) : null}
      {step.kind === 'success' ? (
        <SuccessPanel
          title={t('auth.loginSuccessTitle')}
          message={successMessage(step.recoveryCodesLeft)}
          actions={isLowOnRecoveryCodes(step.recoveryCodesLeft) ? <FewRecoveryCodesActions onCreate={followLink} onContinue={close} /> : null}
        />
      ) : null}
    </>
  );
}
