/**
 * The spec's auth calls (§7), one function each, typed by the shared contract. Errors come back
 * as ky HTTPErrors; `readApiError` turns them into what the forms show.
 */
import { api } from '@palpite/shared';
import type { LoginResponse, RegisterRequest, ResetPasswordRequest, VerifyCodeRequest } from '@palpite/shared/contract';

export interface MessageResponse {
  message: string;
}

export function login(email: string, password: string): Promise<LoginResponse> {
  return api.post('login', { json: { email, password } }).json<LoginResponse>();
}

/** The 2FA step authenticates with the temporary token, not the stored one. */
export function loginWithTwoFactor(temporaryToken: string, code: string): Promise<{ access_token: string; message: string }> {
  return api.post('user/2fa/login', { json: { code }, headers: { Authorization: `Bearer ${temporaryToken}` } }).json();
}

export interface RecoveryLoginResponse {
  access_token: string;
  message: string;
  recovery_codes_left: number;
}

/** A recovery code in place of the authenticator's; also authenticated with the temporary token. */
export function loginWithRecoveryCode(temporaryToken: string, recoveryCode: string): Promise<RecoveryLoginResponse> {
  return api.post('user/2fa/login/recovery', { json: { recovery_code: recoveryCode }, headers: { Authorization: `Bearer ${temporaryToken}` } }).json();
}

/**
 * Ends the session a login answered with after the player had closed the login window: they
 * turned the login down, and an unseen live session is no one's to keep (a shared computer).
 */
export async function endAbandonedSession(token: string): Promise<void> {
  await api.post('logout', { json: {}, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}

export function register(request: RegisterRequest): Promise<MessageResponse> {
  return api.post('register', { json: { ...request, registration_code: request.registration_code || null } }).json();
}

export function forgotPassword(email: string): Promise<MessageResponse> {
  return api.post('forgot-password', { json: { email } }).json();
}

export function verifyCode(request: VerifyCodeRequest): Promise<MessageResponse> {
  return api.post('verify-code', { json: request }).json();
}

export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post('reset-password', { json: request }).json();
}
