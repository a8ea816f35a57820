import { eventBus } from '@palpite/shared';
import { clearSession } from './logout.ts';

/**
 * Any 401 while a token is stored logs the player out: storage cleared, back to `/`, and a
 * reload so no remote keeps state of the old session (spec §8).
 */
export function watchSessionExpiry(goHomeAndReload: () => void = () => window.location.assign('/')): () => void {
  let handled = false;
  return eventBus.on('session-expired', () => {
    if (handled) return;
    handled = true;
    clearSession();
    goHomeAndReload();
  });
}
