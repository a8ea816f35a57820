/** Percentiles over a sample, sorted in place. */
import type { LatencySummary } from './ipc.ts';

export function summarise(samples: Float64Array): LatencySummary {
  if (samples.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  samples.sort();
  const at = (fraction: number) => samples[Math.min(samples.length - 1, Math.floor(fraction * samples.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), max: samples[samples.length - 1] ?? Number.NaN };
}
