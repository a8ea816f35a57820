import { paths, useTranslation } from '@palpite/shared';
import { GateNotice } from '../../components/GateNotice.tsx';

/** Withdrawals need a verified identity (spec §5): where to verify it, instead of the form. */
export function IdentityNotice() {
  const { t } = useTranslation('wallet');
  return (
    <GateNotice
      icon={
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="11" r="2.2" />
          <path d="M5.8 16.2c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14.5 10h4M14.5 13.5h3" />
        </>
      }
      title={t('identityGate.title')}
      text={t('identityGate.text')}
      action={{ to: paths.verification(), label: t('identityGate.action') }}
    />
  );
}
