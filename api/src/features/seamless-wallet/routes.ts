/**
 * - POST /seamless/:provider/:action and /seamless/:provider/freespins/(create|cancel) — the
 *   provider's signed calls (raw JSON body: the signature covers the exact bytes). Answers as in
 *   protocol.ts; 429 with Retry-After past the provider's calls in flight, or for an address past
 *   its unauthenticated ones.
 * - POST /games/:uuid/launch { mode? } (player) → { launch_url, token, expires_at, provider, mode }
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { limitProviderCalls } from '../../http/provider-call-limits.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { SEAMLESS_SIGNATURE_HEADER } from './protocol.ts';
import * as repo from './repo.ts';
import type { HttpAnswer, SeamlessService } from './service.ts';

const providerParams = z.object({
  provider: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60),
  action: z.string().max(40),
});

/**
 * Unauthenticated calls (no such provider or action, a signature missing, wrong or too old) one
 * address may send in a sliding minute. A provider's own are rare (a secret rotated on one side
 * only), so past this the address is probing: it is refused at once, before its body is read.
 */
export const SEAMLESS_REFUSALS_PER_ADDRESS: RateRule = { name: 'seamless.callRefusals', limit: 30, windowMs: 60_000 };

/** 404 and 401 say the caller is none of our providers; a signed call with a bad body is the provider's bug. */
const isUnauthenticated = (answer: HttpAnswer) => answer.status === 404 || answer.status === 401;

const unknownProviderOrAction: HttpAnswer = { status: 404, body: { status: 'ERROR', code: 'INVALID_REQUEST', reason: 'unknown_provider_or_action' } };

export interface SeamlessCallRoutesDeps {
  service: SeamlessService;
  limiter: RateLimiter;
  /** Authenticated calls of one provider worked on at once (each holds a database connection). */
  inFlightPerProvider: number;
}

export async function seamlessCallRoutes(app: FastifyInstance, deps: SeamlessCallRoutesDeps): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const limits = limitProviderCalls(app, {
    limiter: deps.limiter,
    refusalsPerAddress: SEAMLESS_REFUSALS_PER_ADDRESS,
    inFlightPerProvider: deps.inFlightPerProvider,
    inFlightMessage: 'too many calls of this provider in flight',
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, actionOf: (action: string) => string) {
    const parsed = providerParams.safeParse(request.params);
    const signature = request.headers[SEAMLESS_SIGNATURE_HEADER];
    const read = parsed.success
      ? await deps.service.readCall(
          parsed.data.provider,
          actionOf(parsed.data.action),
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        )
      : { ok: false as const, answer: unknownProviderOrAction };
    if (!read.ok) {
      if (isUnauthenticated(read.answer)) await limits.refused(request);
      return reply.code(read.answer.status).send(read.answer.body);
    }
    // Only authenticated calls take a place: forged ones never open a transaction.
    const done = await limits.inFlight(read.call.provider, () => deps.service.perform(read.call));
    return reply.code(done.status).send(done.body);
  }

  app.post('/seamless/:provider/:action', async (request, reply) => answer(request, reply, (action) => action));
  app.post('/seamless/:provider/freespins/:action', async (request, reply) => answer(request, reply, (action) => `freespins/${action}`));
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
