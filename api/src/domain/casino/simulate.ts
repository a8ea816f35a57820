/**
 * Monte Carlo checks of the engines: each game plays many rounds through its real engine on the
 * provably-fair stream (one nonce per round) and reports the mean return per unit staked with its
 * standard error, to compare with the exact figure. Used by the tests and by
 * `npm run -s bench:engines`, which also times the engines.
 */
import { allSpots, play as playRoulette } from './roulette/roulette.ts';
import { diceMultiplier, play as playDice } from './dice/dice.ts';
import { play as playKeno, kenoRtp } from './keno/keno.ts';
import { type BaccaratSpot, play as playBaccarat } from './baccarat/baccarat.ts';
import { act, deal, hint } from './blackjack/round.ts';
import { deal as dealPoker, draw as drawPoker, drawTables } from './videopoker/videopoker.ts';
import { bestHold } from './videopoker/analysis.ts';
import { play as playClassic } from './slots/classic.ts';
import { play as playVideo } from './slots/video.ts';
import { play as playWays } from './slots/ways.ts';
import { FIGURES, figure } from './figures.ts';
import { type FloatSource } from './fair/stream.ts';
import { type Rational, ONE, add, rational, sum, toNumber } from './math/rational.ts';

export type SimulatedGame = 'roulette' | 'dice' | 'keno' | 'baccarat' | 'blackjack' | 'videopoker' | 'classic' | 'video' | 'ways';

export interface SimulationSpec {
  readonly game: SimulatedGame;
  /** What is played, and so what `expected` is the exact mean of. */
  readonly description: string;
  readonly expected: Rational;
  /** Plays round `nonce` on `floats` and returns its total return per unit (base) staked. */
  round(floats: FloatSource, nonce: number): number;
}

const ROULETTE_SPOTS = allSpots();
/** Dice targets cycled by the simulation, as winning values (chance in hundredths of a percent). */
const DICE_WINNING_VALUES = [100, 1000, 2500, 4950, 9800];
const BACCARAT_SPOTS: readonly BaccaratSpot[] = ['banker', 'player', 'tie'];
const KENO_PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((count) => Array.from({ length: count }, (_, i) => 1 + ((i * 7) % 40)));
const average = (values: readonly Rational[]) => {
  const total = sum(values);
  return rational(total.num, total.den * BigInt(values.length));
};

export function simulationSpecs(): Record<SimulatedGame, SimulationSpec> {
  return {
    roulette: {
      game: 'roulette',
      description: 'each of the 157 spots in turn, 1 R$',
      expected: figure(FIGURES.roulette),
      round: (floats, nonce) => playRoulette([{ spot: ROULETTE_SPOTS[nonce % ROULETTE_SPOTS.length]!, stakeCentavos: 100 }], floats).totalReturnCentavos / 100,
    },
    dice: {
      game: 'dice',
      description: `under, chances ${DICE_WINNING_VALUES.map((w) => `${w / 100}%`).join(', ')} in turn`,
      expected: figure(FIGURES.dice),
      round: (floats, nonce) => {
        const bet = { direction: 'under' as const, targetHundredths: DICE_WINNING_VALUES[nonce % DICE_WINNING_VALUES.length]!, stakeCentavos: 100 };
        return playDice(bet, floats).win ? toNumber(diceMultiplier(bet)) : 0;
      },
    },
    keno: {
      game: 'keno',
      description: '1 to 10 picks in turn',
      expected: average([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(kenoRtp)),
      round: (floats, nonce) => toNumber(playKeno(KENO_PICKS[nonce % 10]!, 100, floats).multiplier),
    },
    baccarat: {
      game: 'baccarat',
      description: 'banker, player, tie in turn',
      expected: average([FIGURES.baccarat.banker, FIGURES.baccarat.player, FIGURES.baccarat.tie].map(figure)),
      round: (floats, nonce) => playBaccarat([{ spot: BACCARAT_SPOTS[nonce % 3]!, stakeCentavos: 100 }], floats).totalReturnCentavos / 100,
    },
    blackjack: {
      game: 'blackjack',
      description: 'basic strategy (the hint), insurance declined; return per base stake',
      expected: add(ONE, figure(FIGURES.blackjackExpectedReturn)),
      round: (floats) => {
        let round = deal(1000, floats);
        while (round.phase !== 'settled') round = act(round, hint(round)!, floats);
        return 1 + (round.settlement!.totalReturnCentavos - round.settlement!.totalStakeCentavos) / 1000;
      },
    },
    videopoker: {
      game: 'videopoker',
      description: '9/6 Jacks or Better, optimal holds',
      expected: figure(FIGURES.videoPoker),
      round: (floats) => {
        const round = dealPoker(100, floats);
        const mask = bestHold(drawTables(), round.dealt);
        return drawPoker(
          round,
          [0, 1, 2, 3, 4].map((i) => (mask & (1 << i)) !== 0),
        ).multiplier!;
      },
    },
    classic: {
      game: 'classic',
      description: 'Sete da Sorte',
      expected: figure(FIGURES.classic.rtp),
      round: (floats) => toNumber(playClassic(100, floats).multiplier),
    },
    video: {
      game: 'video',
      description: 'Carnaval do Rio, features included',
      expected: figure(FIGURES.video.rtp),
      round: (floats) => playVideo(100, floats).units / 20,
    },
    ways: { game: 'ways', description: 'Amazônia 243', expected: figure(FIGURES.ways.rtp), round: (floats) => playWays(100, floats).coins / 50 },
  };
}

export interface SimulationResult {
  readonly rounds: number;
  readonly mean: number;
  readonly standardDeviation: number;
  readonly standardError: number;
  /** (mean − expected) / standard error. */
  readonly z: number;
}

/** Plays `rounds` rounds with nonces `firstNonce`, `firstNonce` + 1, …; `floatsFor` builds each round's stream. */
export function runSimulation(spec: SimulationSpec, rounds: number, floatsFor: (nonce: number) => FloatSource, firstNonce = 0): SimulationResult {
  let total = 0;
  let totalSquares = 0;
  for (let nonce = firstNonce; nonce < firstNonce + rounds; nonce++) {
    const x = spec.round(floatsFor(nonce), nonce);
    total += x;
    totalSquares += x * x;
  }
  const mean = total / rounds;
  const standardDeviation = Math.sqrt(Math.max(0, totalSquares / rounds - mean * mean));
  const standardError = standardDeviation / Math.sqrt(rounds);
  return { rounds, mean, standardDeviation, standardError, z: (mean - toNumber(spec.expected)) / standardError };
}
