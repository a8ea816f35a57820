import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

export interface ApiErrorView {
  /** The server's message, already translated by Accept-Language; null when it gave none. */
  message: string | null;
  /** The `common` key to show when the server gave no text. */
  fallbackKey: string;
  /** First message per field (spec §7: errors.{field}[0]), already translated by the server. */
  fieldErrors: Record<string, string>;
  status: number | null;
}

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
}

/**
 * What a failed call means for a form: a message and the first error under each field. The API
 * answers errors as `{ success: false, message_key, message, errors?: { field: [message] } }`.
 */
export function readApiError(error: unknown, fallbackKey = 'unexpectedError'): ApiErrorView {
  if (isHTTPError(error)) {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as ErrorBody;
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(body.errors ?? {})) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') fieldErrors[field] = messages[0];
    }
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
    return { message, fallbackKey, fieldErrors, status: error.response.status };
  }
  // No answer at all: ky's NetworkError (fetch's TypeError underneath, which a runtime ky does not
  // recognise passes through as it is), or its timeout.
  if (isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError)
    return { message: null, fallbackKey: 'networkError', fieldErrors: {}, status: null };
  return { message: null, fallbackKey, fieldErrors: {}, status: null };
}
