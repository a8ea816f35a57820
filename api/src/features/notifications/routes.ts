import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Authenticator } from '../../auth/authenticator.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { parseInput } from '../../http/validate.ts';
import type { NotificationsService } from './service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const sendBody = z
  .object({
    user_id: z.number().int().positive().optional(),
    all: z.literal(true).optional(),
    title: z.string().trim().max(120).nullish(),
    message: z.string().trim().min(1).max(2000),
    translation_key: z.string().trim().max(120).optional(),
    translation_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    // Every message says whether it is marketing, which players on a break or self-excluded must not get.
    kind: z.enum(['service', 'marketing']),
  })
  .refine((body) => (body.user_id === undefined) !== (body.all === undefined), { message: 'send to one user_id or to all', path: ['user_id'] });
const announceBody = z.object({ message: z.string().trim().min(1).max(2000), is_active: z.boolean().default(true) });

export interface NotificationsRouteDeps {
  service: NotificationsService;
  authenticator: Authenticator;
  ops: OpsAccess;
  /** Told after an announcement changes (publishes `announcement` on public:general). */
  onAnnouncement: () => Promise<void>;
}

/** Spec §7 notification and announcement calls, plus the ops calls that feed them. */
export function notificationsRoutes(app: FastifyInstance, deps: NotificationsRouteDeps): void {
  const { service, authenticator } = deps;

  app.get('/user/notifications', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.list(user.id);
  });

  app.delete('/user/notifications/clear', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { success: true, ...(await service.clear(user.id)) };
  });

  app.post('/user/notifications/mark-all-read', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { success: true, ...(await service.markAllRead(user.id)) };
  });

  /** The spec leaves the mark-one-read path open; this is ours. */
  app.post('/user/notifications/:id/read', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { notification: await service.markRead(user.id, BigInt(parseInput(idParams, request.params).id)) };
  });

  app.get('/announcement', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return service.announcement();
  });

  app.post('/ops/notifications', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const body = parseInput(sendBody, request.body);
    const recipients = body.all ? 'all' : BigInt(body.user_id!);
    return service.send(
      recipients,
      {
        title: body.title ?? null,
        message: body.message,
        translationKey: body.translation_key ?? 'notifications.default',
        translationParams: body.translation_params ?? {},
      },
      body.kind,
      actor,
    );
  });

  app.post('/ops/announcements', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const body = parseInput(announceBody, request.body);
    const announcement = await service.announce(body.message, body.is_active, actor);
    await deps.onAnnouncement();
    return announcement;
  });
}
