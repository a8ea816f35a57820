import { api } from '@palpite/shared';

export interface SendEmailCodeResponse {
  message: string;
}

/** `POST /user/email/send-code`: a 6-digit code to the registered email; 409 when already verified. */
export function sendEmailCode(): Promise<SendEmailCodeResponse> {
  return api.post('user/email/send-code').json<SendEmailCodeResponse>();
}
