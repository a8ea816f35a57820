/**
 * What the casino's operations can fail with, as HTTP answers, in one place. Message keys are in
 * the `common` catalogue under `casino.errors`; amounts are given in pt-BR money format in the
 * message and as numbers (reais) in `details`.
 */
import type { SpotStakeRefusal } from '../../domain/casino/roulette/roulette.ts';
import { AppError } from '../../http/errors.ts';
import { formatBrl, reaisOf } from '../../domain/money.ts';
import { translate, type Language } from '../../i18n/messages.ts';

type Extra = Pick<ConstructorParameters<typeof AppError>[0], 'params' | 'localParams' | 'details' | 'fieldErrors'>;

const error = (status: number, key: string, message: string, extra: Extra = {}) => new AppError({ status, key: `casino.errors.${key}`, message, ...extra });

/** The player's language's name for an API word (`casino.handActions.hit`…), else the word itself. */
const named = (section: 'handActions' | 'rouletteBets', word: string) => (language: Language) => translate(`casino.${section}.${word}`, language) ?? word;

export const casinoErrors = {
  gameNotFound: () => error(404, 'gameNotFound', 'no such game'),
  roundNotFound: () => error(404, 'roundNotFound', 'no such round'),
  idempotencyKeyReused: () => error(409, 'idempotencyKeyReused', 'idempotency key already used for another play (another game, mode or bet)'),
  handNotFound: () => error(404, 'handNotFound', 'no such hand in progress'),
  freeSpinUnavailable: () => error(409, 'freeSpinUnavailable', 'a free spin was asked and no usable free-spin campaign is left for this game'),
  campaignNotFound: () => error(404, 'campaignNotFound', 'no such free-spin campaign'),
  tableNotFound: () => error(404, 'tableNotFound', 'no such live table'),
  /** The game is played another way (hands, a live table, or launched at its provider). */
  wrongPlayStyle: (playStyle: string) => error(409, 'wrongPlayStyle', `this game is played as ${playStyle}`, { details: { play_style: playStyle } }),
  modeUnavailable: (mode: 'real' | 'demo') =>
    error(403, mode === 'demo' ? 'demoUnavailable' : 'realUnavailable', `${mode} play is not available for this game`),
  /** Spec §8 "insufficient funds", with the balance. */
  insufficientBalance: (cashCentavos: bigint, bonusCentavos: bigint, stakeCentavos: bigint) => {
    const available = (cashCentavos > 0n ? cashCentavos : 0n) + (bonusCentavos > 0n ? bonusCentavos : 0n);
    return error(422, 'insufficientBalance', 'insufficient balance', {
      params: { balance: formatBrl(available), stake: formatBrl(stakeCentavos) },
      details: { balance: reaisOf(cashCentavos), bonus_balance: reaisOf(bonusCentavos), available: reaisOf(available), stake: reaisOf(stakeCentavos) },
    });
  },
  insufficientDemoBalance: (demoCentavos: bigint, stakeCentavos: bigint) =>
    error(422, 'insufficientDemoBalance', 'insufficient demo balance', {
      params: { balance: formatBrl(demoCentavos), stake: formatBrl(stakeCentavos) },
      details: { demo_balance: reaisOf(demoCentavos), stake: reaisOf(stakeCentavos) },
    }),
  stakeOutOfRange: (minCentavos: bigint, maxCentavos: bigint) =>
    error(400, 'stakeOutOfRange', 'stake out of the game limits', {
      params: { min: formatBrl(minCentavos), max: formatBrl(maxCentavos) },
      details: { min: reaisOf(minCentavos), max: reaisOf(maxCentavos) },
    }),
  /** `problems` (the domain's, in English) go to the log and `details` for developers; the player reads the translated message. */
  invalidBet: (problems: readonly string[]) =>
    new AppError({
      status: 400,
      key: 'casino.errors.invalidBet',
      message: problems.join('; '),
      fieldErrors: { bets: ['casino.errors.invalidBet'] },
      details: { problems },
    }),
  /** A roulette spot staked outside its type's own limits (a straight pays 36×, so it takes less than red). */
  spotStakeOutOfRange: ({ spot, stakeCentavos, minStakeCentavos, maxStakeCentavos }: SpotStakeRefusal) =>
    error(400, 'spotStakeOutOfRange', `${spot.type}: the stake on one spot must be between ${minStakeCentavos} and ${maxStakeCentavos} centavos`, {
      params: { min: formatBrl(BigInt(minStakeCentavos)), max: formatBrl(BigInt(maxStakeCentavos)) },
      localParams: (language) => ({ spot: named('rouletteBets', spot.type)(language) }),
      fieldErrors: { bets: ['casino.errors.spotStakeOutOfRange'] },
      details: { spot, stake: reaisOf(BigInt(stakeCentavos)), min: reaisOf(BigInt(minStakeCentavos)), max: reaisOf(BigInt(maxStakeCentavos)) },
    }),
  handInProgress: (hand: unknown) => error(409, 'handInProgress', 'a hand of this game is in progress', { details: { hand } }),
  /** `action` is a blackjack action or video poker's `draw`: the message names it as the game's buttons do. */
  illegalAction: (action: string, legal: readonly string[]) =>
    error(409, 'illegalAction', `${action} is not allowed now`, {
      localParams: (language) => ({ action: named('handActions', action)(language) }),
      details: { action, legal_actions: legal },
    }),
  /** Rotating would reveal the seed of a hand still being played. */
  rotationBlocked: () => error(409, 'rotationBlocked', 'finish the hand in progress before rotating the seeds'),
  /** Resetting would hand the open demo hand's payout to the fresh balance. */
  demoResetBlocked: () => error(409, 'demoResetBlocked', 'finish the demo hand in progress before resetting the demo balance'),
  bettingClosed: (current: unknown) => error(409, 'bettingClosed', 'betting is closed for this round', { details: { current_round: current } }),
  campaignAlreadyCancelled: () => error(409, 'campaignAlreadyCancelled', 'the campaign is already cancelled'),
  campaignInvalid: (reason: string) => error(422, 'campaignInvalid', reason, { params: { reason }, details: { reason } }),
  notExternal: () => error(409, 'notExternal', 'this game is played on our site, not launched at a provider'),
};
