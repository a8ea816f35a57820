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
