/**
 * The wallet's deposit endpoints (player's Bearer token) and the providers' notification endpoint.
 *
 * - GET  /wallet/deposit-methods → { methods: [{ method, min, max, processing, enabled, assets? }] }
 * - POST /wallet/deposits { method, amount, …method fields } → 201 { deposit }
 * - GET  /wallet/deposits?limit= → { deposits } (newest first, without instructions)
 * - GET  /wallet/deposits/:id → { deposit } (the player's own only)
 * - POST /wallet/deposits/:id/paid → { deposit } (crypto "I have paid")
 * - POST /wallet/deposits/:id/cancel → { deposit }
 * - POST /payments/webhooks/:provider (signed by the provider) → { received, results }; 429 with
 *   Retry-After past the provider's notifications in flight, or for an address past its unauthenticated ones
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { paymentErrors } from './errors.ts';
import { createDepositBody, depositParams, listQuery, providerParams } from './schemas.ts';
import type { AuthenticatedNotification, PaymentsService } from './service.ts';
import { AppError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { limitProviderCalls } from '../../http/provider-call-limits.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';

/** A deposit id, or 404 as for a deposit that is not the player's. */
function depositId(request: FastifyRequest): string {
  const parsed = depositParams.safeParse(request.params);
  if (!parsed.success) throw paymentErrors.depositNotFound();
  return parsed.data.id.toLowerCase();
}

/**
 * The deposit routes. Answers with a deposit's instructions carry `server_time`, so the page runs
 * the payment countdown on the server's clock, not on a device clock that may be minutes off.
 */
export function depositRoutes(app: FastifyInstance, deps: { service: PaymentsService; authenticator: Authenticator; now: () => Date }): void {
  const { service, authenticator } = deps;

  app.get('/wallet/deposit-methods', async (request) => {
    await authenticator.requireUser(request);
    return { methods: service.depositMethods() };
  });

  /** Optional `Idempotency-Key` header: a retry answers the deposit the first request made. */
  app.post('/wallet/deposits', async (request, reply) => {
    const { user } = await authenticator.requireUser(request);
    const input = parseInput(createDepositBody, request.body);
    const idempotencyKey = idempotencyKeyOf(request, 'payments.idempotencyKeyInvalid');
    const { deposit, replayed } = await service.create(user, input, requestLanguage(request), idempotencyKey);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.code(201).send({ deposit, server_time: deps.now().toISOString() });
  });

  app.get('/wallet/deposits', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { limit } = parseInput(listQuery, request.query);
    return { deposits: await service.recent(user.id, limit) };
  });

  app.get('/wallet/deposits/:id', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { deposit: await service.get(user.id, depositId(request)), server_time: deps.now().toISOString() };
  });

  app.post('/wallet/deposits/:id/paid', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { deposit: await service.markPaid(user.id, depositId(request)), server_time: deps.now().toISOString() };
  });

  app.post('/wallet/deposits/:id/cancel', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { deposit: await service.cancel(user.id, depositId(request)) };
  });
}

/**
 * Unauthenticated notifications (no such provider, a signature missing, wrong or too old) one
 * address may send in a sliding minute. A provider's own refusals are rare (a secret rotated on one
 * side only), so past this the address is probing: it is refused at once, before its body is read.
 */
export const WEBHOOK_REFUSALS_PER_ADDRESS: RateRule = { name: 'payments.webhookRefusals', limit: 30, windowMs: 60_000 };

/** The refusals that say the sender is not a provider of ours (a signed but unreadable event is the provider's bug). */
function isUnauthenticated(error: unknown): boolean {
  return error instanceof AppError && error.key !== 'payments.webhookMalformed';
}

export interface WebhookRoutesDeps {
  service: PaymentsService;
  limiter: RateLimiter;
  /** Authenticated notifications of one provider worked on at once (each holds a database connection). */
  inFlightPerProvider: number;
}

/**
 * In its own scope: JSON bodies stay raw text here, because the signature covers the exact bytes.
 * A notification is never dropped without an answer: what is refused for load (429, Retry-After)
 * the provider sends again, as it does any non-2xx.
 */
export async function webhookRoutes(app: FastifyInstance, deps: WebhookRoutesDeps): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const limits = limitProviderCalls(app, {
    limiter: deps.limiter,
    refusalsPerAddress: WEBHOOK_REFUSALS_PER_ADDRESS,
    inFlightPerProvider: deps.inFlightPerProvider,
    inFlightMessage: 'too many notifications of this provider in flight',
  });

  async function authenticated(request: FastifyRequest): Promise<AuthenticatedNotification> {
    try {
      const { provider } = parseInput(providerParams, request.params);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      return deps.service.readNotification(provider, { headers: request.headers, rawBody });
    } catch (error) {
      if (isUnauthenticated(error)) await limits.refused(request);
      throw error;
    }
  }

  app.post('/payments/webhooks/:provider', async (request, reply) => {
    const notification = await authenticated(request);
    // Only authenticated notifications take a place: forged ones never reach the database.
    const answer = await limits.inFlight(notification.provider.name, () => deps.service.settleNotification(notification));
    return reply.code(answer.status).send(answer.body);
  });
}
