import { useId, useRef } from 'react';
import { buttonClassName, LineIcon, Modal, useModals, useTranslation } from '@palpite/shared';
import styles from './WarningModal.module.css';

/**
 * Spec §2 "Warning modal": a visitor reached something that needs an account (a login-required
 * page, notifications, a bet). Offers log in and sign up; both close the warning first.
 */
export function WarningModal({ open }: { open: boolean }) {
  const { t } = useTranslation('shell');
  const [, dispatch] = useModals();
  const messageId = useId();
  const loginRef = useRef<HTMLButtonElement>(null);

  const go = (next: 'showLogin' | 'showSignup') => {
    dispatch({ type: 'hideWarning' });
    dispatch({ type: next });
  };
  // Closed without choosing, the page the warning stopped is not wanted any more.
  const dismiss = () => dispatch({ type: 'dismiss' });

  return (
    <Modal open={open} title={t('warning.title')} onClose={dismiss} describedBy={messageId} initialFocus={loginRef} icon={<LockIcon />}>
      <p id={messageId} className={styles.message}>
        {t('warning.message')}
      </p>
      <div className={styles.actions}>
        <button ref={loginRef} type="button" className={buttonClassName('primary', 'medium', true)} onClick={() => go('showLogin')}>
          {t('warning.login')}
        </button>
        <button type="button" className={buttonClassName('secondary', 'medium', true)} onClick={() => go('showSignup')}>
          {t('warning.signup')}
        </button>
      </div>
    </Modal>
  );
}

function LockIcon() {
  return (
    <LineIcon size={28}>
      <path d="M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />
    </LineIcon>
  );
}
