import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  commonProductTexts,
  eventBus,
  modalsAtom,
  palpiteStore,
  readAuthToken,
  registerNamespace,
  useAtomValue,
  useEvent,
  useIsLoggedIn,
  useUser,
  userAtom,
  userBalanceAtom,
  userBonusBalanceAtom,
  type PlatformEvents,
} from '@palpite/shared';
import { completeLogin } from '../features/auth/after-login.ts';
import { startActivityTracking } from '../features/session/activity.ts';
import { loadUser, loadUserWhenAnswered, storedSessionRefusedAtom } from '../features/session/load-user.ts';
import { clearSession, forgetPlayerState } from '../features/session/logout.ts';
import { useLogout } from '../features/session/use-logout.ts';
import { followOtherTabs } from '../features/session/other-tabs.ts';
import { followLanguagePickedElsewhere, tellAccountPickedLanguage } from '../features/shell/pick-language.ts';
import { trackVisit } from '../features/session/visitor-tracking.ts';
import { loadSiteProfile } from '../features/responsible-gambling/site-profile.ts';
import { handleForceLogout, isForcedLogoutVisibleAtom, loginAfterNoticeAtom } from '../features/session/forced-logout.ts';
import {
  forgetNotificationsMarkedHere,
  loadNotifications,
  receiveNotification,
  showAnnouncementOnce,
  showCurrentAnnouncement,
} from '../features/notifications/actions.ts';
import { followNotificationsOfOtherTabs } from '../features/notifications/other-tabs.ts';
import { useRealtimeConnection } from '../features/realtime/use-realtime.ts';
import { resyncReads } from './resync.ts';

/** The notification keys the API sends when ops reviews one of the player's documents. */
const DOCUMENT_REVIEW_KEYS: ReadonlySet<string> = new Set(['notifications.documentApproved', 'notifications.documentRejected']);

/**
 * A review changes what the account says about the player (their identity verified, the
 * sidebar's "Verified" badge): the player is read again rather than shown stale until a reload.
 */
function isDocumentReview(notification: PlatformEvents['new-notification']): boolean {
  return notification.key !== undefined && DOCUMENT_REVIEW_KEYS.has(notification.key);
}

/**
 * The player's session over the page's life (spec §4): start-up visitor tracking and user
 * fetch (failures only logged), the after-login sequence on `login-success`, the activity ping
 * while logged in, and the realtime connection with what its events change.
 */
export function useSessionLifecycle(): void {
  const navigate = useNavigate();
  const logout = useLogout();
  const isLoggedIn = useIsLoggedIn();
  // The page shown now, read when a login finishes: the player may have moved on meanwhile.
  const { key: locationKey } = useLocation();
  const shownLocationKey = useRef(locationKey);
  useEffect(() => {
    shownLocationKey.current = locationKey;
  }, [locationKey]);

  useEffect(() => {
    void trackVisit();
    void loadSiteProfile();
    // Start-up already asked (bootstrap.tsx): this joins that request, or asks again if it failed.
    if (readAuthToken() && palpiteStore.get(userAtom) === null) void loadUser();
  }, []);

  // Spec §7: the ping runs while a token is stored, whether or not the player could be read.
  useEffect(() => startActivityTracking(), []);

  useEffect(
    () =>
      followOtherTabs({
        loggedOut: () => {
          forgetPlayerState();
          eventBus.emit('user-logged-out', {});
          navigate('/');
        },
        restart: () => window.location.reload(),
        languagePicked: (language) => void followLanguagePickedElsewhere(language),
      }),
    [navigate],
  );
  useEffect(() => followNotificationsOfOtherTabs(() => void loadNotifications()), []);

  // The bell shows the player's notifications whenever someone is logged in (after login or a reload).
  // They carry the products' message keys (bets, withdrawals…), whose texts a visitor never needs.
  useEffect(() => {
    // What this page marked read was the player's who left (spec §4: logout clears their data).
    if (!isLoggedIn) return forgetNotificationsMarkedHere();
    void registerNamespace(commonProductTexts.namespace, commonProductTexts.loaders).catch(() => undefined);
    void loadNotifications();
  }, [isLoggedIn]);

  // The language this device reads us in goes to the account, for what we mail the player.
  const userId = useUser()?.id ?? null;
  useEffect(() => {
    if (userId !== null) void tellAccountPickedLanguage();
  }, [userId]);

  useRealtimeConnection(useAtomValue(storedSessionRefusedAtom));
  useEvent('balance-updated', ({ newBalance, bonusBalance }) => {
    palpiteStore.set(userBalanceAtom, newBalance);
    if (bonusBalance !== undefined) palpiteStore.set(userBonusBalanceAtom, bonusBalance);
  });
  useEvent('new-notification', (notification) => {
    receiveNotification(notification);
    if (isDocumentReview(notification)) void loadUser();
  });
  useEvent('force-logout', ({ reason }) => void handleForceLogout(reason));
  useEvent('announcement', () => void showCurrentAnnouncement());
  useEvent('realtime-resynced', ({ channels }) => {
    const reads = resyncReads(channels);
    if (reads.playerData) {
      void loadNotifications();
      void loadUser();
    }
    if (reads.announcement) void showCurrentAnnouncement({ missedOnly: true });
  });

  useEvent('user-refresh-requested', () => void loadUser());

  // Spec §4: a password change forces a new login. The change's own force-logout may have shown its
  // notice in this tab meanwhile: the notice stays until read, and its confirm opens the login form.
  useEvent('relogin-required', () => {
    if (palpiteStore.get(isForcedLogoutVisibleAtom)) {
      palpiteStore.set(loginAfterNoticeAtom, true);
      return;
    }
    clearSession();
    navigate('/');
    palpiteStore.set(modalsAtom, { type: 'showLogin' });
  });

  useEvent('login-success', ({ token }) => {
    const locationKeyAtLogin = shownLocationKey.current;
    void completeLogin(token, { loadUser: loadUserWhenAnswered, logout, steps: [showAnnouncementOnce] }).then((result) => {
      // Where the warning modal stopped the player, if anywhere: used once. A player who went to
      // another page while a slow server kept the login waiting stays where they went. A login
      // that failed has logged out, which went to `/` (and forgot the redirect).
      const wanted = palpiteStore.get(modalsAtom).showAfterRedirect;
      palpiteStore.set(modalsAtom, { type: 'forgetRedirect' });
      if (result === 'logged-in' && wanted && shownLocationKey.current === locationKeyAtLogin) navigate(wanted);
    });
  });
}
