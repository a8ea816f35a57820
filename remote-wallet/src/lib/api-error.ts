import { apiErrorText, isHTTPError, type ApiErrorView } from '@palpite/shared';
import type { Translate } from './payment-methods.ts';

/**
 * The `details` of a failed call's answer (`{ success: false, message_key, message, details? }`):
 * the facts the SDK's `readApiError` leaves out (a withdrawal's refusals, the bonus it would
 * forfeit). Null for a failure without them.
 */
export function errorDetailsOf(error: unknown): Record<string, unknown> | null {
  if (!isHTTPError(error)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('details' in data)) return null;
  const { details } = data;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : null;
}

/**
 * What to say about a failed call: the server's reason, else the `common` text for its kind of
 * failure (no connection, something went wrong). Call it while drawing, with the failure's view
 * kept in state: a language picked after the failure showed turns the text too.
 */
export function failureText(view: ApiErrorView, t: Translate): string {
  return apiErrorText(view, t) ?? t(view.fallbackKey, { ns: 'common' });
}
