import { eventBus } from '@palpite/shared';
import { leaveSessionEndedNotice, showBannedNotice } from './forced-logout.ts';
import { clearSession } from './logout.ts';

/** The API's 401 for a token of a banned account. */
export const BANNED_KEY = 'auth.banned';

/**
 * Any 401 while a token is stored logs the player out: storage cleared, back to `/`, and a
 * reload so no remote keeps state of the old session (spec §8), after which the forced-logout
 * notice says what happened; a banned account's 401 shows the
 * banned notice instead, whose Continue logs out.
 */
export function watchSessionExpiry(goHomeAndReload: () => void = () => window.location.assign('/')): () => void {
  let handled = false;
  return eventBus.on('session-expired', ({ key }) => {
    if (handled) return;
    handled = true;
    // A ban that came while the page was not listening: the page says so, as when it hears it live.
    if (key === BANNED_KEY) return showBannedNotice();
    clearSession();
    leaveSessionEndedNotice();
    goHomeAndReload();
  });
}
