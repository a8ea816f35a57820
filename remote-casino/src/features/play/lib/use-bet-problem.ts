import { useState } from 'react';

/**
 * What is wrong with a bet the player tried to play, as a `casino` catalogue key and its
 * parameters: translated when shown, so it follows a language switch.
 */
export interface BetProblem {
  key: string;
  params?: Record<string, string | number>;
  /** The balance is short of the bet: a real-money player is offered the deposit beside it. */
  balanceShort?: boolean;
}

export const BALANCE_SHORT: BetProblem = { key: 'play.stake.problems.insufficient', balanceShort: true };

export interface BetProblemState {
  /** The problem found with the bet on the table; null once the player changed that bet. */
  problem: BetProblem | null;
  /** Records the problem found with the bet on the table now. */
  report: (problem: BetProblem) => void;
  clear: () => void;
}

/**
 * The problem found when the player tried to play `bet` (the chips, the picks). It is about that
 * bet only: any change to it (a chip, a pick, Clear) takes the message away, without waiting for
 * the next play. `bet` is compared by identity: the clients replace it on every change.
 */
export function useBetProblem(bet: unknown): BetProblemState {
  const [found, setFound] = useState<{ bet: unknown; problem: BetProblem } | null>(null);
  return {
    problem: found !== null && Object.is(found.bet, bet) ? found.problem : null,
    report: (problem) => setFound({ bet, problem }),
    clear: () => setFound(null),
  };
}
