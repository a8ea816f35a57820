import { useEffect, useState } from 'react';
import { Modal, useAtom, useModals, useTranslation } from '@palpite/shared';
import { isForgotPasswordVisibleAtom, SUCCESS_CLOSE_MS } from './state.ts';
import { SuccessPanel } from './SuccessPanel.tsx';
import { CodeStep, EmailStep, PasswordStep } from './forgot-password-steps.tsx';
import styles from './AuthModal.module.css';

type Step = 'email' | 'code' | 'password' | 'done';
const ORDER: Step[] = ['email', 'code', 'password'];

/**
 * Forgot password (spec §2, §4, §5): email → names and the emailed 6-digit code → new password.
 * Closes 3 s after success; reopening starts again at step 1.
 */
export function ForgotPasswordModal() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useAtom(isForgotPasswordVisibleAtom);
  // The steps unmount when the modal closes: reopening starts at step 1 (spec §2).
  return (
    <Modal open={open} title={t('auth.forgotTitle')} onClose={() => setOpen(false)}>
      <ForgotPasswordSteps close={() => setOpen(false)} />
    </Modal>
  );
}

function ForgotPasswordSteps({ close }: { close: () => void }) {
  const { t } = useTranslation('shell');
  const [, dispatch] = useModals();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(close, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [step, close]);

  const position = ORDER.indexOf(step === 'done' ? 'password' : step);
  const newCode = () => {
    setCode('');
    setMessage(null);
    setStep('email');
  };

  return (
    <>
      {step !== 'done' ? (
        <ol className={styles.steps} aria-label={t('auth.forgotProgress', { step: position + 1, total: ORDER.length })}>
          {ORDER.map((name, index) => (
            <li
              key={name}
              className={[styles.step, index <= position ? styles.stepDone : ''].join(' ')}
              aria-current={index === position ? 'step' : undefined}
            />
          ))}
        </ol>
      ) : null}
      {step === 'email' ? (
        <EmailStep
          email={email}
          onEmail={setEmail}
          onSent={(sent) => {
            setMessage(sent);
            setStep('code');
          }}
          onBackToLogin={() => {
            close();
            dispatch({ type: 'showLogin' });
          }}
        />
      ) : null}
      {step === 'code' ? (
        <CodeStep
          email={email}
          sentMessage={message}
          onVerified={(verifiedCode) => {
            setCode(verifiedCode);
            setStep('password');
          }}
          onNewCode={newCode}
        />
      ) : null}
      {step === 'password' ? (
        <PasswordStep
          email={email}
          code={code}
          onDone={(done) => {
            setMessage(done);
            setStep('done');
          }}
          onNewCode={newCode}
        />
      ) : null}
      {step === 'done' ? <SuccessPanel title={t('auth.resetSuccessTitle')} message={message} /> : null}
    </>
  );
}
