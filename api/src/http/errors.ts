/**
 * Errors are part of each operation's contract. A service throws an `AppError` naming the
 * translatable message key; one handler turns it into the HTTP answer. Anything else is a bug:
 * logged in full, answered with a generic key and never with internals.
 */
export interface AppErrorOptions {
  status: number;
  /** Translatable key, e.g. `registry.versionConflict`. */
  key: string;
  /** English text for logs, tools and API clients without translations. */
  message: string;
  /** Field errors, first message shown under the field (spec §7: errors.{field}[0]). */
  fieldErrors?: Record<string, string[]>;
  /** Extra, safe-to-show facts (e.g. the current revision). */
  details?: Record<string, unknown>;
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(options: AppErrorOptions) {
    super(options.message);
    this.name = 'AppError';
    this.status = options.status;
    this.key = options.key;
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
    this.params = options.params;
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

export function errorBody(error: AppError): ErrorBody {
  return {
    success: false,
    message_key: error.key,
    message: error.message,
    ...(error.params ? { translation_params: error.params } : {}),
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}
