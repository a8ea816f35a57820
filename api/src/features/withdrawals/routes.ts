import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { translate } from '../../i18n/messages.ts';
import { approveBody, forfeitBonusBody, idParams, listQuery, methodBody, opsListQuery, rejectBody, withdrawalRequest } from './schemas.ts';
import type { WithdrawalsService } from './service.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';

/** The player's withdrawal calls (login required). */
export function withdrawalsRoutes(app: FastifyInstance, deps: { service: WithdrawalsService; authenticator: Authenticator }): void {
  const { service, authenticator } = deps;

  app.get('/wallet/withdrawal-methods', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.options(user);
  });

  /** Body: `method` and the fields of its form; optional `Idempotency-Key` header. */
  app.post('/wallet/withdrawals', async (request, reply) => {
    const { user } = await authenticator.requireUser(request);
    const language = requestLanguage(request);
    // Spec §5: withdrawal requires identity verification — said before any field is checked.
    await service.requireIdentity(user.id);
    const { method } = parseInput(methodBody, request.body);
    const input = parseInput(withdrawalRequest(method, service.formContext(user)), request.body);
    const idempotencyKey = idempotencyKeyOf(request, 'withdrawals.idempotencyKeyInvalid');
    const { forfeit_bonus: forfeitBonus } = parseInput(forfeitBonusBody, request.body);
    const { withdrawal, replayed } = await service.request(user, input, idempotencyKey, language, forfeitBonus);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.code(201).send({ success: true, message: translate('withdrawals.requested', language), withdrawal });
  });

  app.get('/wallet/withdrawals', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.listOwn(user.id, parseInput(listQuery, request.query));
  });

  app.post('/wallet/withdrawals/:id/cancel', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const withdrawal = await service.cancel(user.id, BigInt(id));
    return { success: true, message: translate('withdrawals.cancelled', requestLanguage(request)), withdrawal };
  });
}

/** Back-office decisions until a back office exists; every call needs the ops token and is audited. */
export function withdrawalsOpsRoutes(app: FastifyInstance, deps: { service: WithdrawalsService; ops: OpsAccess }): void {
  const { service } = deps;

  app.get('/ops/withdrawals', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    return service.listForOps(actor, parseInput(opsListQuery, request.query));
  });

  app.post('/ops/withdrawals/:id/claim', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const { id } = parseInput(idParams, request.params);
    return { withdrawal: await service.claim(BigInt(id), actor) };
  });

  app.post('/ops/withdrawals/:id/approve', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const { id } = parseInput(idParams, request.params);
    const { payoutReference } = parseInput(approveBody, request.body ?? null);
    return { withdrawal: await service.approve(BigInt(id), actor, payoutReference) };
  });

  app.post('/ops/withdrawals/:id/reject', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(rejectBody, request.body);
    return { withdrawal: await service.reject(BigInt(id), actor, reason) };
  });
}
