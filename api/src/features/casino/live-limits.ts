/**
 * What a live table refuses in a player's bets, as the answers that name the rule. A request on
 * its own follows the table's rules as the in-house games answer them. The round as a whole does
 * too: a spot's limit, one bet per baccarat spot, the table's maximum and the number of bets hold
 * for all of a player's bets on a round in one mode, however many requests placed them — else two
 * requests of R$ 1.000 put R$ 2.000 on a straight whose limit is R$ 1.000.
 */
import type { BaccaratBet } from '../../domain/casino/baccarat/baccarat.ts';
import { repeatedSpot } from '../../domain/casino/baccarat/baccarat.ts';
import { type RouletteBet, DEFAULT_LIMITS, spotKey, spotStakeRefusal, spotStakeRefusals } from '../../domain/casino/roulette/roulette.ts';
import { type LiveBets, type LiveTableKind, BACCARAT_LIMITS, liveBetProblems } from '../../domain/casino-live/index.ts';
import type { AppError } from '../../http/errors.ts';
import { casinoErrors } from './errors.ts';

const sumCentavos = (bets: readonly { stakeCentavos: number }[]) => bets.reduce((total, bet) => total + bet.stakeCentavos, 0);

function baccaratRefusal(bets: readonly BaccaratBet[]): AppError | null {
  const spot = repeatedSpot(bets);
  if (spot) return casinoErrors.spotRepeated(spot);
  const { minStakeCentavos, maxStakeCentavos } = BACCARAT_LIMITS;
  const outside = bets.find((bet) => bet.stakeCentavos < minStakeCentavos || bet.stakeCentavos > maxStakeCentavos);
  return outside ? casinoErrors.spotStakeOutOfRange({ spot: outside.spot, stakeCentavos: outside.stakeCentavos, minStakeCentavos, maxStakeCentavos }) : null;
}

/** Why one request's bets cannot be placed on a table of `kind`; null when they can. */
export function liveBetRefusal(kind: LiveTableKind, bets: LiveBets): AppError | null {
  const problems = liveBetProblems(kind, bets);
  if (problems.length === 0) return null;
  // The route reads the bets as the table's game: another game's bets come only from a caller of this module.
  if (bets.kind !== kind) return casinoErrors.invalidBet(problems);
  if (bets.kind === 'baccarat') return baccaratRefusal(bets.bets) ?? casinoErrors.invalidBet(problems);
  const refusal = spotStakeRefusal(bets.bets);
  return refusal ? casinoErrors.spotStakeOutOfRange(refusal) : casinoErrors.invalidBet(problems);
}

/** A roulette spot the round's bets and these take over its type's maximum. */
function rouletteSpotOverRound(placed: readonly RouletteBet[], adding: readonly RouletteBet[]): AppError | null {
  const over = spotStakeRefusals([...placed, ...adding]).find((refusal) => refusal.stakeCentavos > refusal.maxStakeCentavos);
  if (!over) return null;
  const placedCentavos = sumCentavos(placed.filter((bet) => spotKey(bet.spot) === spotKey(over.spot)));
  return casinoErrors.roundSpotStakeOverMax({
    spot: over.spot,
    placedCentavos,
    stakeCentavos: over.stakeCentavos - placedCentavos,
    maxStakeCentavos: over.maxStakeCentavos,
  });
}

function baccaratSpotTaken(placed: readonly BaccaratBet[], adding: readonly BaccaratBet[]): AppError | null {
  const taken = new Set(placed.map((bet) => bet.spot));
  const again = adding.find((bet) => taken.has(bet.spot));
  return again ? casinoErrors.roundSpotTaken(again.spot) : null;
}

function roundStakeOver(placed: readonly { stakeCentavos: number }[], adding: readonly { stakeCentavos: number }[], maxCentavos: number): AppError | null {
  const placedCentavos = sumCentavos(placed);
  const stakeCentavos = sumCentavos(adding);
  return placedCentavos + stakeCentavos > maxCentavos ? casinoErrors.roundStakeOverMax(placedCentavos, stakeCentavos, maxCentavos) : null;
}

/**
 * Why `adding` cannot join the bets the player already has on the round in this mode (`placed`,
 * each within the rules when it was placed); null when it can. Call it under the lock that orders
 * the player's bets of that mode, so that two requests at once cannot both fit in the room left.
 */
export function roundLimitRefusal(placed: readonly LiveBets[], adding: LiveBets, tableMaxCentavos: number): AppError | null {
  if (adding.kind === 'roulette') {
    const same = placed.flatMap((bets) => (bets.kind === 'roulette' ? bets.bets : []));
    const tooMany = same.length + adding.bets.length > DEFAULT_LIMITS.maxBets ? casinoErrors.roundTooManyBets(same.length, DEFAULT_LIMITS.maxBets) : null;
    return (
      rouletteSpotOverRound(same, adding.bets) ?? roundStakeOver(same, adding.bets, Math.min(tableMaxCentavos, DEFAULT_LIMITS.maxTotalCentavos)) ?? tooMany
    );
  }
  const same = placed.flatMap((bets) => (bets.kind === 'baccarat' ? bets.bets : []));
  return baccaratSpotTaken(same, adding.bets) ?? roundStakeOver(same, adding.bets, tableMaxCentavos);
}
