import { useEffect, useState } from 'react';

/** How long a changed price stays highlighted (visual direction: about a second). */
export const FLASH_MS = 1000;

export type PriceDirection = 'up' | 'down';

/** Which way a price moved; null when it did not (or one side is unknown). */
export function priceDirection(previous: number | null | undefined, next: number | null | undefined): PriceDirection | null {
  if (previous === null || previous === undefined || next === null || next === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/**
 * The direction of the last price change for `FLASH_MS` after it, else null. No price (a suspended
 * market) shows no flash, but the last price is remembered: a market that reopens after a goal at
 * another price is exactly the move a player must see.
 */
export function useOddsFlash(price: number | null, durationMs = FLASH_MS): PriceDirection | null {
  const [seen, setSeen] = useState(price);
  const [flash, setFlash] = useState<{ direction: PriceDirection } | null>(null);
  if (price !== null && price !== seen) {
    // Derived from the last price shown: a new price starts a new flash.
    setSeen(price);
    const direction = priceDirection(seen, price);
    setFlash(direction ? { direction } : null);
  }
  if (price === null && flash) setFlash(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);
  return flash?.direction ?? null;
}
