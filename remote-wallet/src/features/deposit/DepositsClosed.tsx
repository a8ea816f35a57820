import { paths, useTranslation, type ExclusionInForce } from '@palpite/shared';
import { GateNotice } from '../../components/GateNotice.tsx';

/** Deposits during a break or self-exclusion (the API refuses them): until when, in the API's words, and the way to withdraw, which stays open. */
export function DepositsClosed({ exclusion }: { exclusion: ExclusionInForce }) {
  const { t } = useTranslation('wallet');
  return (
    <GateNotice
      icon={
        <>
          <rect x="5" y="10.5" width="14" height="10" rx="2" />
          <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
        </>
      }
      title={t('depositsClosed.title')}
      text={t(exclusion.messageKey, { ns: 'common', until: exclusion.until })}
      action={{ to: paths.withdraw(), label: t('depositsClosed.action') }}
    />
  );
}
