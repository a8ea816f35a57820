import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

/** Values for a message's placeholders, as the API sends them (`translation_params`). */
export type TextParams = Record<string, string | number>;

export interface ApiErrorView {
  /** The server's message, already translated by Accept-Language; null when it gave no words (it may still give their key). */
  message: string | null;
  /**
   * The `common` key `message` was made from (`message_key`) and its placeholder values: what to
   * translate as the text is drawn, so that a language picked after the error showed turns it too.
   */
  messageKey: string | null;
  params: TextParams;
  /** The `common` key to show when the server gave no text. */
  fallbackKey: string;
  /** First message per field (spec §7: errors.{field}[0]), already translated by the server. */
  fieldErrors: Record<string, string>;
  status: number | null;
}

interface ErrorBody {
  message?: unknown;
  message_key?: unknown;
  translation_params?: unknown;
  errors?: Record<string, unknown>;
}

function paramsOf(value: unknown): TextParams {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])));
}

/**
 * What a failed call means for a form: a message and the first error under each field. The API
 * answers errors as `{ success: false, message_key, message, translation_params?, errors?: { field: [message] } }`.
 */
export function readApiError(error: unknown, fallbackKey = 'unexpectedError'): ApiErrorView {
  if (isHTTPError(error)) {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as ErrorBody;
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(body.errors ?? {})) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') fieldErrors[field] = messages[0];
    }
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
    const messageKey = typeof body.message_key === 'string' && body.message_key ? body.message_key : null;
    return { message, messageKey, params: paramsOf(body.translation_params), fallbackKey, fieldErrors, status: error.response.status };
  }
  // No answer at all: ky's NetworkError (fetch's TypeError underneath, which a runtime ky does not
  // recognise passes through as it is), or its timeout.
  if (isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError)
    return { message: null, messageKey: null, params: {}, fallbackKey: 'networkError', fieldErrors: {}, status: null };
  return { message: null, messageKey: null, params: {}, fallbackKey, fieldErrors: {}, status: null };
}
