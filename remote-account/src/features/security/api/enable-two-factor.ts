import { api } from '@palpite/shared';
import type { CodeAndPasswordRequest } from '@palpite/shared/contract';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export interface TwoFactorStateResponse extends NoticeAnswer {
  two_factor_enabled: boolean;
}

export interface EnableTwoFactorResponse extends TwoFactorStateResponse {
  /** Ten `XXXX-XXXX` codes for logging in without the phone, shown this once. */
  recovery_codes: string[];
}

/**
 * `POST /user/2fa/enable` with a code from the app and the password; 422 `errors.code` when the
 * code is wrong, 422 `errors.current_password` when the password is (ten wrong ones an hour at most).
 */
export function enableTwoFactor(request: CodeAndPasswordRequest): Promise<EnableTwoFactorResponse> {
  return api.post('user/2fa/enable', { json: request }).json<EnableTwoFactorResponse>();
}
