/**
 * Background jobs, safe with several API nodes: rows are claimed with FOR UPDATE SKIP LOCKED in
 * short transactions, so two nodes never work on the same deposit.
 * - reconciliation: approvals a provider answered at once (a card) whose credit failed are credited;
 * - expiry: deposits awaiting payment past their time become expired;
 * - sandbox chain watcher: crypto deposits the player said were paid are confirmed once the
 *   configured delay has passed, by the sandbox PSP notifying us.
 * They run on an interval (unref'd, so they never keep the process alive) and on demand.
 */
import { periodicJob } from '../../jobs/periodic.ts';
import type { PaymentsLogger, PaymentsService } from './service.ts';
import type { SandboxPsp } from './sandbox/psp.ts';

export interface JobsReport {
  /** Approved deposits credited by the reconciliation. */
  credited: number;
  expired: number;
  confirmed: number;
}

export function createPaymentJobs(deps: { service: PaymentsService; psp: SandboxPsp; intervalMs: number; log: PaymentsLogger }) {
  const { service, psp, log } = deps;
  async function confirmDue(): Promise<number> {
    let confirmed = 0;
    for (const deposit of await service.claimDueConfirmations()) {
      try {
        const delivery = await psp.paid(deposit, { fromChain: true });
        // Answered (credited or refused): done. A 5xx or a 429 (too busy now) leaves the lease to run
        // out and another try, as a provider retries what was not taken.
        if (delivery.status < 500 && delivery.status !== 429) await service.confirmationDone(deposit.id);
        if (delivery.status === 200) confirmed++;
      } catch (error) {
        log.error({ depositId: deposit.id, error: (error as Error).message }, 'sandbox chain watcher could not notify');
      }
    }
    return confirmed;
  }

  // One pass of every job; a call while a pass is running waits for that pass.
  return periodicJob({
    name: 'payments jobs',
    intervalMs: deps.intervalMs,
    log,
    // Reconciliation first: what it credits is no longer there to expire.
    run: async (): Promise<JobsReport> => ({
      credited: await service.creditPendingApprovals(),
      expired: await service.expireDue(),
      confirmed: await confirmDue(),
    }),
  });
}
