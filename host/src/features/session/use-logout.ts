import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from './logout.ts';

/**
 * The app's logout (spec §4 "User session": "Logout calls the server; whether it succeeds or not,
 * clears auth data, resets hasShownAnnouncement, goes to /"). Every logout the app makes goes
 * through it, so each ends on `/`: the top bar's, the reality check's, the banned notice's, and a
 * login whose player the server refused.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    () =>
      logout().finally(() => {
        void navigate('/');
      }),
    [navigate],
  );
}
