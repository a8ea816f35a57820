import { api } from '@palpite/shared';
import type { CodeAndPasswordRequest } from '@palpite/shared/contract';
import type { TwoFactorStateResponse } from './enable-two-factor.ts';

/**
 * `POST /user/2fa/disable` with a current code and the password; 422 `errors.code` or
 * `errors.current_password` when one is wrong. The player is mailed that 2FA is off.
 */
export function disableTwoFactor(request: CodeAndPasswordRequest): Promise<TwoFactorStateResponse> {
  return api.post('user/2fa/disable', { json: request }).json<TwoFactorStateResponse>();
}
