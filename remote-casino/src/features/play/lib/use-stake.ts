import { useState } from 'react';
import { centavosOf, defaultStakeCentavos, parseStakeCentavos, stakeProblem, stakeText, type StakeLimits, type StakeProblem } from './stake.ts';

export interface StakeState {
  text: string;
  setText: (text: string) => void;
  centavos: number | null;
  limits: StakeLimits;
  problem: StakeProblem | null;
  /** True once the player edited the field or tried to play. */
  showProblem: boolean;
  /** Call before playing: shows the problem, answers whether the stake can be played. */
  check: () => boolean;
}

/**
 * The stake field of a game: its text, limits (game min/max and the balance) and what is wrong with
 * it. It opens at `openingCentavos` when given (the stake of a hand resumed after a reload), else at
 * the default stake.
 */
export function useStake(minReais: number, maxReais: number, available: number | null, openingCentavos?: number): StakeState {
  const limits: StakeLimits = { minCentavos: centavosOf(minReais), maxCentavos: centavosOf(maxReais), availableCentavos: available };
  const [text, setTextState] = useState(() => stakeText(openingCentavos ?? defaultStakeCentavos(limits)));
  const [showProblem, setShowProblem] = useState(false);
  const problem = stakeProblem(text, limits);
  return {
    text,
    setText: (next) => {
      setTextState(next);
      setShowProblem(true);
    },
    centavos: parseStakeCentavos(text),
    limits,
    problem,
    showProblem,
    check: () => {
      setShowProblem(true);
      return problem === null;
    },
  };
}
