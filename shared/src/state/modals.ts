/**
 * Modal state (spec §3 "Modal state", §4 "Modals"): showing login hides signup and the reverse,
 * toggles flip one and hide the other, close-all hides all three.
 *
 * `showAfterRedirect` lives only as long as the player's way to an account: it is used once after
 * login (`forgetRedirect`), and forgotten when they turn the offer down (`dismiss`) or go elsewhere,
 * so a later login from the top bar does not pull them back to a page they passed on.
 */
import { atom } from 'jotai/vanilla';

export interface ModalState {
  isLoginVisible: boolean;
  isSignupVisible: boolean;
  isWarningVisible: boolean;
  /** Path the player wanted before the warning modal stopped them; reopened after login. */
  showAfterRedirect: string | null;
}

export type ModalAction =
  | { type: 'showLogin' }
  /** `redirectTo`: where to take the player once they have signed up and logged in (as the warning's). */
  | { type: 'showSignup'; redirectTo?: string }
  | { type: 'toggleLogin' }
  | { type: 'toggleSignup' }
  | { type: 'showWarning'; redirectTo?: string }
  | { type: 'hideWarning' }
  | { type: 'closeAll' }
  /** The player closed the warning, login or sign-up before logging in: hide all three, forget the redirect. */
  | { type: 'dismiss' }
  /** The redirect was used (or the session ended). */
  | { type: 'forgetRedirect' };

export const initialModalState: ModalState = {
  isLoginVisible: false,
  isSignupVisible: false,
  isWarningVisible: false,
  showAfterRedirect: null,
};

export function reduceModals(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'showLogin':
      return { ...state, isLoginVisible: true, isSignupVisible: false };
    case 'showSignup':
      return { ...state, isSignupVisible: true, isLoginVisible: false, showAfterRedirect: action.redirectTo ?? state.showAfterRedirect };
    case 'toggleLogin':
      return { ...state, isLoginVisible: !state.isLoginVisible, isSignupVisible: false };
    case 'toggleSignup':
      return { ...state, isSignupVisible: !state.isSignupVisible, isLoginVisible: false };
    case 'showWarning':
      return { ...state, isWarningVisible: true, showAfterRedirect: action.redirectTo ?? state.showAfterRedirect };
    case 'hideWarning':
      return { ...state, isWarningVisible: false };
    case 'closeAll':
      return { ...state, isLoginVisible: false, isSignupVisible: false, isWarningVisible: false };
    case 'dismiss':
      return { ...state, isLoginVisible: false, isSignupVisible: false, isWarningVisible: false, showAfterRedirect: null };
    case 'forgetRedirect':
      return { ...state, showAfterRedirect: null };
  }
}

const modalStateAtom = atom<ModalState>(initialModalState);

/** Read the modal state; dispatch a `ModalAction` to change it. */
export const modalsAtom = atom(
  (get) => get(modalStateAtom),
  (get, set, action: ModalAction) => set(modalStateAtom, reduceModals(get(modalStateAtom), action)),
);
