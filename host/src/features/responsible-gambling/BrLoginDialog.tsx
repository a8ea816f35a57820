import { lazy, Suspense, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, Modal, routePath, Spinner, useTranslation } from '@palpite/shared';
import styles from './BrLoginModal.module.css';

const DepositLimitsStep = lazy(() => import('./DepositLimitsStep.tsx'));

export type BrLoginStep = 'limits' | 'warning';

interface BrLoginDialogProps {
  step: BrLoginStep;
  /** The next step, or null once the warning is acknowledged. */
  onStepChange: (step: BrLoginStep | null) => void;
}

/** BrLoginModal's dialog: the first limits, then the warning (its code and texts load with it). */
export function BrLoginDialog({ step, onStepChange: setStep }: BrLoginDialogProps) {
  const { t } = useTranslation('shell');
  const messageId = useId();
  const acknowledgeRef = useRef<HTMLButtonElement>(null);
  const locked = { closeOnBackdrop: false, closeOnEscape: false, showCloseButton: false };

  if (step === 'limits') {
    return (
      <Modal open title={t('brWarning.limitsTitle')} onClose={() => undefined} size="medium" {...locked}>
        <Suspense fallback={<Spinner />}>
          <DepositLimitsStep onDone={() => setStep('warning')} />
        </Suspense>
      </Modal>
    );
  }
  return (
    <Modal open title={t('brWarning.title')} onClose={() => setStep(null)} describedBy={messageId} initialFocus={acknowledgeRef} {...locked}>
      <p id={messageId} className={styles.message}>
        {t('brWarning.message')}
      </p>
      <p className={styles.help}>
        <Link to={routePath('responsibleGambling')} onClick={() => setStep(null)}>
          {t('brWarning.help')}
        </Link>
      </p>
      <Button ref={acknowledgeRef} block onClick={() => setStep(null)}>
        {t('brWarning.acknowledge')}
      </Button>
    </Modal>
  );
}
