import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore, STORAGE_KEYS, userAtom } from '@palpite/shared';
import { json, logOut, makeUser, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { useLogout } from './use-logout.ts';

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

function LogoutButton() {
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
      <output data-testid="location">{pathname}</output>
    </>
  );
}

describe('the app’s logout (spec §4 "User session")', () => {
  it.each([
    ['answers', () => json(200, {})],
    ['fails', () => json(500, { message: 'Server Error' })],
  ])('forgets the player and goes to / when the server %s', async (_case, answer) => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'a'.repeat(40));
    palpiteStore.set(userAtom, makeUser());
    const api = mockApi({ 'POST logout': answer });
    const loggedOut = vi.fn();
    const stop = eventBus.on('user-logged-out', loggedOut);
    await renderWithPlatform(<LogoutButton />, { route: '/sports/live' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    stop();
    expect(api.callsTo('POST logout')).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(palpiteStore.get(userAtom)).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
