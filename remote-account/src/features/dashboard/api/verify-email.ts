import { api } from '@palpite/shared';

export interface VerifyEmailRequest {
  code: string;
}

export interface VerifyEmailResponse {
  message: string;
}

/** `POST /user/email/verify`; 422 wrong or expired code (errors.code), 429 too many attempts. */
export function verifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return api.post('user/email/verify', { json: request }).json<VerifyEmailResponse>();
}
