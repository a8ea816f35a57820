/**
 * The holds chosen on an open video-poker hand, kept for this tab (sessionStorage) under the hand's
 * id: the server learns them only with the draw, so a reload mid-hand would otherwise forget them.
 */
import { useEffect, useState } from 'react';
import type { PokerHand } from '../api/types.ts';
import { NO_HOLDS } from './poker-view.ts';

const KEY_PREFIX = 'palpite.videoPoker.holds.';

export const savedHoldsKey = (handId: number) => `${KEY_PREFIX}${handId}`;

/** Five booleans, or null for anything else (another version's value, a hand edited by hand). */
export function parseHolds(text: string | null): boolean[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.length === NO_HOLDS.length && value.every((held) => typeof held === 'boolean') ? value : null;
  } catch {
    return null;
  }
}

// A browser that refuses storage (private mode, quota) only loses the holds on a reload.
function readHolds(handId: number): readonly boolean[] {
  try {
    return parseHolds(sessionStorage.getItem(savedHoldsKey(handId))) ?? NO_HOLDS;
  } catch {
    return NO_HOLDS;
  }
}

function writeHolds(handId: number, held: readonly boolean[]): void {
  try {
    sessionStorage.setItem(savedHoldsKey(handId), JSON.stringify(held));
  } catch {
    // kept in memory only
  }
}

function forgetHolds(handId: number): void {
  try {
    sessionStorage.removeItem(savedHoldsKey(handId));
  } catch {
    // nothing kept
  }
}

interface Holds {
  /** The open hand the holds belong to; null with no hand to draw. */
  handId: number | null;
  held: readonly boolean[];
}

const holdsOf = (handId: number | null): Holds => ({ handId, held: handId === null ? NO_HOLDS : readHolds(handId) });

/**
 * The holds of the hand on the table: those saved for it when it is resumed, none for a new deal;
 * each change is saved, and the saved holds go once the hand is drawn.
 */
export function useSavedHolds(hand: Pick<PokerHand, 'id' | 'phase'> | null): [readonly boolean[], (held: readonly boolean[]) => void] {
  const openId = hand?.phase === 'dealt' ? hand.id : null;
  const [holds, setHolds] = useState(() => holdsOf(openId));
  // Another hand on the table (dealt, resumed, or an open hand adopted after a refused deal): its own holds.
  const current = holds.handId === openId ? holds : holdsOf(openId);
  if (current !== holds) setHolds(current);

  const settledId = hand?.phase === 'settled' ? hand.id : null;
  useEffect(() => {
    if (settledId !== null) forgetHolds(settledId);
  }, [settledId]);

  const setHeld = (held: readonly boolean[]) => {
    if (openId === null) return;
    writeHolds(openId, held);
    setHolds({ handId: openId, held });
  };
  return [current.held, setHeld];
}
