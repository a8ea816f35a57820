/**
 * The answers of POST /user/bet, in one place (spec §7: `success, translation_key,
 * translation_params, message_key, message`, plus `bet` when accepted). The key is the same in
 * `translation_key` and `message_key`; `message` is its text in the request's language. A refusal
 * also says which leg (`details.leg`, 0-based) when it is about one.
 */
import { formatBrl, reaisOf } from '../../domain/money.ts';
import type { Refusal } from '../../domain/bets/index.ts';
import { translate, type Language } from '../../i18n/messages.ts';

export interface BetAnswer {
  status: number;
  body: {
    success: boolean;
    translation_key: string;
    translation_params: Record<string, string | number>;
    message_key: string;
    message: string;
    /** A slip that does not read: each field's messages, in the request's language. */
    errors?: Record<string, string[]>;
    details?: Record<string, unknown>;
    bet?: unknown;
  };
}

const odds = (hundredths: number | bigint) => (Number(hundredths) / 100).toFixed(2);

function answer(
  status: number,
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
  extra: Partial<BetAnswer['body']> = {},
): BetAnswer {
  return {
    status,
    body: {
      success: status < 300,
      translation_key: key,
      translation_params: params,
      message_key: key,
      message: translate(key, language, params) ?? key,
      ...extra,
    },
  };
}

/** Every refusal: HTTP status, message key and its parameters. */
export function refusalAnswer(refusal: Refusal, language: Language): BetAnswer {
  const leg = 'leg' in refusal ? { details: { code: refusal.code, leg: refusal.leg } } : { details: { code: refusal.code } };
  switch (refusal.code) {
    case 'invalid_stake':
      return answer(400, 'bets.enterValidStake', language, {}, leg);
    case 'stake_below_minimum':
      return answer(
        422,
        'bets.stakeBelowMinimum',
        language,
        { min: formatBrl(refusal.minCentavos) },
        { details: { ...leg.details, min: reaisOf(refusal.minCentavos) } },
      );
    case 'stake_above_maximum':
      return answer(
        422,
        'bets.stakeAboveMaximum',
        language,
        { max: formatBrl(refusal.maxCentavos) },
        { details: { ...leg.details, max: reaisOf(refusal.maxCentavos) } },
      );
    case 'no_selections':
      return answer(400, 'bets.noSelections', language, {}, leg);
    case 'too_many_selections':
      return answer(422, 'bets.tooManySelections', language, { max: refusal.max }, leg);
    case 'one_selection_per_match':
      return answer(422, 'bets.oneSelectionPerMatch', language, {}, leg);
    case 'insufficient_balance':
      return answer(
        422,
        'bets.insufficientBalance',
        language,
        { available: formatBrl(refusal.availableCentavos) },
        { details: { ...leg.details, available: reaisOf(refusal.availableCentavos) } },
      );
    case 'match_not_found':
      return answer(404, refusal.sport === 'basketball' ? 'bets.basketballMatchNotFound' : 'bets.footballMatchNotFound', language, {}, leg);
    case 'match_started':
      return answer(409, 'bets.matchStartingSoonOrStarted', language, {}, leg);
    case 'live_odds_not_found':
      return answer(404, 'bets.liveOddsNotFound', language, {}, leg);
    case 'invalid_odds':
      return answer(400, 'bets.invalidOddsData', language, {}, leg);
    case 'odds_not_found':
      return answer(404, 'bets.requestedOddsNotFound', language, {}, leg);
    case 'odds_suspended':
      return answer(409, 'bets.oddsSuspended', language, {}, leg);
    case 'odds_changed':
      return answer(
        409,
        'bets.oddsChanged',
        language,
        { old: odds(refusal.seenHundredths), new: odds(refusal.currentHundredths) },
        { details: { ...leg.details, seen_odd: refusal.seenHundredths / 100, current_odd: refusal.currentHundredths / 100 } },
      );
    case 'potential_win_above_maximum':
      return answer(
        422,
        'bets.potentialWinAboveMaximum',
        language,
        { potential_win: formatBrl(refusal.potentialWinCentavos), max: formatBrl(refusal.maxCentavos) },
        { details: { ...leg.details, potential_win: reaisOf(refusal.potentialWinCentavos), max: reaisOf(refusal.maxCentavos) } },
      );
  }
}

/** Each field's messages in `language`, from its message keys. */
const fieldMessages = (language: Language, fieldKeys: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(fieldKeys).map(([field, keys]) => [field, keys.map((key) => translate(key, language) ?? key)]));

/** `fieldKeys`: each field's message keys (http/validate.ts, fieldErrorKeys). */
export const invalidSlipAnswer = (language: Language, fieldKeys: Record<string, string[]>) =>
  answer(400, 'bets.invalidBetData', language, {}, { errors: fieldMessages(language, fieldKeys) });

/**
 * 422: a leg's texts name other odds than its selection (leg-texts.ts), each such field named; `leg`
 * is the first such leg, for the slip to mark. Nothing placed.
 */
export const slipMismatchAnswer = (language: Language, leg: number, fieldKeys: Record<string, string[]>) =>
  answer(422, 'bets.slipMismatch', language, {}, { errors: fieldMessages(language, fieldKeys), details: { code: 'selection_mismatch', leg } });
export const invalidIdempotencyKeyAnswer = (language: Language) => answer(400, 'bets.idempotencyKeyInvalid', language);

/** An Idempotency-Key that already placed another slip (another stake or other picks): nothing placed. */
export const idempotencyKeyReusedAnswer = (language: Language) => answer(409, 'bets.idempotencyKeyReused', language);

/** 409: the request's key was withdrawn (POST /user/bet/resolve) before the request landed; nothing was placed. */
export const idempotencyKeyWithdrawnAnswer = (language: Language) => answer(409, 'bets.idempotencyKeyWithdrawn', language);

/** The accepted answer: at the player's prices, or (odds changes accepted) at the current ones. */
export function acceptedAnswer(
  key: 'bets.placed' | 'bets.placedAtNewOdds',
  totalOddsHundredths: bigint,
  bet: unknown,
  language: Language,
  replayed: boolean,
): BetAnswer {
  return answer(201, key, language, { odds: odds(totalOddsHundredths) }, { bet, ...(replayed ? { details: { replayed: true } } : {}) });
}
