/**
 * Whether a login comes from a device the account has not been used from, so its owner is told
 * (a stolen password shows up as a login from somewhere new). Familiar: the browser holds a valid
 * device token of the account, or an earlier session had the same browser, system and address
 * (a new password voids device tokens; the browser it was changed on must not read as new). The
 * account's first session, right after sign-up, is no news to anyone.
 */
import type { Queryable } from '../db/database.ts';

export async function isUnfamiliarDevice(
  db: Queryable,
  userId: bigint,
  login: { deviceSignature: string; ip: string; knownDeviceId: string | null },
): Promise<boolean> {
  if (login.knownDeviceId !== null) return false;
  // Two probes of sessions_user_device_idx (migration 033): each stops at its first row.
  const seen = await db.query<{ any_session: boolean; this_device: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1) AS any_session,
            EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND device_signature = $2 AND ip = $3) AS this_device`,
    [userId, login.deviceSignature, login.ip],
  );
  const row = seen.rows[0];
  return row !== undefined && row.any_session && !row.this_device;
}
