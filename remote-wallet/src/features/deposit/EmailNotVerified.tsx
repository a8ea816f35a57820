import { useLocation } from 'react-router-dom';
import { paths, useTranslation } from '@palpite/shared';
import { GateNotice } from '../../components/GateNotice.tsx';

/** Deposits need a verified email (spec §5, §6): where to verify it, instead of the form, and back here (with the chosen offer) once done. */
export function EmailNotVerified() {
  const { t } = useTranslation('wallet');
  const { pathname, search } = useLocation();
  return (
    <GateNotice
      icon={
        <>
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="m3.5 7 8.5 6 8.5-6" />
        </>
      }
      title={t('emailGate.title')}
      text={t('emailGate.text')}
      action={{ to: paths.dashboard({ continueTo: pathname + search }), label: t('emailGate.action') }}
    />
  );
}
