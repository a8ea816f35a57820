import { useIsSessionRestoring, useUser } from '@palpite/shared';

/**
 * Whom the shell is showing: a player, a visitor, or a stored session still being restored (a
 * reload, or the user fetch of a login), for which neither a visitor's sign-up nor a player's
 * empty balance would be true, so the shell shows placeholders.
 */
export type SessionView = 'player' | 'visitor' | 'restoring';

export function useSessionView(): SessionView {
  const user = useUser();
  const restoring = useIsSessionRestoring();
  if (user) return 'player';
  return restoring ? 'restoring' : 'visitor';
}
