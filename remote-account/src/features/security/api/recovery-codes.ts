import { api } from '@palpite/shared';
import type { CodeAndPasswordRequest } from '@palpite/shared/contract';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export interface RecoveryCodesCount {
  remaining: number;
  total: number;
}

/** A new set, shown once: the old codes stop working. Each code is `XXXX-XXXX`. */
export interface NewRecoveryCodesResponse extends NoticeAnswer {
  recovery_codes: string[];
}

/** `GET /user/2fa/recovery-codes`; 409 `auth.twoFactorNotEnabled` when 2FA is off. */
export function getRecoveryCodesCount(): Promise<RecoveryCodesCount> {
  return api.get('user/2fa/recovery-codes').json<RecoveryCodesCount>();
}

/**
 * `POST /user/2fa/recovery-codes` with the authenticator's current code and the password (a session
 * alone cannot replace the codes); 422 errors.code or errors.current_password when wrong, 429 after too many tries.
 */
export function generateRecoveryCodes(request: CodeAndPasswordRequest): Promise<NewRecoveryCodesResponse> {
  return api.post('user/2fa/recovery-codes', { json: request }).json<NewRecoveryCodesResponse>();
}
