import { api } from '@palpite/shared';
import type { ChangePasswordRequest } from '@palpite/shared/contract';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export type { ChangePasswordRequest };

/** Every session ends, this one included: the player logs in again (spec §4). */
export interface ChangePasswordResponse extends NoticeAnswer {
  logged_out: true;
}

/** `POST /user/change-password`; a wrong current password is a 422 with errors.current_password. */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return api.post('user/change-password', { json: request }).json<ChangePasswordResponse>();
}
