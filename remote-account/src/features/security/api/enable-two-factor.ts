import { api } from '@palpite/shared';

export interface TwoFactorCodeRequest {
  code: string;
}

export interface TwoFactorStateResponse {
  message: string;
  two_factor_enabled: boolean;
}

/** `POST /user/2fa/enable` with a code from the app; 422 errors.code when it is wrong. */
export function enableTwoFactor(request: TwoFactorCodeRequest): Promise<TwoFactorStateResponse> {
  return api.post('user/2fa/enable', { json: request }).json<TwoFactorStateResponse>();
}
