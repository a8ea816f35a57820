/**
 * What the casino's operations can fail with, as HTTP answers, in one place. Message keys are in
 * the `common` catalogue under `casino.errors`; amounts are given in pt-BR money format in the
 * message and as numbers (reais) in `details`.
 */
import type { BaccaratSpot } from '../../domain/casino/baccarat/baccarat.ts';
import type { DiceBet } from '../../domain/casino/dice/dice.ts';
import { KENO_POOL } from '../../domain/casino/fair/mappings.ts';
import { MAX_PICKS, MIN_PICKS, type PicksFault } from '../../domain/casino/keno/keno.ts';
import type { RouletteSpot, SpotStakeRefusal } from '../../domain/casino/roulette/roulette.ts';
import { AppError } from '../../http/errors.ts';
import { formatBrl, reaisOf } from '../../domain/money.ts';
import { translate, type Language } from '../../i18n/messages.ts';

type Extra = Pick<ConstructorParameters<typeof AppError>[0], 'params' | 'localParams' | 'details' | 'fieldErrors'>;

const error = (status: number, key: string, message: string, extra: Extra = {}) => new AppError({ status, key: `casino.errors.${key}`, message, ...extra });

/**
 * A broken rule of a bet: 400 with its own message, repeated under the request field the rule is
 * about (`picks`, `target`, `bets`), so a client that shows field errors puts it where the player
 * made the choice.
 */
const refusedField = (field: string, key: string, message: string, extra: Omit<Extra, 'fieldErrors'> = {}) =>
  error(400, key, message, { ...extra, fieldErrors: { [field]: [`casino.errors.${key}`] } });

/** The player's language's name for an API word (`casino.handActions.hit`…), else the word itself. */
const named = (section: 'handActions' | 'rouletteBets' | 'baccaratSpots', word: string) => (language: Language) =>
  translate(`casino.${section}.${word}`, language) ?? word;

/** A table spot as the player's language names it: a roulette bet by its type, a baccarat spot by its side. */
const spotName = (spot: RouletteSpot | BaccaratSpot) => (typeof spot === 'string' ? named('baccaratSpots', spot) : named('rouletteBets', spot.type));

/** A dice target as the page's language writes it (50,50 in pt-BR and tr, 50.50 in en), never grouped. */
const targetText = (hundredths: number, language: Language) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(hundredths / 100);

const PICKS_REFUSALS: Record<PicksFault, { key: string; message: string; params?: Record<string, number> }> = {
  count: { key: 'picksCount', message: `pick ${MIN_PICKS} to ${MAX_PICKS} numbers`, params: { min: MIN_PICKS, max: MAX_PICKS } },
  range: { key: 'picksOutOfRange', message: `the numbers are 1 to ${KENO_POOL}`, params: { min: 1, max: KENO_POOL } },
  repeated: { key: 'picksRepeated', message: 'a number is picked twice' },
};

/** A stake outside its spot's limits: a roulette bet type's (a straight pays 36×, so it takes less than red) or a live baccarat spot's. */
export interface SpotStakeLimits extends Omit<SpotStakeRefusal, 'spot'> {
  readonly spot: RouletteSpot | BaccaratSpot;
}

/**
 * The rules a table bet's shape can break (roulette, baccarat; live or single-player), each a key of
 * `casino.errors` (a `_bet` form names the bet). Checks that give no key of their own (a roulette
 * number past 36) answer their field's rule.
 */
export const BET_FORMAT_RULES = [
  'betsRequired',
  'tooManyBets',
  'betShapeInvalid',
  'betTypeInvalid',
  'betNumbersInvalid',
  'betIndexInvalid',
  'betSpotInvalid',
  'amountRequired',
  'stakeInvalid',
] as const;
export type BetFormatRule = (typeof BET_FORMAT_RULES)[number];

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
  /** A spot staked outside its own limits (the message names the bet type or side in the player's language). */
  spotStakeOutOfRange: ({ spot, stakeCentavos, minStakeCentavos, maxStakeCentavos }: SpotStakeLimits) =>
    refusedField(
      'bets',
      'spotStakeOutOfRange',
      `${typeof spot === 'string' ? spot : spot.type}: the stake on one spot must be between ${minStakeCentavos} and ${maxStakeCentavos} centavos`,
      {
        params: { min: formatBrl(BigInt(minStakeCentavos)), max: formatBrl(BigInt(maxStakeCentavos)) },
        localParams: (language) => ({ spot: spotName(spot)(language) }),
        details: { spot, stake: reaisOf(BigInt(stakeCentavos)), min: reaisOf(BigInt(minStakeCentavos)), max: reaisOf(BigInt(maxStakeCentavos)) },
      },
    ),
  /**
   * A table bet the game cannot read (no such spot, no amount…): the rule's message, naming the bet
   * by its place in the request (from 1) when the rule is about one; `field` (the bet's, for developers) goes in `details`.
   */
  betFormatRefused: (rule: BetFormatRule, bet: { number: number; field: string } | null) =>
    refusedField(
      'bets',
      rule,
      bet ? `bet ${bet.number}${bet.field ? ` (${bet.field})` : ''}: ${rule}` : rule,
      bet ? { params: { context: 'bet', bet: bet.number }, details: { bet: bet.number, field: bet.field } } : {},
    ),
  /** Baccarat takes one bet per spot: two on the same side in one request. */
  spotRepeated: (spot: BaccaratSpot) =>
    refusedField('bets', 'spotRepeated', `${spot}: one bet per spot`, { localParams: (language) => ({ spot: spotName(spot)(language) }), details: { spot } }),
  /** Keno picks against the game's rules: how many, which numbers, each once. */
  picksRefused: (fault: PicksFault) => {
    const { key, message, params } = PICKS_REFUSALS[fault];
    return refusedField('picks', key, message, params ? { params } : {});
  },
  /** A dice target on the scale whose win chance is outside 0.01%–98% in that direction; the message gives the targets that play. */
  targetOutOfRange: (direction: DiceBet['direction'], playable: { minHundredths: number; maxHundredths: number }) =>
    refusedField('target', 'targetOutOfRange', `rolling ${direction}, the target must be ${playable.minHundredths / 100}–${playable.maxHundredths / 100}`, {
      // The context picks the text of the direction (`targetOutOfRange_under`), as i18next does on the page.
      params: { context: direction },
      localParams: (language) => ({ min: targetText(playable.minHundredths, language), max: targetText(playable.maxHundredths, language) }),
      details: { direction, min: playable.minHundredths / 100, max: playable.maxHundredths / 100 },
    }),
  /** A field the request's schema lets through and the game's rules do not (the schema's own message for it). */
  fieldInvalid: (field: 'target' | 'direction' | 'stake', key: 'targetInvalid' | 'directionInvalid' | 'stakeInvalid') =>
    refusedField(field, key, `${field} is not playable`),
  /** A live spot that already has the player's stakes of this round up to its maximum: the limit is per round, not per request. */
  roundSpotStakeOverMax: (refusal: { spot: RouletteSpot; placedCentavos: number; stakeCentavos: number; maxStakeCentavos: number }) =>
    refusedField('bets', 'roundSpotStakeOverMax', `${refusal.spot.type}: ${refusal.placedCentavos} centavos already on this spot this round`, {
      params: { placed: formatBrl(BigInt(refusal.placedCentavos)), max: formatBrl(BigInt(refusal.maxStakeCentavos)) },
      localParams: (language) => ({ spot: spotName(refusal.spot)(language) }),
      details: {
        spot: refusal.spot,
        placed: reaisOf(BigInt(refusal.placedCentavos)),
        stake: reaisOf(BigInt(refusal.stakeCentavos)),
        max: reaisOf(BigInt(refusal.maxStakeCentavos)),
      },
    }),
  /** A live baccarat spot the player already bet on this round (one bet per spot per round). */
  roundSpotTaken: (spot: BaccaratSpot) =>
    refusedField('bets', 'roundSpotTaken', `${spot}: already bet on this round`, {
      localParams: (language) => ({ spot: spotName(spot)(language) }),
      details: { spot },
    }),
  /** The player's stakes on one live round, this bet's included, over the table's maximum. */
  roundStakeOverMax: (placedCentavos: number, stakeCentavos: number, maxCentavos: number) =>
    refusedField('bets', 'roundStakeOverMax', `${placedCentavos} centavos already on this round`, {
      params: { placed: formatBrl(BigInt(placedCentavos)), max: formatBrl(BigInt(maxCentavos)) },
      details: { placed: reaisOf(BigInt(placedCentavos)), stake: reaisOf(BigInt(stakeCentavos)), max: reaisOf(BigInt(maxCentavos)) },
    }),
  /** More bets on one live round than a layout takes. */
  roundTooManyBets: (placedBets: number, maxBets: number) =>
    refusedField('bets', 'roundTooManyBets', `${placedBets} bets already on this round`, {
      params: { max: maxBets },
      details: { placed_bets: placedBets, max_bets: maxBets },
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
