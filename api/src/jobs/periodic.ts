/**
 * A background job run every `intervalMs` (0 disables the timer; tests call `runOnce`): one pass
 * at a time — a tick while a pass runs is skipped, a `runOnce` meanwhile joins that pass — the
 * timer never keeps the process alive, and `close` waits for the pass in progress.
 */
export interface PeriodicJob<Report> {
  runOnce(): Promise<Report>;
  start(): void;
  close(): Promise<void>;
}

export interface PeriodicJobOptions<Report> {
  name: string;
  intervalMs: number;
  run: () => Promise<Report>;
  log: { error: (detail: Record<string, unknown>, message: string) => void };
}

export function periodicJob<Report>({ name, intervalMs, run, log }: PeriodicJobOptions<Report>): PeriodicJob<Report> {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<Report> | null = null;
  let closed = false;

  function runOnce(): Promise<Report> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (closed || timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        runOnce().catch((error: unknown) => log.error({ err: (error as Error).message }, `${name} failed`));
      }, intervalMs);
      timer.unref();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
