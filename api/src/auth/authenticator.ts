/**
 * Who is calling: the Bearer token's open session and its player. A session answers only to
 * the device it was issued to: a token presented from another device (browser, system or
 * device type) ends that session and records a forced logout. Ending a session takes effect on
 * the very next request because every request reads the session row.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { parseUserAgent } from '../domain/identity/user-agent.ts';
import { hashToken } from '../crypto/tokens.ts';
import { AppError, unauthenticated } from '../http/errors.ts';
import { bearerToken, userAgentOf } from '../http/request-context.ts';
import { recordForceLogout } from './account-events.ts';
import {
  endSession,
  findOpenSessionWithUser,
  isTokenOfBannedAccount,
  noSessionTokens,
  touchSession,
  type RevokeSessionTokens,
  type SessionRow,
} from './sessions.ts';
import type { UserRow } from './users.ts';

/** Sessions idle longer than this end on their next use. */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * However active, a session ends this long after its login: a token copied from a device (a shared
 * computer, a backup, malware) stops working on its own instead of living as long as it is used.
 */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** last_active_at is written at most this often, so reads stay cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const banned = () => new AppError({ status: 401, key: 'auth.banned', message: 'account banned' });

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

export interface AuthenticatorDeps {
  db: Database;
  now: () => Date;
  sessionIdleLimitMs?: number;
  sessionMaxAgeMs?: number;
  /** Revokes the realtime tokens of a session this ends (expired, or used from another device). */
  revokeSessionTokens?: RevokeSessionTokens;
}

export function createAuthenticator(deps: AuthenticatorDeps) {
  const idleLimitMs = deps.sessionIdleLimitMs ?? SESSION_IDLE_LIMIT_MS;
  const maxAgeMs = deps.sessionMaxAgeMs ?? SESSION_MAX_AGE_MS;
  const revokeSessionTokens = deps.revokeSessionTokens ?? noSessionTokens;

  /** `touch: false`: the request checks the session without counting as the player's activity. */
  async function authenticate(request: FastifyRequest, options: { touch?: boolean } = {}): Promise<Authenticated | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const found = await findOpenSessionWithUser(deps.db, hashToken(token));
    if (!found) return null;
    const { session, user } = found;
    const now = deps.now();

    if (now.getTime() - session.last_active_at.getTime() > idleLimitMs || now.getTime() - session.created_at.getTime() > maxAgeMs) {
      if (await endSession(deps.db, session.id, session.user_id, 'expired', now)) await revokeSessionTokens([session.id]);
      return null;
    }
    if (parseUserAgent(userAgentOf(request)).signature !== session.device_signature) {
      // Its tokens are revoked once the force-logout is out (the notifier's relay): the page hears why first.
      await deps.db.transaction(async (tx) => {
        if (await endSession(tx, session.id, session.user_id, 'other_device', now)) await recordForceLogout(tx, session.user_id, 'other_device', [session.id]);
      });
      request.log.warn({ userId: String(session.user_id), sessionId: String(session.id) }, 'session token used from another device: session ended');
      return null;
    }
    if (user.banned_at !== null || user.closed_at !== null) return null;
    if (options.touch !== false && now.getTime() - session.last_active_at.getTime() > TOUCH_INTERVAL_MS) await touchSession(deps.db, session.id, now);
    return { user, session };
  }

  return {
    authenticate,
    /** How long a session may stay unused before it ends (30 days; 30 minutes under the br profile). */
    idleLimitMs,
    /** How long after its login a session ends, however active (90 days). */
    maxAgeMs,
    /**
     * The caller, or a 401: `auth.banned` for a token of an account banned now (the page shows the
     * banned notice, even when the ban came while it was closed), else `auth.unauthenticated`.
     */
    async requireUser(request: FastifyRequest, options: { touch?: boolean } = {}): Promise<Authenticated> {
      const auth = await authenticate(request, options);
      if (auth) return auth;
      const token = bearerToken(request);
      if (token && (await isTokenOfBannedAccount(deps.db, hashToken(token)))) throw banned();
      throw unauthenticated();
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
