import { useNavigate } from 'react-router-dom';
import { MessageDialog, modalsAtom, palpiteStore, useAtomValue, useTranslation } from '@palpite/shared';
import { acknowledgeForcedLogout, forcedLogoutReasonAtom, isForcedLogoutVisibleAtom } from './forced-logout.ts';

/** The notice's message for why the session ended (the API's reasons); the others read the generic one. */
const MESSAGE_BY_REASON: Readonly<Record<string, string>> = {
  excluded: 'forcedLogout.excludedMessage',
  password_changed: 'forcedLogout.passwordChangedMessage',
  password_reset: 'forcedLogout.passwordChangedMessage',
  two_factor_reset: 'forcedLogout.twoFactorResetMessage',
};

/**
 * Spec §2: title, message (by reason), understood; confirming goes to / and reloads — or, after a
 * password change made in this tab, opens the login form there (spec §5: "then log in again").
 */
export function ForcedLogoutNotice() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const openLogin = () => {
    navigate('/');
    palpiteStore.set(modalsAtom, { type: 'showLogin' });
  };
  const open = useAtomValue(isForcedLogoutVisibleAtom);
  const reason = useAtomValue(forcedLogoutReasonAtom);
  return (
    <MessageDialog
      open={open}
      title={t('forcedLogout.title')}
      message={t((reason && MESSAGE_BY_REASON[reason]) ?? 'forcedLogout.message')}
      actionLabel={t('forcedLogout.understood')}
      onAction={() => acknowledgeForcedLogout(undefined, openLogin)}
      dismissible={false}
    />
  );
}
