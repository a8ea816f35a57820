import { useEffect, useState } from 'react';
import { currentHand, dealHand, type HandGame } from '../api/play-api.ts';
import type { HandAnswer, PlayMode } from '../api/types.ts';
import { errorBodyOf, errorKeyOf } from './api-error.ts';
import type { PlayBalance } from './use-play-balance.ts';
import { useErrorMessage } from './use-error-message.ts';

export interface HandSession<Hand> {
  /** The hand on the table (open or just settled); null before the first deal. */
  hand: Hand | null;
  /** True until `/current` answered: a hand left open (a reload) is resumed. */
  resuming: boolean;
  busy: boolean;
  error: string | null;
  deal: (stake: number) => Promise<void>;
  /** Runs one action on the open hand (hit, draw…) and shows the hand it answers. */
  act: (call: () => Promise<HandAnswer<Hand>>) => Promise<void>;
}

/** A blackjack or video-poker hand: resumed after a reload, dealt, played action by action. */
export function useHand<Hand>(game: HandGame, mode: PlayMode, balance: PlayBalance): HandSession<Hand> {
  const describe = useErrorMessage();
  const [hand, setHand] = useState<Hand | null>(null);
  const [resuming, setResuming] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    currentHand<Hand>(game).then(
      (open) => {
        if (!current) return;
        if (open) setHand(open);
        setResuming(false);
      },
      () => {
        if (current) setResuming(false);
      },
    );
    return () => {
      current = false;
    };
  }, [game]);

  const run = async (call: () => Promise<HandAnswer<Hand>>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      setHand(answer.hand);
      balance.apply(answer.balance);
    } catch (failure) {
      // A hand already open (another tab, a lost answer) is shown so it can be finished.
      const open = errorKeyOf(failure) === 'casino.errors.handInProgress' ? (errorBodyOf(failure)?.details?.hand as Hand | undefined) : undefined;
      if (open) setHand(open);
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  };

  return {
    hand,
    resuming,
    busy,
    error,
    deal: (stake) => run(() => dealHand<Hand>(game, mode, stake)),
    act: run,
  };
}
