import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicJob } from './periodic.ts';

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('periodicJob', () => {
  it('runs one pass at a time: a tick during a pass is skipped, runOnce joins it, close waits for it', async () => {
    vi.useFakeTimers();
    const gate = deferred();
    const run = vi.fn(async () => {
      await gate.promise;
      return run.mock.calls.length;
    });
    const job = periodicJob({ name: 'test job', intervalMs: 1000, run, log: { error: vi.fn() } });
    job.start();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    const joined = job.runOnce();
    const closing = job.close();
    gate.resolve();
    expect(await joined).toBe(1);
    await closing;
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failed pass and keeps going; an interval of 0 never starts', async () => {
    vi.useFakeTimers();
    const error = vi.fn();
    const run = vi.fn(async () => {
      throw new Error('database away');
    });
    const job = periodicJob({ name: 'test job', intervalMs: 1000, run, log: { error } });
    job.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith({ err: 'database away' }, 'test job failed');
    await job.close();

    const idle = periodicJob({ name: 'idle', intervalMs: 0, run, log: { error } });
    idle.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
