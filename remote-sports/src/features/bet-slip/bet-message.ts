/**
 * Which text a placement shows (spec §8 "Bet failure"): an answer's translated key (with its
 * parameters) or its message, else `betPlacementFailed`; an HTTP error's message_key or message,
 * else `unexpectedError`; no response at all `networkError`; anything else `unexpectedError`.
 */
import { i18n, isHTTPError, isNetworkError, isTimeoutError } from '@palpite/shared';
import type { Translate } from '../../lib/translate.ts';
import type { BetAnswer } from './api/place-bet.ts';

function keyText(t: Translate, key: unknown, params: Record<string, string | number> | undefined): string | null {
  if (typeof key !== 'string' || !key) return null;
  return i18n.exists(key, { ns: 'common' }) ? t(key, { ns: 'common', ...params }) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The text of an answer the server gave (accepted, or refused with `success: false`). */
export function answerMessage(
  t: Translate,
  answer: BetAnswer | null,
  fallbackKey: 'bets.betPlacementFailed' | 'bets.placed' = 'bets.betPlacementFailed',
): string {
  return keyText(t, answer?.translation_key, answer?.translation_params) ?? text(answer?.message) ?? t(fallbackKey, { ns: 'common' });
}

/** The text of a failed call. */
export function errorMessage(t: Translate, error: unknown): string {
  if (isHTTPError(error)) {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as BetAnswer;
    return keyText(t, body.message_key, body.translation_params) ?? text(body.message) ?? t('unexpectedError', { ns: 'common' });
  }
  // No answer at all: ky reports a NetworkError (fetch's TypeError underneath), or its timeout.
  if (isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError) return t('networkError', { ns: 'common' });
  return t('unexpectedError', { ns: 'common' });
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
