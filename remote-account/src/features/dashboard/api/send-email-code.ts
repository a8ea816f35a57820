import { api } from '@palpite/shared';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export type SendEmailCodeResponse = NoticeAnswer;

/** `POST /user/email/send-code`: a 6-digit code to the registered email; 409 when already verified. */
export function sendEmailCode(): Promise<SendEmailCodeResponse> {
  return api.post('user/email/send-code').json<SendEmailCodeResponse>();
}
