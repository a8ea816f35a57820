import { useEffect, useState } from 'react';

/** How long a changed price stays highlighted (visual direction: about a second). */
export const FLASH_MS = 1000;

export type PriceDirection = 'up' | 'down';

/** Which way a price moved; null when it did not (or one side is unknown). */
export function priceDirection(previous: number | null | undefined, next: number | null | undefined): PriceDirection | null {
  if (previous === null || previous === undefined || next === null || next === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** The direction of the last price change for `FLASH_MS` after it, else null. */
export function useOddsFlash(price: number | null, durationMs = FLASH_MS): PriceDirection | null {
  const [seen, setSeen] = useState(price);
  const [flash, setFlash] = useState<{ direction: PriceDirection } | null>(null);
  if (price !== seen) {
    // Derived from the previous render's price: a new price starts a new flash.
    setSeen(price);
    const direction = priceDirection(seen, price);
    setFlash(direction ? { direction } : null);
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);
  return flash?.direction ?? null;
}
