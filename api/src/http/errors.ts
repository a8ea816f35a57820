/**
 * Errors are part of each operation's contract. A service throws an `AppError` naming the
 * translatable message key; one handler turns it into the HTTP answer in the player's language.
 * Anything else is a bug: logged in full, answered with a generic key and never with internals.
 */
import { BRAZIL_TIME_ZONE } from '@palpite/shared/contract';
import { hasMessage, translate, type Language } from '../i18n/messages.ts';

export interface AppErrorOptions {
  status: number;
  /** Translatable key of the `common` catalogue, e.g. `auth.invalidCredentials`. */
  key: string;
  /** English text for logs and tools; the answer carries the translated text when the key has one. */
  message: string;
  /** Field errors as message keys (or plain texts); the first is shown under the field (spec §7). */
  fieldErrors?: Record<string, string[]>;
  /** Extra, safe-to-show facts (e.g. the current revision). */
  details?: Record<string, unknown>;
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>;
  /** Placeholder values that read differently by language and time zone (an instant), over `params`. */
  localParams?: (language: Language, timeZone: string) => Record<string, string | number>;
  /** Seconds until the client may retry (429, 503): sent as Retry-After. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly localParams: ((language: Language, timeZone: string) => Record<string, string | number>) | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(options: AppErrorOptions) {
    super(options.message);
    this.name = 'AppError';
    this.status = options.status;
    this.key = options.key;
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
    this.params = options.params;
    this.localParams = options.localParams;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export interface ErrorBody {
  success: false;
  message_key: string;
  message: string;
  translation_params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  details?: Record<string, unknown>;
}

function localise(textOrKey: string, language: Language, params?: Record<string, string | number>): string {
  return hasMessage(textOrKey) ? (translate(textOrKey, language, params) ?? textOrKey) : textOrKey;
}

/** The answer for `error`, in `language`; an instant it names is in `timeZone` (the viewer's, else Brazil's). */
export function errorBody(error: AppError, language: Language, timeZone: string = BRAZIL_TIME_ZONE): ErrorBody {
  const params = error.localParams ? { ...error.params, ...error.localParams(language, timeZone) } : error.params;
  return {
    success: false,
    message_key: error.key,
    message: translate(error.key, language, params) ?? error.message,
    ...(params ? { translation_params: params } : {}),
    ...(error.fieldErrors
      ? {
          errors: Object.fromEntries(
            // A field's message may repeat the error's own key: it takes the same placeholder values.
            // Each text once per field, however many checks gave it.
            Object.entries(error.fieldErrors).map(([field, messages]) => [field, [...new Set(messages.map((message) => localise(message, language, params)))]]),
          ),
        }
      : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}

/** The answer to a path nobody serves, in the caller's language. */
export function notFoundBody(language: Language): ErrorBody {
  return errorBody(new AppError({ status: 404, key: 'http.notFound', message: 'not found' }), language);
}

/** Shorthands for the errors every feature uses. */
export const unauthenticated = () => new AppError({ status: 401, key: 'auth.unauthenticated', message: 'authentication required' });
export const notFound = (key = 'http.notFound', message = 'not found') => new AppError({ status: 404, key, message });

/** The wait a 503 asks for: a used-up connection pool frees within seconds. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Nothing was done and the same request may be sent again later (the database could not be reached in time). */
export const serviceUnavailable = (message: string) =>
  new AppError({
    status: 503,
    key: 'http.serviceUnavailable',
    message,
    retryAfterSeconds: SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
    details: { retry_after_seconds: SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS },
  });
