/**
 * The wallet's deposit endpoints (player's Bearer token) and the providers' notification endpoint.
 *
 * - GET  /wallet/deposit-methods → { methods: [{ method, min, max, processing, enabled, assets? }] }
 * - POST /wallet/deposits { method, amount, …method fields } → 201 { deposit }
 * - GET  /wallet/deposits?limit= → { deposits } (newest first, without instructions)
 * - GET  /wallet/deposits/:id → { deposit } (the player's own only)
 * - POST /wallet/deposits/:id/paid → { deposit } (crypto "I have paid")
 * - POST /wallet/deposits/:id/cancel → { deposit }
 * - POST /payments/webhooks/:provider (signed by the provider) → { received, results }
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { paymentErrors } from './errors.ts';
import { createDepositBody, depositParams, listQuery, providerParams } from './schemas.ts';
import type { PaymentsService } from './service.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';

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

/** In its own scope: JSON bodies stay raw text here, because the signature covers the exact bytes. */
export async function webhookRoutes(app: FastifyInstance, deps: { service: PaymentsService }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/payments/webhooks/:provider', async (request, reply) => {
    const { provider } = parseInput(providerParams, request.params);
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const answer = await deps.service.receiveNotification(provider, { headers: request.headers, rawBody });
    return reply.code(answer.status).send(answer.body);
  });
}
