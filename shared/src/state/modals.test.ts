import { describe, expect, it } from 'vitest';
import { initialModalState, reduceModals } from './modals.ts';
import { isMode, modeHomePath } from './mode.ts';

describe('modal state (spec §4)', () => {
  it('showing login hides signup and the reverse', () => {
    const signup = reduceModals(initialModalState, { type: 'showSignup' });
    const login = reduceModals(signup, { type: 'showLogin' });
    expect(login).toMatchObject({ isLoginVisible: true, isSignupVisible: false });
    expect(reduceModals(login, { type: 'showSignup' })).toMatchObject({ isLoginVisible: false, isSignupVisible: true });
  });

  it('sign-up, as the warning, can say where to take the player once logged in', () => {
    const signup = reduceModals(initialModalState, { type: 'showSignup', redirectTo: '/user/wallet?bonus=welcome' });
    expect(signup).toMatchObject({ isSignupVisible: true, showAfterRedirect: '/user/wallet?bonus=welcome' });
    expect(reduceModals(signup, { type: 'showLogin' }).showAfterRedirect).toBe('/user/wallet?bonus=welcome');
    expect(reduceModals(initialModalState, { type: 'showSignup' }).showAfterRedirect).toBeNull();
  });

  it('toggles flip one and hide the other', () => {
    const login = reduceModals(initialModalState, { type: 'toggleLogin' });
    expect(login).toMatchObject({ isLoginVisible: true, isSignupVisible: false });
    expect(reduceModals(login, { type: 'toggleLogin' }).isLoginVisible).toBe(false);
    expect(reduceModals(login, { type: 'toggleSignup' })).toMatchObject({ isLoginVisible: false, isSignupVisible: true });
  });

  it('close-all hides all three', () => {
    const everything = { ...initialModalState, isLoginVisible: true, isWarningVisible: true };
    expect(reduceModals(everything, { type: 'closeAll' })).toMatchObject({ isLoginVisible: false, isSignupVisible: false, isWarningVisible: false });
  });

  it('keeps the redirect through the way to an account, and forgets it when the player turns it down or it was used', () => {
    const warned = reduceModals(initialModalState, { type: 'showWarning', redirectTo: '/game/abc' });
    // Warning → sign up → success closes everything → login opens: still going to the game.
    const signup = reduceModals(reduceModals(warned, { type: 'hideWarning' }), { type: 'showSignup' });
    const login = reduceModals(reduceModals(signup, { type: 'closeAll' }), { type: 'showLogin' });
    expect(login.showAfterRedirect).toBe('/game/abc');
    expect(reduceModals(login, { type: 'forgetRedirect' })).toMatchObject({ isLoginVisible: true, showAfterRedirect: null });
    expect(reduceModals(warned, { type: 'dismiss' })).toEqual(initialModalState);
    expect(reduceModals(login, { type: 'dismiss' })).toEqual(initialModalState);
  });
});

describe('mode (spec §4)', () => {
  it('accepts only Casino or Sports and knows each home', () => {
    expect(isMode('Casino')).toBe(true);
    expect(isMode('Sports')).toBe(true);
    expect(isMode('casino')).toBe(false);
    expect(modeHomePath('Casino')).toBe('/');
    expect(modeHomePath('Sports')).toBe('/sports');
  });
});
