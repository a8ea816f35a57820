import { isHTTPError } from '@palpite/shared';

/** The API's error answer: `{ success: false, message_key, message, errors?, details? }`. */
export interface ApiErrorBody {
  message_key?: string;
  message?: string;
  translation_params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  details?: Record<string, unknown>;
}

/** The body of a failed call (ky reads it into `error.data`), or null for a failure without one. */
export function errorBodyOf(error: unknown): ApiErrorBody | null {
  if (!isHTTPError(error)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : null;
}

/** The `message_key` of a failed call (`payments.emailNotVerified`…), or null. */
export function errorKeyOf(error: unknown): string | null {
  const key = errorBodyOf(error)?.message_key;
  return typeof key === 'string' ? key : null;
}

export function statusOf(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}
