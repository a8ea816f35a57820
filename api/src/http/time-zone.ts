/**
 * Whose calendar a date filter counts in. The screens show dates in the device's time zone, so a
 * player's "1 December" is the device's day: the SDK's client names that zone on every request in
 * `X-Time-Zone` (an IANA name such as `Pacific/Kiritimati`). A request without one, or with
 * anything that is not a zone this runtime knows, counts in Brazil's time as before: the header
 * only ever chooses a calendar, it never fails a request.
 *
 * Money rules (withdrawal weeks and months, limits, compliance periods) do not use this: they stay
 * in Brazil's time whatever the device says.
 */
import type { FastifyRequest } from 'fastify';
import { BRAZIL_TIME_ZONE } from '@palpite/shared/contract';

export const TIME_ZONE_HEADER = 'x-time-zone';

/** The longest IANA name is 30 characters; anything far past that is not a zone. */
const MAX_TIME_ZONE_LENGTH = 64;
/** IANA names are letters, digits, `_`, `-`, `+` and `/`; checked before Intl sees the text. */
const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * The IANA zone `value` names, canonical as Intl spells it (`asia/kolkata` → `Asia/Calcutta`), or
 * null when it is not one.
 */
export function knownTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TIME_ZONE_LENGTH || !TIME_ZONE_SHAPE.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The viewer's time zone from `X-Time-Zone`, else Brazil's. */
export function viewerTimeZone(request: Pick<FastifyRequest, 'headers'>): string {
  return knownTimeZone(request.headers[TIME_ZONE_HEADER]) ?? BRAZIL_TIME_ZONE;
}
