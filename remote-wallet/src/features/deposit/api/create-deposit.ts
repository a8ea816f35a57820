import { api, observeServerTime } from '@palpite/shared';
import type { Deposit, CryptoAsset } from './deposit.ts';

/** Card details travel only in this request: never stored, never logged, cleared from the form after it. */
export interface CardDetails {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvv: string;
  holder: string;
}

/**
 * The offer code of the bonus the deposit should grant; null when the player chose no bonus (an
 * offer they activated waits for a later deposit). Sent only when the form offered the choice.
 */
type WithBonus = { bonus_code?: string | null };

export type CreateDepositRequest = WithBonus &
  (
    | { method: 'pix' | 'bank_transfer' | 'papara' | 'payfix' | 'pep' | 'mefete'; amount: number }
    | ({ method: 'card'; amount: number } & CardDetails)
    | { method: 'crypto'; amount: number; asset: CryptoAsset }
  );

/**
 * `POST /wallet/deposits` → 201 `{ deposit }` with how to pay it; a card answers with its final
 * status at once. The `Idempotency-Key` makes a retry after a lost answer get the same deposit
 * instead of a second charge (409 `payments.idempotencyKeyReused` for another request under it).
 * Fails with 403 `payments.emailNotVerified`, 422 `payments.belowMinimum`, `payments.aboveLimit`,
 * `payments.cardInvalid` (field errors), `payments.methodDisabled`, the bonus's refusals
 * (`bonus.errors.belowMinimumDeposit`, `alreadyActive`…) and responsible-gambling limits
 * (`rg.errors.depositLimit.<period>`).
 */
export async function createDeposit(request: CreateDepositRequest, idempotencyKey: string): Promise<Deposit> {
  const sentAtMs = Date.now();
  const { deposit, server_time } = await api
    .post('wallet/deposits', { json: request, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<{ deposit: Deposit; server_time?: string }>();
  observeServerTime(server_time, sentAtMs);
  return deposit;
}

/** What makes two submissions the same deposit, without the card's secrets (kept only while no answer came). */
export function depositFingerprint(request: CreateDepositRequest): string {
  if (request.method !== 'card') return JSON.stringify(request);
  const { number, cvv: _cvv, holder: _holder, ...rest } = request;
  return JSON.stringify({ ...rest, last4: number.replace(/\D/g, '').slice(-4) });
}
