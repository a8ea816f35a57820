import { isHTTPError, isTimeoutError } from '@palpite/shared';

export interface ApiErrorView {
  /** Text for the form's alert: the server's translated message or a fallback key's text. */
  message: string | null;
  /** Fallback message key when the server gave no text. */
  fallbackKey: string;
  /** First message per field (spec §7: errors.{field}[0]). */
  fieldErrors: Record<string, string>;
  status: number | null;
}

interface ErrorBody {
  message?: unknown;
  message_key?: unknown;
  errors?: Record<string, unknown>;
}

/** What a failed call means for a form: a message and the first error under each field. */
export function readApiError(error: unknown, fallbackKey = 'unexpectedError'): ApiErrorView {
  if (isHTTPError(error)) {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as ErrorBody;
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(body.errors ?? {})) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') fieldErrors[field] = messages[0];
    }
    return { message: typeof body.message === 'string' ? body.message : null, fallbackKey, fieldErrors, status: error.response.status };
  }
  if (isTimeoutError(error) || error instanceof TypeError) return { message: null, fallbackKey: 'networkError', fieldErrors: {}, status: null };
  return { message: null, fallbackKey, fieldErrors: {}, status: null };
}
