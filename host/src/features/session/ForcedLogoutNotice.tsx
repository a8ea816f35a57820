import { MessageDialog, useAtomValue, useTranslation } from '@palpite/shared';
import { acknowledgeForcedLogout, isForcedLogoutVisibleAtom } from './forced-logout.ts';

/** Spec §2: title, message, understood; confirming goes to / and reloads. */
export function ForcedLogoutNotice() {
  const { t } = useTranslation('shell');
  const open = useAtomValue(isForcedLogoutVisibleAtom);
  return (
    <MessageDialog
      open={open}
      title={t('forcedLogout.title')}
      message={t('forcedLogout.message')}
      actionLabel={t('forcedLogout.understood')}
      onAction={() => acknowledgeForcedLogout()}
      dismissible={false}
    />
  );
}
