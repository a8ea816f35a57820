import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPaymentJobs } from './jobs.ts';
import type { SandboxPsp } from './sandbox/psp.ts';
import type { PaymentsService } from './service.ts';
import { createPaymentsTestApp, playerApi, START, verifiedPlayer, type PaymentsTestApp } from './testing.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({ env: { CRYPTO_CONFIRMATION_DELAY_MS: '60000' } });
});
afterAll(async () => {
  await t.close();
});

describe('background jobs on several nodes', () => {
  it('the expiry job run by three nodes at once expires each deposit exactly once', async () => {
    t.clock.set(START);
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) ids.push((await api.deposit({ method: index % 2 ? 'pix' : 'crypto', amount: 60 })).json().deposit.id);
    t.clock.advance(30 * 60_000);
    const counts = await Promise.all([t.payments.service.expireDue(2), t.payments.service.expireDue(2), t.payments.service.expireDue(100)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(await t.payments.service.expireDue()).toBe(0);
    for (const id of ids) expect((await api.get(`/wallet/deposits/${id}`)).json().deposit.status).toBe('expired');
  });

  it('chain-watcher claims never overlap; an unreleased claim is taken over after its lease', async () => {
    t.clock.set(START);
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const id = (await api.deposit({ method: 'crypto', asset: 'USDT', amount: 100 })).json().deposit.id as string;
      await api.post(`/wallet/deposits/${id}/paid`);
      ids.push(id);
    }
    t.clock.advance(60_000);
    const claims = await Promise.all([
      t.payments.service.claimDueConfirmations(2),
      t.payments.service.claimDueConfirmations(2),
      t.payments.service.claimDueConfirmations(50),
    ]);
    const claimed = claims.flat().map((deposit) => deposit.id);
    expect(claimed.sort()).toEqual([...ids].sort());
    expect(await t.payments.service.claimDueConfirmations()).toEqual([]);
    // A node that claimed and died: after the one-minute lease another node confirms them.
    t.clock.advance(60_000);
    expect((await t.payments.runJobsOnce()).confirmed).toBe(6);
    expect(await api.balance()).toBe(600);
    for (const id of ids) expect((await api.get(`/wallet/deposits/${id}`)).json().deposit.status).toBe('completed');
    expect((await t.payments.runJobsOnce()).confirmed).toBe(0);
  });
});

describe('job runner', () => {
  const fakes = () => {
    const service = {
      creditPendingApprovals: vi.fn(async () => 0),
      expireDue: vi.fn(async () => 1),
      claimDueConfirmations: vi.fn(async () => []),
      confirmationDone: vi.fn(async () => undefined),
    } as unknown as PaymentsService;
    const log = { warn: vi.fn(), error: vi.fn() };
    return { service, log, psp: {} as SandboxPsp };
  };

  it('runs on its interval (started once) and stops for good on close', async () => {
    vi.useFakeTimers();
    try {
      const { service, log, psp } = fakes();
      const jobs = createPaymentJobs({ service, psp, log, intervalMs: 1_000 });
      jobs.start();
      jobs.start();
      await vi.advanceTimersByTimeAsync(3_500);
      expect(service.expireDue).toHaveBeenCalledTimes(3);
      await jobs.close();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(service.expireDue).toHaveBeenCalledTimes(3);
      jobs.start();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(service.expireDue).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('confirms a chain payment again later when its notification was answered 429 (too busy), as after a 5xx', async () => {
    const { service, log } = fakes();
    vi.mocked(service.claimDueConfirmations).mockResolvedValue([{ id: 'deposit-busy' }] as Awaited<ReturnType<PaymentsService['claimDueConfirmations']>>);
    const psp = { paid: vi.fn(async () => ({ status: 429, body: {} })) } as unknown as SandboxPsp;
    const jobs = createPaymentJobs({ service, psp, log, intervalMs: 0 });
    expect((await jobs.runOnce()).confirmed).toBe(0);
    expect(service.confirmationDone).not.toHaveBeenCalled();
    vi.mocked(psp.paid).mockResolvedValueOnce({ status: 200, body: {} });
    expect((await jobs.runOnce()).confirmed).toBe(1);
    expect(service.confirmationDone).toHaveBeenCalledWith('deposit-busy');
  });

  it('does not overlap passes; a failed pass does not stop the next', async () => {
    const { service, log, psp } = fakes();
    const jobs = createPaymentJobs({ service, psp, log, intervalMs: 0 });
    const [first, second] = await Promise.all([jobs.runOnce(), jobs.runOnce()]);
    expect(first).toBe(second);
    expect(service.expireDue).toHaveBeenCalledTimes(1);
    vi.mocked(service.expireDue).mockRejectedValueOnce(new Error('database down'));
    await expect(jobs.runOnce()).rejects.toThrow('database down');
    expect((await jobs.runOnce()).expired).toBe(1);
  });
});
