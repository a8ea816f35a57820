import { paths, Skeleton, useEvent, useTranslation } from '@palpite/shared';
import { GateNotice } from '../../components/GateNotice.tsx';
import { useIdentityReview, type IdentityReview } from './api/get-identity-review.ts';

/**
 * Withdrawals need a verified identity (spec §5): where to verify it, instead of the form. A
 * document already sent and waiting for ops is said as such: asking for an upload again would
 * send the player to upload a second copy. A rejected one says why, so the next photo can pass.
 */
export function IdentityNotice() {
  const { t } = useTranslation('wallet');
  const review = useIdentityReview();
  // Ops' decision comes with the player's notification: a rejection turns "under review" into the
  // rejection (an approval reads the withdrawal options again, on the page, and opens the form).
  useEvent('new-notification', review.refresh);
  // The texts differ: no upload request flashes before "under review" replaces it.
  if (review.status === 'loading') return <Skeleton height={260} radius="var(--radius-lg)" />;
  // Unreadable documents: the upload notice, which still leads to the verification page.
  const texts = noticeTexts(review.status === 'ready' ? review.data : { state: 'none' });
  return (
    <GateNotice
      icon={
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="11" r="2.2" />
          <path d="M5.8 16.2c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14.5 10h4M14.5 13.5h3" />
        </>
      }
      title={t(texts.title)}
      detail={texts.reason === null ? undefined : t('identityGate.rejectedReason', { reason: texts.reason })}
      text={t(texts.text)}
      action={{ to: paths.verification(), label: t(texts.action) }}
    />
  );
}

function noticeTexts(review: IdentityReview) {
  if (review.state === 'pending') {
    return { title: 'identityGate.pendingTitle', text: 'identityGate.pendingText', action: 'identityGate.pendingAction', reason: null } as const;
  }
  if (review.state === 'rejected') {
    return { title: 'identityGate.rejectedTitle', text: 'identityGate.rejectedText', action: 'identityGate.rejectedAction', reason: review.reason } as const;
  }
  return { title: 'identityGate.title', text: 'identityGate.text', action: 'identityGate.action', reason: null } as const;
}
