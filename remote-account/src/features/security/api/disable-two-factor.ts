import { api } from '@palpite/shared';
import type { TwoFactorCodeRequest, TwoFactorStateResponse } from './enable-two-factor.ts';

/** `POST /user/2fa/disable` with a current code; 422 errors.code when it is wrong. */
export function disableTwoFactor(request: TwoFactorCodeRequest): Promise<TwoFactorStateResponse> {
  return api.post('user/2fa/disable', { json: request }).json<TwoFactorStateResponse>();
}
