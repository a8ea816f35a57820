import { api } from '@palpite/shared';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export interface VerifyEmailRequest {
  code: string;
}

export type VerifyEmailResponse = NoticeAnswer;

/** `POST /user/email/verify`; 422 wrong or expired code (errors.code), 429 too many attempts. */
export function verifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return api.post('user/email/verify', { json: request }).json<VerifyEmailResponse>();
}
