import { useRef } from 'react';
import { Button, LayoutSkeleton, useAtomValue, useTranslation } from '@palpite/shared';
import { useFocusPageHeadingOnLeave } from '../../hooks/focus-page-heading.ts';
import { retryUserReadNow, userReadFailedTriesAtom } from './load-user.ts';
import styles from './SessionRestoring.module.css';

/** After this many failed reads (about 3 s) a login-required page says why it still waits, and offers a try now. */
export const TRIES_BEFORE_UNREACHABLE_NOTICE = 3;

/**
 * A login-required page while the stored session is being restored: its placeholder, and once the
 * server has failed to answer a few times, a notice that says so with a Retry (the reads go on
 * meanwhile). Never a visitor's redirect: the session may well be valid. The notice appears in a
 * live region there from the start, so it is announced politely.
 */
export function SessionRestoring() {
  const unreachable = useAtomValue(userReadFailedTriesAtom) >= TRIES_BEFORE_UNREACHABLE_NOTICE;
  return (
    <div className={styles.page} aria-busy={!unreachable}>
      <div role="status">{unreachable ? <UnreachableNotice /> : null}</div>
      {unreachable ? null : <LayoutSkeleton layout="form" />}
    </div>
  );
}

function UnreachableNotice() {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDivElement>(null);
  // The page replacing the notice takes the focus from its Retry button, not <body>.
  useFocusPageHeadingOnLeave(ref);
  return (
    <div ref={ref} className={styles.notice}>
      <h1 className={styles.title}>{t('sessionUnreachable.title')}</h1>
      <p className={styles.message}>{t('sessionUnreachable.message')}</p>
      <Button variant="secondary" onClick={retryUserReadNow}>
        {t('sessionUnreachable.retry')}
      </Button>
    </div>
  );
}
