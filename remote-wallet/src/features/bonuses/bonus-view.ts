/** Pure helpers of the bonus tab: how long a bonus has left, and its wagering share. */

export type ExpiryLeft = { state: 'running'; days: number; hours: number; minutes: number } | { state: 'expired' };

/** Time left until `expiresAt` (ISO) at `nowMs`, in whole days, hours and minutes; null without a readable date. */
export function expiryLeft(expiresAt: string | null, nowMs: number): ExpiryLeft | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const minutesLeft = Math.floor((end - nowMs) / 60_000);
  if (minutesLeft <= 0) return { state: 'expired' };
  return { state: 'running', days: Math.floor(minutesLeft / 1440), hours: Math.floor((minutesLeft % 1440) / 60), minutes: minutesLeft % 60 };
}

/** The wagering share for a progress bar: the server's whole percent, kept within 0–100. */
export function wageringShare(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.floor(percent)));
}
