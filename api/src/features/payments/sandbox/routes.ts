/**
 * Sandbox controls (not in production unless PAYMENTS_SANDBOX=true): testers, the e2e suite and
 * the checkout page make the sandbox PSP complete or fail a deposit, which it does by notifying us
 * like a real provider.
 *
 * - POST /sandbox/payments/:depositId/approve — the payment happens (for Pix, the payer's bank
 *   pays the QR code; for crypto, the chain confirms; for a bank transfer, it arrives).
 * - POST /sandbox/payments/:depositId/fail `{ reason? }` — the provider reports a failure.
 *   JSON answers `{ deposit, webhook: { status, body } }`; a form post (the checkout page)
 *   is sent back to the wallet with 303.
 * - GET /sandbox/checkout/:depositId — the e-wallets' checkout page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsPayment } from '../../../domain/payments/deposit-rules.ts';
import { requestLanguage } from '../../../http/request-context.ts';
import { parseInput } from '../../../http/validate.ts';
import { paymentErrors } from '../errors.ts';
import { sandboxApproveBody, sandboxFailBody } from '../schemas.ts';
import type { PaymentsService } from '../service.ts';
import { CHECKOUT_CSS, checkoutPage } from './checkout-page.ts';
import type { Delivery, SandboxPsp } from './psp.ts';

export interface SandboxRoutesDeps {
  service: PaymentsService;
  psp: SandboxPsp;
  now: () => Date;
  prefix: string;
  returnUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function depositIdOf(request: FastifyRequest): string | null {
  const id = (request.params as { depositId?: string }).depositId ?? '';
  return UUID.test(id) ? id.toLowerCase() : null;
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

export function sandboxRoutes(app: FastifyInstance, deps: SandboxRoutesDeps): void {
  const { service, psp } = deps;
  const returnTo = (id: string) => `${deps.returnUrl}${deps.returnUrl.includes('?') ? '&' : '?'}deposit=${encodeURIComponent(id)}`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, id: string, delivery: Delivery) {
    if (isFormPost(request)) return reply.code(303).header('location', returnTo(id)).send();
    const deposit = await service.find(id);
    return { deposit: deposit ? await service.view(deposit) : null, webhook: delivery };
  }

  async function pendingDeposit(request: FastifyRequest) {
    const id = depositIdOf(request);
    const deposit = id ? await service.find(id) : null;
    if (!deposit) throw paymentErrors.depositNotFound();
    // A card's result is given when it is created, unless the acquirer's answer was lost: then its
    // notification settles it, even once the deposit has stopped waiting for it.
    if (deposit.method === 'card' && deposit.status !== 'awaiting_payment' && deposit.status !== 'expired') throw paymentErrors.sandboxNotApplicable();
    return deposit;
  }

  app.post('/sandbox/payments/:depositId/approve', async (request, reply) => {
    const deposit = await pendingDeposit(request);
    // `payer_document`: pay from someone else's account (by default the player's own pays).
    const body = isFormPost(request) ? undefined : parseInput(sandboxApproveBody, request.body);
    return answer(request, reply, deposit.id, await psp.paid(deposit, body?.payer_document ? { payerDocument: body.payer_document } : {}));
  });

  app.post('/sandbox/payments/:depositId/fail', async (request, reply) => {
    const deposit = await pendingDeposit(request);
    const body = parseInput(sandboxFailBody, isFormPost(request) ? { reason: (request.body as { reason?: string }).reason } : request.body);
    return answer(request, reply, deposit.id, await psp.failed(deposit, body?.reason));
  });

  app.get('/sandbox/checkout/:depositId', async (request, reply) => {
    const id = depositIdOf(request);
    const deposit = id ? await service.find(id) : null;
    const payable =
      deposit !== null &&
      deposit.method !== 'card' &&
      acceptsPayment({ status: deposit.status, expiresAtMs: deposit.expires_at?.getTime() ?? null }, deps.now().getTime());
    const html = checkoutPage({ deposit, payable, language: requestLanguage(request), prefix: deps.prefix, returnTo: returnTo(deposit?.id ?? '') });
    return reply
      .code(deposit ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.get('/sandbox/checkout.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(CHECKOUT_CSS),
  );
}
