import { useCallback, useEffect } from 'react';
import { Outlet, ScrollRestoration, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, readAuthToken, useIsLoggedIn, useModals } from '@palpite/shared';
import { decideGuard } from '../features/guard/decide-guard.ts';
import { WarningModal } from '../features/modals/WarningModal.tsx';
import { logout } from '../features/session/logout.ts';
import { Shell } from '../features/shell/Shell.tsx';

/**
 * The page frame: the shell around the current route, scroll restoration (top on a new
 * navigation, the saved position on back/forward) and the guard that cancels navigation to a
 * login-required page for visitors (spec §4).
 */
export function RootLayout() {
  const isLoggedIn = useIsLoggedIn();
  const [modals, dispatchModal] = useModals();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route ?? null;

  const blocker = useBlocker(({ nextLocation }) => {
    const next = matchRoute(nextLocation.pathname);
    if (!next) return false;
    const decision = decideGuard({ meta: next.route.meta, pathname: nextLocation.pathname, hasUser: isLoggedIn, hasToken: readAuthToken() !== null });
    if (decision.kind !== 'warn-and-cancel') return false;
    dispatchModal({ type: 'showWarning', redirectTo: nextLocation.pathname + nextLocation.search });
    return true;
  });

  // The navigation is cancelled, not parked: the player stays where they were.
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  // Spec §4: logout ends on / whether the server answered or not.
  const onLogout = useCallback(() => {
    void logout().finally(() => navigate('/'));
  }, [navigate]);

  return (
    <>
      <Shell route={route} onLogout={onLogout}>
        <Outlet />
      </Shell>
      <WarningModal open={modals.isWarningVisible} />
      <ScrollRestoration />
    </>
  );
}
