/**
 * Modal state (spec §3 "Modal state", §4 "Modals"): showing login hides signup and the reverse,
 * toggles flip one and hide the other, close-all hides all three.
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
  | { type: 'closeAll' };

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
  }
}

const modalStateAtom = atom<ModalState>(initialModalState);

/** Read the modal state; dispatch a `ModalAction` to change it. */
export const modalsAtom = atom(
  (get) => get(modalStateAtom),
  (get, set, action: ModalAction) => set(modalStateAtom, reduceModals(get(modalStateAtom), action)),
);
