import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_SPORT_TYPE,
  NOT_FOUND_PATH,
  readAuthToken,
  useIsLoggedIn,
  useModals,
  useMode,
  type RemotePageProps,
  type RouteDefinition,
} from '@palpite/shared';
import { RemotePage } from '../features/remotes/RemotePage.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { decideGuard, type GuardDecision } from '../features/guard/decide-guard.ts';
import { loadUser, onUserReadSettled } from '../features/session/load-user.ts';
import { SessionRestoring } from '../features/session/SessionRestoring.tsx';

function usePageProps(route: RouteDefinition): RemotePageProps {
  const params = useParams();
  const [search] = useSearchParams();
  const props: RemotePageProps = {};
  if (route.props === 'matchId' && params.matchId) props.matchId = params.matchId;
  if (route.props === 'sportType') props.sportType = search.get('sport') || DEFAULT_SPORT_TYPE;
  if (params.uuid) props.uuid = params.uuid;
  return props;
}

/**
 * `answered` turns true once the stored session's read has been answered: the player, or a
 * refusal (which forgot the token). A read the server or the network failed answers nothing: it is
 * tried again, and the page keeps waiting rather than take a player for a visitor. `readUser`
 * starts the read and returns the stop of the wait.
 */
function useUserRead(): { answered: boolean; readUser: () => () => void } {
  const [answered, setAnswered] = useState(false);
  const readUser = useCallback(() => {
    let left = false;
    let stopWaiting = () => undefined as void;
    void loadUser().finally(() => {
      if (!left) stopWaiting = onUserReadSettled(() => setAnswered(true));
    });
    return () => {
      left = true;
      stopWaiting();
    };
  }, []);
  return { answered, readUser };
}

/** One route of the table: sets the mode, applies the guard, renders the page. */
export function RouteElement({ route }: { route: RouteDefinition }) {
  const [, setMode] = useMode();
  const [, dispatchModal] = useModals();
  const isLoggedIn = useIsLoggedIn();
  const { pathname, search, state } = useLocation();
  // Set when a direct load of a login-required page landed here: its warning must stay open.
  const keepWarning = (state as { keepWarning?: boolean } | null)?.keepWarning === true;
  const pageProps = usePageProps(route);
  // A player seen on this page who logs out here is sent home (spec §4), not warned like a visitor
  // who followed a link: the guard's decision for a visitor raced the logout's own way home.
  const [playerWasHere, setPlayerWasHere] = useState(isLoggedIn);
  if (isLoggedIn && !playerWasHere) setPlayerWasHere(true);
  const loggedOutHere = route.meta.requiresAuth && playerWasHere && !isLoggedIn;

  useEffect(() => setMode(route.meta.mode), [route.meta.mode, setMode]);

  const { answered: userReadAnswered, readUser } = useUserRead();
  const decision: GuardDecision | { kind: 'logged-out' } = loggedOutHere
    ? { kind: 'logged-out' }
    : decideGuard({
        meta: route.meta,
        pathname,
        hasUser: isLoggedIn,
        hasToken: !userReadAnswered && readAuthToken() !== null,
      });
  const fetchingUser = decision.kind === 'fetch-user';
  useEffect(() => (fetchingUser ? readUser() : undefined), [fetchingUser, readUser]);

  useEffect(() => {
    if (decision.kind === 'allow' && !keepWarning) dispatchModal({ type: 'hideWarning' });
    // With its query: a game opened in demo mode (`?mode=demo`) continues in demo mode after the login.
    if (decision.kind === 'warn-and-cancel') dispatchModal({ type: 'showWarning', redirectTo: pathname + search });
  }, [decision.kind, dispatchModal, pathname, search, keepWarning]);

  switch (decision.kind) {
    case 'logged-out':
      return <Navigate to="/" replace />;
    case 'fetch-user':
      return <SessionRestoring />;
    case 'not-found':
      return <Navigate to={NOT_FOUND_PATH} replace />;
    case 'warn-and-cancel':
      // Reached by a direct load: there is no earlier page to stay on, so show the mode's home.
      return <Navigate to={route.meta.mode === 'Sports' ? '/sports' : '/'} replace state={{ keepWarning: true }} />;
    case 'allow':
      return route.remote === 'host' ? <NotFoundPage /> : <RemotePage remote={route.remote} page={route.page} pageProps={pageProps} />;
  }
}
