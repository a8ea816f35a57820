/** What the bonus operations can fail with, as HTTP answers (texts under `bonus.errors.*`). */
import type { ClaimRefusal } from '../domain/bonus/grant.ts';
import { formatBrl, reaisOf } from '../domain/money.ts';
import { AppError } from '../http/errors.ts';

const REFUSALS: Record<ClaimRefusal, { status: number; key: string; message: string }> = {
  bonus_already_active: { status: 409, key: 'bonus.errors.alreadyActive', message: 'the player already holds a bonus' },
  offer_not_available: { status: 409, key: 'bonus.errors.offerNotAvailable', message: 'the offer is not open now' },
  redemptions_used: { status: 409, key: 'bonus.errors.redemptionsUsed', message: 'the player has used this offer' },
  deposit_number_passed: { status: 409, key: 'bonus.errors.depositNumberPassed', message: 'the offer is for an earlier deposit' },
  bonus_stakes_open: { status: 409, key: 'bonus.errors.bonusStakesOpen', message: 'a stake paid with bonus money is still open' },
  real_bet_required: { status: 403, key: 'bonus.errors.realBetRequired', message: 'no bonus before a real-money bet (br profile)' },
};

/** The text of a refusal (`bonus.errors.*`) and its parameters: the error a claim answers, and the note beside an offer. */
export function refusalText(refusal: ClaimRefusal, depositNumber: number | null): { key: string; params: Record<string, number> } {
  return { key: REFUSALS[refusal].key, params: depositNumber === null ? {} : { number: depositNumber } };
}

export const bonusErrors = {
  refused(refusal: ClaimRefusal, depositNumber: number | null): AppError {
    const { status, message } = REFUSALS[refusal];
    return new AppError({ status, message, ...refusalText(refusal, depositNumber), details: { reason: refusal } });
  },
  offerNotFound: () => new AppError({ status: 404, key: 'bonus.errors.offerNotFound', message: 'no such offer' }),
  belowMinimumDeposit: (minCentavos: bigint) =>
    new AppError({
      status: 422,
      key: 'bonus.errors.belowMinimumDeposit',
      message: 'deposit below the bonus minimum',
      params: { min: formatBrl(minCentavos) },
      details: { min: reaisOf(minCentavos) },
      fieldErrors: { amount: ['bonus.errors.belowMinimumDeposit'] },
    }),
  notADepositOffer: () => new AppError({ status: 422, key: 'bonus.errors.notADepositOffer', message: 'the offer is not given with a deposit' }),
  /** Another player's bonus answers as one that does not exist: ids are not confirmed to strangers. */
  bonusNotFound: () => new AppError({ status: 404, key: 'http.notFound', message: 'no such bonus of this player' }),
  noOpenBonus: () => new AppError({ status: 404, key: 'bonus.errors.noOpenBonus', message: 'no claimed or active bonus' }),
  withdrawalForfeitsBonus: (bonusCentavos: bigint) =>
    new AppError({
      status: 409,
      key: 'bonus.errors.withdrawalForfeitsBonus',
      message: 'a withdrawal with an active bonus forfeits it; confirm with forfeit_bonus',
      params: { amount: formatBrl(bonusCentavos) },
      details: { bonus_balance: reaisOf(bonusCentavos) },
    }),
};
