/**
 * Which text a placement shows (spec §8 "Bet failure"): an answer's translated key (with its
 * parameters) or its message, else `betPlacementFailed`; an HTTP error's message_key or message,
 * else `unexpectedError`; no response at all `networkError`; anything else `unexpectedError`.
 *
 * Kept as a key and its values, worded only when shown ({@link slipMessageText}): a message still
 * on the slip when the player switches language must switch with the rest of the page.
 */
import { i18n, isHTTPError, isNetworkError, isTimeoutError } from '@palpite/shared';
import type { Translate } from '../../lib/translate.ts';
import type { BetAnswer } from './api/place-bet.ts';

type MessageParams = Record<string, string | number>;

/**
 * What the slip says, before it is put into words: a key of the site's texts and its values, or
 * (only when the server sent no key the site knows) the server's own words, which cannot be re-worded.
 */
export type SlipMessage = { key: string; ns: 'common' | 'sports'; params?: MessageParams } | { serverText: string };

/** The message in the language now shown. */
export function slipMessageText(t: Translate, message: SlipMessage): string {
  if ('serverText' in message) return message.serverText;
  return t(message.key, { ns: message.ns, ...message.params });
}

const common = (key: string, params?: MessageParams): SlipMessage => (params ? { key, ns: 'common', params } : { key, ns: 'common' });

function knownKey(key: unknown, params: MessageParams | undefined): SlipMessage | null {
  if (typeof key !== 'string' || !key) return null;
  return i18n.exists(key, { ns: 'common' }) ? common(key, params) : null;
}

function serverText(value: unknown): SlipMessage | null {
  return typeof value === 'string' && value.trim() ? { serverText: value } : null;
}

/** The message of an answer the server gave (accepted, or refused with `success: false`). */
export function answerMessage(answer: BetAnswer | null, fallbackKey: 'bets.betPlacementFailed' | 'bets.placed' = 'bets.betPlacementFailed'): SlipMessage {
  return knownKey(answer?.translation_key, answer?.translation_params) ?? serverText(answer?.message) ?? common(fallbackKey);
}

/** The message of a failed call. */
export function errorMessage(error: unknown): SlipMessage {
  if (isHTTPError(error)) {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as BetAnswer;
    return knownKey(body.message_key, body.translation_params) ?? serverText(body.message) ?? common('unexpectedError');
  }
  // No answer at all: ky reports a NetworkError (fetch's TypeError underneath), or its timeout.
  if (isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError) return common('networkError');
  return common('unexpectedError');
}

/** The answer a refused call carried, if it did. */
export function refusalBody(error: unknown): BetAnswer | undefined {
  if (!isHTTPError(error)) return undefined;
  return typeof error.data === 'object' && error.data !== null ? (error.data as BetAnswer) : undefined;
}

/** A refusal's `details` (which leg, 0-based; its code; a changed price), if the server sent them. */
export function refusalDetails(error: unknown): BetAnswer['details'] {
  const details = refusalBody(error)?.details;
  return typeof details === 'object' && details !== null ? details : undefined;
}

/**
 * The refusals the player fixes in the stake field: that field is then marked invalid, and the
 * message goes once the stake is edited. A stake over the balance or over a loss limit is fixed there too.
 */
const STAKE_REFUSALS: ReadonlySet<string> = new Set([
  'bets.enterValidStake',
  'bets.stakeBelowMinimum',
  'bets.stakeAboveMaximum',
  'bets.potentialWinAboveMaximum',
  'bets.insufficientBalance',
  'rg.errors.lossLimit.day',
  'rg.errors.lossLimit.week',
  'rg.errors.lossLimit.month',
]);

/** Whether a refusal is about the stake. */
export function isStakeRefusal(answer: BetAnswer | null | undefined): boolean {
  const key = answer?.translation_key ?? answer?.message_key;
  return typeof key === 'string' && STAKE_REFUSALS.has(key);
}
