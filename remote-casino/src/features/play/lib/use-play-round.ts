import { useState } from 'react';
import { createRetryKey, readApiError } from '@palpite/shared';
import { playRound } from '../api/play-api.ts';
import type { PlayAnswer, PlayMode } from '../api/types.ts';
import type { PlayBalance } from './use-play-balance.ts';
import type { PlayFailure } from './use-error-message.ts';
import { isBalanceShort } from './api-error.ts';
import { announceRoundPlayed } from './round-played.ts';

export interface PlayRound<Outcome> {
  busy: boolean;
  /** Why the last play failed, said while drawing (`usePlayFailureText`) in the language shown then. */
  error: PlayFailure | null;
  /** The error is the server's refusal of a stake over the real balance (the deposit is offered with it). */
  balanceShort: boolean;
  last: PlayAnswer<Outcome> | null;
  /** Plays one round; answers it, or null when the server refused (the error is then shown). */
  play: (bet: Record<string, unknown>) => Promise<PlayAnswer<Outcome> | null>;
}

/**
 * One single-step round at a time (`POST /games/:uuid/play`), its balance applied as soon as it
 * settles. A round whose answer was lost (a timeout, a dropped connection) is not played twice: the
 * same bet sent again goes with the same key and gets that round back. Until then the player is
 * told the round may have been played (not "no connection"), and the balance is read again.
 */
export function usePlayRound<Outcome>(uuid: string, mode: PlayMode, balance: PlayBalance): PlayRound<Outcome> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  const [balanceShort, setBalanceShort] = useState(false);
  const [last, setLast] = useState<PlayAnswer<Outcome> | null>(null);
  const [retryKey] = useState(createRetryKey);

  const play = async (bet: Record<string, unknown>) => {
    if (busy) return null;
    setBusy(true);
    setError(null);
    setBalanceShort(false);
    try {
      const answer = await playRound<Outcome>(uuid, mode, bet, retryKey.keyFor(JSON.stringify([uuid, mode, bet])));
      retryKey.answered();
      setLast(answer);
      balance.apply(answer.balance);
      announceRoundPlayed();
      return answer;
    } catch (failure) {
      if (retryKey.failed(failure)) {
        // No answer, but the round may have been played: the balance is read again and shows it.
        balance.refresh();
        setError({ key: 'play.unconfirmed' });
      } else {
        setError({ answer: readApiError(failure) });
        setBalanceShort(isBalanceShort(failure));
      }
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, balanceShort, last, play };
}
