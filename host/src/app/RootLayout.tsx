import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { matchRoute, readAuthToken, showBannedModalAtom, useAtom, useAtomValue, useIsLoggedIn, useMode, useModals, useSetAtom } from '@palpite/shared';
import { isForgotPasswordVisibleAtom } from '../features/auth/state.ts';
import { decideGuard } from '../features/guard/decide-guard.ts';
import { WarningModal } from '../features/modals/WarningModal.tsx';
import { useLogout } from '../features/session/use-logout.ts';
import { Shell } from '../features/shell/Shell.tsx';
import { AnnouncementModal } from '../features/notifications/AnnouncementModal.tsx';
import { NotificationDetailModal } from '../features/notifications/NotificationDetailModal.tsx';
import { useNotificationsSlot } from '../features/notifications/use-notifications-slot.ts';
import { ForcedLogoutNotice } from '../features/session/ForcedLogoutNotice.tsx';
import { BrLoginModal } from '../features/responsible-gambling/BrLoginModal.tsx';
import { BetSlipSlot } from '../features/remotes/BetSlipSlot.tsx';
import { SearchOverlay } from '../features/search/SearchOverlay.tsx';
import { Toaster } from '../features/toasts/Toaster.tsx';
import type { GuardedHistory } from './guarded-history.ts';
import { shellDialogTexts } from '../locales.ts';
import { lazyWithTexts } from '../lazy-with-texts.ts';
import { ScrollRestorer } from './ScrollRestorer.tsx';
import { useHistoryStep } from '../hooks/use-history-step.ts';
import { useSessionLifecycle } from './useSessionLifecycle.ts';
import { useRouteChangeFocus } from './useRouteChangeFocus.ts';

const AuthModals = lazyWithTexts(() => import('../features/auth/AuthModals.tsx').then((module) => module.default), shellDialogTexts);
// Only a logged-in player gets reminders: visitors never download the reminder's code or texts.
const RealityCheckModal = lazyWithTexts(
  () => import('../features/responsible-gambling/RealityCheckModal.tsx').then((module) => module.RealityCheckModal),
  shellDialogTexts,
);

/**
 * The page frame: the shell around the current route, scroll restoration (top on a new
 * navigation, the saved position on back/forward), the focus a navigation took away given to the
 * new page, and the guard that cancels navigation to a login-required page for visitors (spec §4).
 */
export function RootLayout({ setNavigationGuard }: { setNavigationGuard: GuardedHistory['setGuard'] }) {
  const isLoggedIn = useIsLoggedIn();
  const [modals, dispatchModal] = useModals();
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route ?? null;
  const [showBanned, setShowBanned] = useAtom(showBannedModalAtom);
  const forgotVisible = useAtomValue(isForgotPasswordVisibleAtom);
  const setForgotVisible = useSetAtom(isForgotPasswordVisibleAtom);
  const [mode] = useMode();
  useSessionLifecycle();
  useRouteChangeFocus();
  const notifications = useNotificationsSlot();

  // The account modals' code (forms, validation) loads the first time one of them is needed.
  const wantsAuthModals = modals.isLoginVisible || modals.isSignupVisible || forgotVisible || showBanned;
  const [authModalsLoaded, setAuthModalsLoaded] = useState(false);
  if (wantsAuthModals && !authModalsLoaded) setAuthModalsLoaded(true);

  useEffect(() => {
    setNavigationGuard((target) => {
      const next = matchRoute(target.pathname);
      if (!next) return false;
      const decision = decideGuard({ meta: next.route.meta, pathname: target.pathname, hasUser: isLoggedIn, hasToken: readAuthToken() !== null });
      if (decision.kind !== 'warn-and-cancel') return false;
      // The navigation is cancelled, not parked: the player stays where they were.
      dispatchModal({ type: 'showWarning', redirectTo: target.pathname + target.search });
      return true;
    });
    return () => setNavigationGuard(null);
  }, [dispatchModal, isLoggedIn, setNavigationGuard]);

  // Back or Forward leaves the page with the account dialogs opened over it (the player turned them down).
  useHistoryStep(() => {
    dispatchModal({ type: 'dismiss' });
    setForgotVisible(false);
  });

  const logOut = useLogout();
  const onLogout = useCallback(() => void logOut(), [logOut]);

  return (
    <>
      <Shell route={route} onLogout={onLogout} notifications={notifications}>
        <Outlet />
      </Shell>
      {/* The bet slip floats over every sports page, outside <main>, and survives navigation between them. */}
      {mode === 'Sports' ? <BetSlipSlot /> : null}
      <SearchOverlay />
      <WarningModal open={modals.isWarningVisible} />
      <NotificationDetailModal />
      <AnnouncementModal />
      <ForcedLogoutNotice />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <RealityCheckModal onLogout={onLogout} />
        </Suspense>
      ) : null}
      <BrLoginModal />
      {authModalsLoaded ? (
        <Suspense fallback={null}>
          <AuthModals
            onBannedContinue={() => {
              setShowBanned(false);
              onLogout();
            }}
          />
        </Suspense>
      ) : null}
      <Toaster />
      <ScrollRestorer />
    </>
  );
}
