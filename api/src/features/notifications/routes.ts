import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { I18NEXT_OPTION_NAMES, isNotificationTextKey, isPrintable } from '@palpite/shared/contract';
import type { Authenticator } from '../../auth/authenticator.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { pageSize, parseInput, positiveId } from '../../http/validate.ts';
import { decodeNotificationsCursor, NOTIFICATIONS_PAGE_SIZE, type NotificationsService } from './service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** `?cursor=` is the previous page's `next_cursor`, as it was given; anything else is a 400, never a server error. */
const listQuery = z.object({
  limit: pageSize(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE),
  cursor: z
    .string()
    .transform((cursor, context) => {
      const position = decodeNotificationsCursor(cursor);
      if (position === null) context.addIssue({ code: 'custom', message: 'validation.fieldInvalid', input: cursor });
      return position ?? z.NEVER;
    })
    .optional(),
});

/**
 * What to mark read: `ids` (at most 100: the ones a player opened), or `up_to_id` (every unread one
 * up to the newest the bell showed, so one that arrived since the bell read its list stays unread),
 * not both; without either every unread one, as the spec's call without parameters always did.
 */
const MAX_IDS_MARKED_AT_ONCE = 100;
const markReadBody = z
  .object({
    ids: z.array(positiveId('validation.fieldInvalid')).max(MAX_IDS_MARKED_AT_ONCE, 'validation.fieldInvalid').optional(),
    up_to_id: positiveId('validation.fieldInvalid').optional(),
  })
  .refine((body) => body.ids === undefined || body.up_to_id === undefined, { message: 'validation.fieldInvalid', path: ['up_to_id'] });

/**
 * What ops write is shown to players as it is: a direction override in it would turn the text
 * around it (an amount, a name) on their screen. A message may run over several lines (the
 * notification and announcement dialogs keep its line breaks); no other control character is taken.
 */
const isPrintableParagraph = (text: string) => isPrintable(text.replace(/[\r\n]/g, ''));
const oneLine = (maxLength: number) => z.string().trim().max(maxLength).refine(isPrintable, 'validation.fieldInvalid');
const paragraph = z.string().trim().min(1).max(2000).refine(isPrintableParagraph, 'validation.fieldInvalid');

/**
 * The bell shows the catalogue's text for the key when there is one: ops may name only a message of
 * the notifications section (or a key of their own there, shown as their `message`), never
 * another section's ("auth.banned" read "Your account has been banned."), nor its titles.
 */
const notificationKey = z.string().trim().max(120, 'validation.fieldInvalid').refine(isNotificationTextKey, 'validation.fieldInvalid');

/**
 * Ops fill a text's parameters; they do not steer it: no i18next option, nor `context` or `count`
 * (no notification text has variants an ops message could mean).
 */
const REFUSED_PARAM_NAMES: ReadonlySet<string> = new Set([...I18NEXT_OPTION_NAMES, 'context', 'count']);
const paramName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.fieldInvalid')
  .refine((name) => !REFUSED_PARAM_NAMES.has(name), 'validation.fieldInvalid');
const paramValue = z.union([z.string().max(500).refine(isPrintable, 'validation.fieldInvalid'), z.number()]);

const sendBody = z
  .object({
    user_id: z.number().int().positive().optional(),
    all: z.literal(true).optional(),
    title: oneLine(120).nullish(),
    message: paragraph,
    translation_key: notificationKey.optional(),
    translation_params: z.record(paramName, paramValue).optional(),
    // Every message says whether it is marketing, which players on a break or self-excluded must not get.
    kind: z.enum(['service', 'marketing']),
  })
  .refine((body) => (body.user_id === undefined) !== (body.all === undefined), { message: 'send to one user_id or to all', path: ['user_id'] });
const announceBody = z.object({ message: paragraph, is_active: z.boolean().default(true) });

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

  /** ?cursor= (the previous page's next_cursor) &limit= (at most 50): newest first, with unread_count and next_cursor. */
  app.get('/user/notifications', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.list(user.id, parseInput(listQuery, request.query));
  });

  app.delete('/user/notifications/clear', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { success: true, ...(await service.clear(user.id)) };
  });

  /** Body `{ ids }` or `{ up_to_id }` (optional): marks only those; answers how many it marked and how many stay unread. */
  app.post('/user/notifications/mark-all-read', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const body = parseInput(markReadBody, request.body);
    const only = body.ids ? { ids: body.ids.map((id) => BigInt(id)) } : body.up_to_id ? { upToId: BigInt(body.up_to_id) } : {};
    return { success: true, ...(await service.markAllRead(user.id, only)) };
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
