import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { parseInput } from '../../http/validate.ts';
import { readOutbox } from '../../mail/mailer.ts';

const query = z.object({ to: z.string().trim().max(254).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) });

/** The embedded mail outbox (no SMTP configured): newest first, for developers and tests. */
export function mailRoutes(app: FastifyInstance, deps: { db: Database; ops: OpsAccess }): void {
  app.get('/ops/mail-outbox', async (request) => {
    requireOps(request, deps.ops);
    const { to, limit } = parseInput(query, request.query);
    return { mails: await readOutbox(deps.db, to, limit) };
  });
}
