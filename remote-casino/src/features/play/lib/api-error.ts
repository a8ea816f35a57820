/** What a failed casino call tells the player: the `common` catalogue's text for its `message_key`. */
import { isHTTPError, isNetworkError, isTimeoutError } from '@palpite/shared';

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

type Translate = (key: string, options: Record<string, unknown>) => string;
type HasKey = (key: string) => boolean;

/**
 * The message to show for `error`: the key translated with its parameters when the catalogue has
 * it (the player's language, spec §8), else the server's own text, else a generic one.
 */
export function errorMessage(error: unknown, t: Translate, hasKey: HasKey): string {
  const body = errorBodyOf(error);
  if (body?.message_key && hasKey(body.message_key)) return t(body.message_key, { ns: 'common', ...(body.translation_params ?? {}) });
  if (body?.message) return body.message;
  if (isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError) return t('networkError', { ns: 'common' });
  return t('unexpectedError', { ns: 'common' });
}
