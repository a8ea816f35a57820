/**
 * - POST /seamless/:provider/:action and /seamless/:provider/freespins/(create|cancel) — the
 *   provider's signed calls (raw JSON body: the signature covers the exact bytes). Answers as in
 *   protocol.ts.
 * - POST /games/:uuid/launch { mode? } (player) → { launch_url, token, expires_at, provider, mode }
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { SEAMLESS_SIGNATURE_HEADER } from './protocol.ts';
import * as repo from './repo.ts';
import type { SeamlessService } from './service.ts';

const providerParams = z.object({
  provider: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60),
  action: z.string().max(40),
});

export async function seamlessCallRoutes(app: FastifyInstance, deps: { service: SeamlessService }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  const handle = async (provider: string, action: string, rawBody: unknown, signature: unknown) =>
    deps.service.handle(provider, action, typeof rawBody === 'string' ? rawBody : '', typeof signature === 'string' ? signature : undefined);

  app.post('/seamless/:provider/:action', async (request, reply) => {
    const parsed = providerParams.safeParse(request.params);
    if (!parsed.success) return reply.code(404).send({ status: 'ERROR', code: 'INVALID_REQUEST', reason: 'unknown_provider_or_action' });
    const answer = await handle(parsed.data.provider, parsed.data.action, request.body, request.headers[SEAMLESS_SIGNATURE_HEADER]);
    return reply.code(answer.status).send(answer.body);
  });

  app.post('/seamless/:provider/freespins/:action', async (request, reply) => {
    const parsed = providerParams.safeParse(request.params);
    if (!parsed.success) return reply.code(404).send({ status: 'ERROR', code: 'INVALID_REQUEST', reason: 'unknown_provider_or_action' });
    const answer = await handle(parsed.data.provider, `freespins/${parsed.data.action}`, request.body, request.headers[SEAMLESS_SIGNATURE_HEADER]);
    return reply.code(answer.status).send(answer.body);
  });
}

export function launchRoutes(
  app: FastifyInstance,
  deps: {
    service: SeamlessService;
    db: Queryable;
    authenticator: Authenticator;
    launchUrl: (provider: string, token: string, language: string) => string | null;
  },
): void {
  app.post('/games/:uuid/launch', async (request) => {
    const { user } = await deps.authenticator.requireUser(request);
    const { uuid } = parseInput(z.object({ uuid: z.string().min(1).max(80) }), request.params);
    const { mode } = parseInput(
      z
        .object({ mode: z.enum(['real', 'demo'], { error: 'casino.errors.modeInvalid' }).default('real') })
        .nullish()
        .transform((body) => body ?? { mode: 'real' as const }),
      request.body ?? null,
    );
    const game = await repo.gameForLaunch(deps.db, uuid);
    if (!game) throw new AppError({ status: 404, key: 'casino.errors.gameNotFound', message: 'no such game' });
    if (game.play_style !== 'external')
      throw new AppError({ status: 409, key: 'casino.errors.notExternal', message: 'this game is not launched at a provider' });
    if (mode === 'demo' ? !game.demo_available : !game.real_available) {
      throw new AppError({
        status: 403,
        key: mode === 'demo' ? 'casino.errors.demoUnavailable' : 'casino.errors.realUnavailable',
        message: `${mode} play is not available`,
      });
    }
    const token = randomBytes(32).toString('base64url');
    const url = deps.launchUrl(game.provider_slug, token, requestLanguage(request));
    if (!url) throw new AppError({ status: 503, key: 'casino.errors.launchUnavailable', message: `no launch URL for ${game.provider_slug}` });
    const expiresAt = await deps.service.createLaunchToken({ userId: user.id, gameUuid: game.uuid, provider: game.provider_slug, mode, token });
    return { launch_url: url, token, expires_at: expiresAt.toISOString(), provider: game.provider_slug, game_uuid: game.uuid, mode };
  });
}
