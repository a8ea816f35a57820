/**
 * The feed runner on an interval (unref'd, so it never keeps the process alive) and on demand.
 * A pass does nothing on a node that does not hold the feed lease; a call while a pass is
 * running waits for that pass.
 */
import type { FeedReport, FeedRunner, SportsLogger } from './engine.ts';

export function createSportsJobs(deps: { runner: FeedRunner; intervalMs: number; log: SportsLogger }) {
  const { runner, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<FeedReport> | null = null;
  let closed = false;

  function runOnce(): Promise<FeedReport> {
    running ??= runner.runOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (closed || timer || deps.intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        runOnce().catch((error: unknown) => log.error({ error: (error as Error).message }, 'sports feed pass failed'));
      }, deps.intervalMs);
      timer.unref();
    },
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      await runner.release();
    },
  };
}
