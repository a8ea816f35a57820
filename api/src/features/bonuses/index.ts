/**
 * Bonuses feature (issue 8): the bonus routes (routes.ts), the offers and promotions written at
 * startup, and the job that expires bonuses and sweeps late bonus money (every `jobIntervalMs`;
 * 0 disables it, tests call `runJobsOnce`). The engine itself (api/src/bonus) is created by the
 * app and shared with payments, casino, bets and withdrawals.
 */
import type { FastifyInstance } from 'fastify';
import { seedOffers } from '../../bonus/index.ts';
import { periodicJob } from '../../jobs/periodic.ts';
import { bonusRoutes, type BonusRoutesDeps } from './routes.ts';

export interface BonusesFeatureDeps extends BonusRoutesDeps {
  jobIntervalMs: number;
}

export function bonusesFeature(app: FastifyInstance, deps: BonusesFeatureDeps) {
  bonusRoutes(app, deps);
  const jobs = periodicJob({ name: 'bonus jobs', intervalMs: deps.jobIntervalMs, log: app.log, run: () => deps.engine.runJobsOnce() });

  app.addHook('onReady', async () => {
    await seedOffers(deps.db);
    jobs.start();
  });
  app.addHook('preClose', () => jobs.close());

  return { engine: deps.engine, runJobsOnce: jobs.runOnce };
}

export type BonusesFeature = ReturnType<typeof bonusesFeature>;
