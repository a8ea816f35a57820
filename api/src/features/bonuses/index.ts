/**
 * Bonuses feature (issue 8): the bonus routes (routes.ts), the offers and promotions written at
 * startup, and the job that expires bonuses and sweeps late bonus money (every `jobIntervalMs`;
 * 0 disables it, tests call `runJobsOnce`). The engine itself (api/src/bonus) is created by the
 * app and shared with payments, casino, bets and withdrawals.
 */
import type { FastifyInstance } from 'fastify';
import { seedOffers } from '../../bonus/index.ts';
import { bonusRoutes, type BonusRoutesDeps } from './routes.ts';

export interface BonusesFeatureDeps extends BonusRoutesDeps {
  jobIntervalMs: number;
}

export function bonusesFeature(app: FastifyInstance, deps: BonusesFeatureDeps) {
  bonusRoutes(app, deps);
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> | null = null;

  const runJobsOnce = () => deps.engine.runJobsOnce();

  app.addHook('onReady', async () => {
    await seedOffers(deps.db);
    if (deps.jobIntervalMs <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = runJobsOnce()
        .catch((error: unknown) => app.log.error({ err: (error as Error).message }, 'bonus jobs failed'))
        .finally(() => {
          running = null;
        });
    }, deps.jobIntervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });

  return { engine: deps.engine, runJobsOnce };
}

export type BonusesFeature = ReturnType<typeof bonusesFeature>;
