import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import type { PaymentsDeps } from './index.ts';
import { paymentsFeature } from './index.ts';
import { loadPaymentsConfig } from './config.ts';
import { createPaymentsTestApp, playerApi, verifiedPlayer, type PaymentsTestApp } from './testing.ts';

const SECRET_KEY = 'k'.repeat(43);
const load = (env: Record<string, string>, nodeEnv = 'development') => loadPaymentsConfig(env, { nodeEnv, secretKey: SECRET_KEY });

describe('payments configuration', () => {
  it('has the spec defaults', () => {
    const config = load({});
    expect(config.limits.pix).toEqual({ minCentavos: 1000n, maxCentavos: 5_000_000n });
    expect(config.cryptoConfirmationDelayMs).toBe(20_000);
    expect(config.jobIntervalMs).toBe(5_000);
    expect(config.disabledMethods.size).toBe(0);
    expect(config.returnUrl).toBe('/user/wallet');
  });

  it('overrides limits with PAYMENT_LIMITS (centavos) and refuses a bad value at start-up, naming it', () => {
    expect(load({ PAYMENT_LIMITS: '{"pix":{"min":1500,"max":5000000},"card":{"max":100000}}' }).limits).toMatchObject({
      pix: { minCentavos: 1500n, maxCentavos: 5_000_000n },
      card: { minCentavos: 2000n, maxCentavos: 100_000n },
    });
    for (const [value, problem] of [
      ['{pix', 'PAYMENT_LIMITS is not valid JSON'],
      ['{"paypal":{"min":1}}', 'unknown method paypal'],
      ['{"pix":{"min":-1}}', 'PAYMENT_LIMITS.pix.min must be a positive whole number of centavos'],
      ['{"pix":{"min":10.5}}', 'PAYMENT_LIMITS.pix.min must be a positive whole number of centavos'],
      ['{"pix":{"min":5000000000}}', 'PAYMENT_LIMITS.pix: min is above max'],
      ['{"pix":{"minimum":100}}', 'unknown key minimum'],
      ['[1]', 'must be an object'],
    ]) {
      expect(() => load({ PAYMENT_LIMITS: value! }), value).toThrow(ConfigError);
      expect(() => load({ PAYMENT_LIMITS: value! }), value).toThrow(problem!);
    }
  });

  it('validates the other variables', () => {
    expect(() => load({ PAYMENT_METHODS_DISABLED: 'pix,paypal' })).toThrow('PAYMENT_METHODS_DISABLED: unknown method paypal');
    expect(() => load({ CRYPTO_CONFIRMATION_DELAY_MS: '20s' })).toThrow('CRYPTO_CONFIRMATION_DELAY_MS');
    expect(() => load({ PAYMENT_WEBHOOK_SECRETS: '{"pix":"short"}' })).toThrow('PAYMENT_WEBHOOK_SECRETS');
    expect(() => load({ PAYMENT_WEBHOOK_SECRETS: '{"paypal":"long enough secret 123"}' })).toThrow('unknown provider paypal');
    expect(() => load({ PAYMENTS_SANDBOX: 'yes' })).toThrow('PAYMENTS_SANDBOX');
    expect(() => load({ PAYMENTS_RETURN_URL: 'javascript:alert(1)' })).toThrow('PAYMENTS_RETURN_URL');
    expect(load({ CRYPTO_CONFIRMATION_DELAY_MS: '600000' }).cryptoConfirmationDelayMs).toBe(600_000);
  });

  it('keeps the sandbox controls out of production unless PAYMENTS_SANDBOX=true', () => {
    expect(load({}).sandboxControls).toBe(true);
    expect(load({ PAYMENTS_SANDBOX: 'false' }).sandboxControls).toBe(false);
    expect(load({ PAYMENTS_PROVIDERS: 'sandbox' }, 'production').sandboxControls).toBe(false);
    expect(load({ PAYMENTS_PROVIDERS: 'sandbox', PAYMENTS_SANDBOX: 'true' }, 'production').sandboxControls).toBe(true);
  });

  it('starts in production only when told that its providers are the sandbox’s (they approve test payments)', () => {
    expect(() => load({}, 'production')).toThrow(/PAYMENTS_PROVIDERS/);
    expect(() => load({ PAYMENTS_PROVIDERS: 'acme' }, 'production')).toThrow(/PAYMENTS_PROVIDERS/);
    expect(load({}, 'development').sandboxControls).toBe(true);
  });

  it('gives each provider its own notification secret, derived from (never equal to) the app key unless configured', () => {
    const secrets = load({ PAYMENT_WEBHOOK_SECRETS: '{"card":["new-secret-0123456789","old-secret-0123456789"]}' }).webhookSecrets;
    expect(secrets.card).toEqual(['new-secret-0123456789', 'old-secret-0123456789']);
    const derived = Object.values(secrets).flat();
    expect(new Set(derived).size).toBe(derived.length);
    expect(derived).not.toContain(SECRET_KEY);
    expect(loadPaymentsConfig({}, { nodeEnv: 'development', secretKey: 'another key'.padEnd(40, '!') }).webhookSecrets.pix).not.toEqual(secrets.pix);
  });

  it('stops start-up on a bad value', () => {
    const deps = { secretKey: SECRET_KEY, nodeEnv: 'development', env: { PAYMENT_LIMITS: '{"pix":{"min":0}}' } } as unknown as PaymentsDeps;
    expect(() => paymentsFeature(Fastify(), deps)).toThrow(ConfigError);
  });
});

describe('in production, without PAYMENTS_SANDBOX', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({
      nodeEnv: 'production',
      env: {
        PAYMENTS_PROVIDERS: 'sandbox',
        PAYMENT_METHODS_DISABLED: 'pep',
        PAYMENT_WEBHOOK_SECRETS: JSON.stringify({ pix: ['new-secret-0123456789', 'old-secret-0123456789'] }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no sandbox controls and no checkout page (404)', async () => {
    const { token } = await verifiedPlayer(t);
    const deposit = (await playerApi(t, token).deposit({ method: 'pix', amount: 10 })).json().deposit;
    for (const url of [`/sandbox/payments/${deposit.id}/approve`, `/sandbox/payments/${deposit.id}/fail`]) {
      const response = await t.app.inject({ method: 'POST', url: `${t.prefix}${url}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message_key).toBe('http.notFound');
    }
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/sandbox/checkout/${deposit.id}` })).statusCode).toBe(404);
  });

  it('still takes signed notifications, with any secret in force (rotation)', async () => {
    const { token } = await verifiedPlayer(t);
    const deposit = (await playerApi(t, token).deposit({ method: 'pix', amount: 10 })).json().deposit;
    const row = (await t.payments.service.find(deposit.id))!;
    const body = JSON.stringify(t.payments.sandbox.eventFor(row, 'payment.succeeded', 'evt_rotated'));
    expect((await t.payments.sandbox.deliver('pix', body, { secret: 'old-secret-0123456789' })).status).toBe(200);
    expect(await playerApi(t, token).balance()).toBe(10);
  });

  it('lists a disabled method as not enabled and refuses deposits with it', async () => {
    const { token } = await verifiedPlayer(t);
    const methods = (await playerApi(t, token).get('/wallet/deposit-methods')).json().methods;
    expect(methods.find((entry: { method: string }) => entry.method === 'pep').enabled).toBe(false);
    const response = await playerApi(t, token).deposit({ method: 'pep', amount: 100 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message_key: 'payments.methodDisabled', message: 'This payment method is unavailable at the moment.' });
  });
});
