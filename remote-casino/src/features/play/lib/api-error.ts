/** A failed casino call's answer read for what it means to play (its text for the player is the SDK's `failedCallText`). */
import { isHTTPError } from '@palpite/shared';

export interface ApiErrorBody {
  message_key?: string;
  message?: string;
  translation_params?: Record<string, string | number>;
  details?: Record<string, unknown>;
}

/** The body of a failed call (ky reads it into `error.data`), or null for a failure without one. */
export function errorBodyOf(error: unknown): ApiErrorBody | null {
  if (!isHTTPError(error)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : null;
}

export function errorKeyOf(error: unknown): string | null {
  const key = errorBodyOf(error)?.message_key;
  return typeof key === 'string' ? key : null;
}

/** The server refused a real-money stake over the balance (a short demo balance has its own key: it is reset, not topped up). */
export function isBalanceShort(error: unknown): boolean {
  return errorKeyOf(error) === 'casino.errors.insufficientBalance';
}
