import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Authenticator } from '../../auth/authenticator.ts';
import { recordForceLogout } from '../../auth/account-events.ts';
import { endSession, endSessionsOf, listOpenSessions } from '../../auth/sessions.ts';
import { AppError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { successNotice } from '../../i18n/messages.ts';

const sessionParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/**
 * A success notice as an error answer has it: its `common` key besides its text in the request's
 * language, so the page can say it again in a language picked after it.
 */
function notice(key: string, request: FastifyRequest) {
  return successNotice(key, requestLanguage(request));
}

/** Active sessions: list them, end one, end all the others (the ended ones are forced out). */
export function sessionsRoutes(app: FastifyInstance, deps: { db: Database; authenticator: Authenticator; now: () => Date }): void {
  const { db, authenticator, now } = deps;

  app.get('/user/sessions', async (request) => {
    const { user, session: current } = await authenticator.requireUser(request);
    // One idle past the limit, or older than the longest a session lives, is over already (it ends on its next use): not listed.
    const sessions = await listOpenSessions(db, user.id, {
      activeSince: new Date(now().getTime() - authenticator.idleLimitMs),
      createdSince: new Date(now().getTime() - authenticator.maxAgeMs),
    });
    return {
      sessions: sessions.map((session) => ({
        id: Number(session.id),
        device: session.device,
        browser: session.browser,
        os: session.os,
        ip: session.ip,
        created_at: session.created_at.toISOString(),
        last_active_at: session.last_active_at.toISOString(),
        current: session.id === current.id,
      })),
    };
  });

  app.delete('/user/sessions/:id', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const sessionId = BigInt(parseInput(sessionParams, request.params, 'auth.sessionNotFound').id);
    const ended = await db.transaction(async (tx) => {
      // Scoped to the caller: another player's session id simply is not found.
      if (!(await endSession(tx, sessionId, user.id, 'ended_by_player', now()))) return false;
      await recordForceLogout(tx, user.id, 'session_ended', [sessionId]);
      return true;
    });
    if (!ended) throw new AppError({ status: 404, key: 'auth.sessionNotFound', message: 'no such open session' });
    return { success: true, ...notice('auth.sessionEnded', request) };
  });

  app.post('/user/sessions/end-others', async (request) => {
    const { user, session } = await authenticator.requireUser(request);
    const ended = await db.transaction(async (tx) => {
      const ids = await endSessionsOf(tx, user.id, 'ended_by_player', now(), session.id);
      if (ids.length > 0) await recordForceLogout(tx, user.id, 'session_ended', ids);
      return ids;
    });
    return { success: true, ended: ended.length, ...notice('auth.otherSessionsEnded', request) };
  });
}
