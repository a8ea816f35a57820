import { useTranslation } from '@palpite/shared';
import type { AccountSession } from './api/get-sessions.ts';

/** What the API calls a browser or system it could not tell from the user agent. */
const UNKNOWN = 'Other';

/** A session's device, browser and system as the page says them: the device kind and "Other" translated. */
export function useSessionNames() {
  const { t } = useTranslation('account');
  const named = (name: string) => (name === UNKNOWN ? t('activeSessions.other') : name);
  return {
    device: (session: AccountSession) => t(`activeSessions.devices.${session.device}`, { defaultValue: session.device }),
    browser: (session: AccountSession) => named(session.browser),
    os: (session: AccountSession) => named(session.os),
  };
}
