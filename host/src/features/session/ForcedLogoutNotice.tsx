import { MessageDialog, useAtomValue, useTranslation } from '@palpite/shared';
import { acknowledgeForcedLogout, forcedLogoutReasonAtom, isForcedLogoutVisibleAtom } from './forced-logout.ts';

/** Spec §2: title, message (its own for a break or self-exclusion), understood; confirming goes to / and reloads. */
export function ForcedLogoutNotice() {
  const { t } = useTranslation('shell');
  const open = useAtomValue(isForcedLogoutVisibleAtom);
  const excluded = useAtomValue(forcedLogoutReasonAtom) === 'excluded';
  return (
    <MessageDialog
      open={open}
      title={t('forcedLogout.title')}
      message={t(excluded ? 'forcedLogout.excludedMessage' : 'forcedLogout.message')}
      actionLabel={t('forcedLogout.understood')}
      onAction={() => acknowledgeForcedLogout()}
      dismissible={false}
    />
  );
}
