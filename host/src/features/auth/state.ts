import { atom } from '@palpite/shared';

/** The forgot-password modal is the host's own (the spec's modal state names only three). */
export const isForgotPasswordVisibleAtom = atom(false);

/** How long success screens stay before closing (spec §9: modal auto-close 3000 ms). */
export const SUCCESS_CLOSE_MS = 3000;
/** Signup success → login opens after the close plus this (spec §4, §9: reset delay 300 ms). */
export const LOGIN_AFTER_SIGNUP_DELAY_MS = 300;
