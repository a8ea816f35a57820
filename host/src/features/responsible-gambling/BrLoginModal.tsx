import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, Button, Modal, palpiteStore, routePath, siteJurisdictionAtom, Spinner, useEvent, useIsLoggedIn, useTranslation } from '@palpite/shared';
import styles from './BrLoginModal.module.css';

const DepositLimitsStep = lazy(() => import('./DepositLimitsStep.tsx'));

type Step = 'limits' | 'warning';

/** The API knows whether this account has chosen its first limits yet (on any device). */
async function firstLimitsPending(): Promise<boolean> {
  try {
    const overview = await api.get('user/responsible-gambling').json<{ first_limits_pending?: boolean }>();
    return overview.first_limits_pending === true;
  } catch {
    // Unknown: the warning still shows; the API refuses a deposit until the limits are chosen.
    return false;
  }
}

/**
 * br profile, after each login: the addiction-risk warning to acknowledge; until the account has
 * chosen them, first its three deposit limits (each an amount or "no limit") and a time reminder.
 */
export function BrLoginModal() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const [step, setStep] = useState<Step | null>(null);
  const messageId = useId();
  const acknowledgeRef = useRef<HTMLButtonElement>(null);
  useEvent('user-logged-in', () => {
    if (palpiteStore.get(siteJurisdictionAtom) !== 'br') return;
    void firstLimitsPending().then((pending) => setStep(pending ? 'limits' : 'warning'));
  });
  const open = loggedIn && step !== null;
  const locked = { closeOnBackdrop: false, closeOnEscape: false, showCloseButton: false };

  if (step === 'limits') {
    return (
      <Modal open={open} title={t('brWarning.limitsTitle')} onClose={() => undefined} size="medium" {...locked}>
        <Suspense fallback={<Spinner />}>
          <DepositLimitsStep onDone={() => setStep('warning')} />
        </Suspense>
      </Modal>
    );
  }
  return (
    <Modal open={open} title={t('brWarning.title')} onClose={() => setStep(null)} describedBy={messageId} initialFocus={acknowledgeRef} {...locked}>
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
