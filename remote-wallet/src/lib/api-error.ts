import { isHTTPError } from '@palpite/shared';

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
