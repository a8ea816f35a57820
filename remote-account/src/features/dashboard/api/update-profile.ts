import { api, type User } from '@palpite/shared';
import type { ProfileUpdateRequest } from '@palpite/shared/contract';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

/** What this page changes: never the email (the server refuses it, spec §5). */
export type ProfileRequest = Pick<ProfileUpdateRequest, 'address' | 'city' | 'country' | 'birthdate' | 'email_marketing'>;

export interface UpdateProfileResponse extends NoticeAnswer {
  user: User;
}

/** `PUT /user/profile`; 422 with errors.birthdate under 18, errors.email if an email is sent. */
export function updateProfile(request: ProfileRequest): Promise<UpdateProfileResponse> {
  return api.put('user/profile', { json: request }).json<UpdateProfileResponse>();
}
