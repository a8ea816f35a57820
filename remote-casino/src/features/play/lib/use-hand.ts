import { useEffect, useState } from 'react';
import { createRetryKey, readApiError, type RetryKey } from '@palpite/shared';
import { currentHand, dealHand, type HandGame } from '../api/play-api.ts';
import type { HandAnswer, PlayMode } from '../api/types.ts';
import { errorBodyOf, errorKeyOf, isBalanceShort } from './api-error.ts';
import type { PlayBalance } from './use-play-balance.ts';
import type { PlayFailure } from './use-error-message.ts';
import { announceRoundPlayed } from './round-played.ts';

export interface HandSession<Hand> {
  /** The hand on the table (open or just settled); null before the first deal. */
  hand: Hand | null;
  /** True until `/current` answered: a hand left open (a reload) is resumed. */
  resuming: boolean;
  busy: boolean;
  /** Why the last deal or move failed, said while drawing (`usePlayFailureText`) in the language shown then. */
  error: PlayFailure | null;
  /** The error is the server's refusal of a stake over the real balance (the deposit is offered with it). */
  balanceShort: boolean;
  deal: (stake: number) => Promise<void>;
  /**
   * The mode of a hand of this game left open in the other mode (a real hand, with the screen on
   * demo): it is not played here, where the balance shown is the other one; null otherwise.
   */
  handElsewhere: PlayMode | null;
  /** Runs one action on the open hand (hit, draw…) and shows the hand it answers. */
  act: (call: () => Promise<HandAnswer<Hand>>) => Promise<void>;
}

/** A blackjack or video-poker hand: resumed after a reload, dealt, played action by action. */
export function useHand<Hand extends { mode: PlayMode; status: 'open' | 'settled' }>(game: HandGame, mode: PlayMode, balance: PlayBalance): HandSession<Hand> {
  const [hand, setHand] = useState<Hand | null>(null);
  const [resuming, setResuming] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  const [balanceShort, setBalanceShort] = useState(false);
  const [handElsewhere, setHandElsewhere] = useState<PlayMode | null>(null);
  /** An open hand found (resumed, or named by a refused deal): played here only in its own mode. */
  const adopt = (open: Hand) => {
    if (open.mode === mode) setHand(open);
    else setHandElsewhere(open.mode);
  };

  useEffect(() => {
    let current = true;
    currentHand<Hand>(game).then(
      (open) => {
        if (!current) return;
        if (open && open.mode === mode) setHand(open);
        else if (open) setHandElsewhere(open.mode);
        setResuming(false);
      },
      () => {
        if (current) setResuming(false);
      },
    );
    return () => {
      current = false;
    };
  }, [game, mode]);

  // A deal whose answer was lost, sent again with the same stake, goes with the same key: the server
  // answers the hand it dealt (a natural settles at the deal) instead of dealing and staking again.
  const [dealKey] = useState(createRetryKey);

  const run = async (call: () => Promise<HandAnswer<Hand>>, key?: RetryKey) => {
    setBusy(true);
    setError(null);
    setBalanceShort(false);
    try {
      const answer = await call();
      key?.answered();
      setHand(answer.hand);
      balance.apply(answer.balance);
      // A deal takes a nonce of the seed pair (its moves draw further on that nonce); it is the call with
      // a key. A move that ends the hand is announced too: the rounds list shows it ended.
      if (key || answer.hand.status === 'settled') announceRoundPlayed();
    } catch (failure) {
      if (key?.failed(failure)) {
        // No answer, but the hand may have been dealt: the table and the balance are read again and show it.
        showUnanswered(key);
        return;
      }
      // A hand already open (another tab, a lost answer) is shown so it can be finished.
      const open = errorKeyOf(failure) === 'casino.errors.handInProgress' ? (errorBodyOf(failure)?.details?.hand as Hand | undefined) : undefined;
      if (open) adopt(open);
      if (open?.mode === mode || !open) {
        setError({ answer: readApiError(failure) });
        setBalanceShort(isBalanceShort(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  const showUnanswered = (key: RetryKey) => {
    setError({ key: 'play.handUnconfirmed' });
    balance.refresh();
    currentHand<Hand>(game).then(
      (open) => {
        if (!open) return;
        // The deal is known now: the next deal, even at the same stake, is a new hand, not this one again.
        // (None open: a natural settled at the deal, or nothing dealt; the same deal again asks the server which.)
        key.answered();
        adopt(open);
      },
      () => undefined,
    );
  };

  return {
    hand,
    resuming,
    busy,
    error,
    balanceShort,
    handElsewhere,
    deal: (stake) => {
      const key = dealKey.keyFor(JSON.stringify([game, mode, stake]));
      return run(() => dealHand<Hand>(game, mode, stake, key), dealKey);
    },
    act: run,
  };
}
