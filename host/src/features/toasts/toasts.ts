import type { PlatformEvents } from '@palpite/shared';

export type ToastRequest = PlatformEvents['toast'];

export interface Toast {
  /** React key: every toast shown is a new one, even with the same text. */
  key: number;
  /** The sender's id: a toast with the id of one still shown replaces it (a heart pressed twice). */
  id: string | null;
  tone: ToastRequest['tone'];
  message: string;
}

/** At most this many at once; the oldest leaves first. */
export const MAX_TOASTS = 3;
/** How long a toast stays (paused while the pointer or focus is on it). */
export const TOAST_MS = 5000;

/** The list after `toast` arrives: newest last, replacing one of the same id, at most MAX_TOASTS. Pure. */
export function withToast(list: readonly Toast[], toast: Toast): Toast[] {
  const others = toast.id === null ? list : list.filter((shown) => shown.id !== toast.id);
  return [...others, toast].slice(-MAX_TOASTS);
}
