import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  twoFactorLoginRequest,
  verifyCodeRequest,
} from './auth.ts';

/** Every message key of a refused request, by field, in order. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

const signUp = { first_name: 'Ana', last_name: 'Souza', email: 'ana@example.com', password: 'correct horse 42', password_confirmation: 'correct horse 42' };

describe('a blank field', () => {
  it('reports only its required message at sign-up, not a format or length message after it', () => {
    for (const email of ['', '   '])
      expect(messagesOf(registerRequest, { ...signUp, email }), JSON.stringify(email)).toEqual({ email: ['validation.emailRequired'] });
    expect(messagesOf(registerRequest, { ...signUp, password: '', password_confirmation: '' })).toEqual({ password: ['validation.passwordRequired'] });
    for (const first_name of ['', ' ', '\u200b', '\u0007', '\u202e'])
      expect(messagesOf(registerRequest, { ...signUp, first_name }), JSON.stringify(first_name)).toEqual({ first_name: ['validation.firstNameRequired'] });
  });

  it('reports only its required message at login and in the password and code steps', () => {
    expect(messagesOf(loginRequest, { email: '', password: '' })).toEqual({ email: ['validation.emailRequired'], password: ['validation.passwordRequired'] });
    expect(messagesOf(forgotPasswordRequest, { email: '' })).toEqual({ email: ['validation.emailRequired'] });
    expect(messagesOf(twoFactorLoginRequest, { code: '' })).toEqual({ code: ['validation.codeRequired'] });
    expect(messagesOf(verifyCodeRequest, { email: '', first_name: '', last_name: '', verification_code: '' })).toEqual({
      email: ['validation.emailRequired'],
      first_name: ['validation.firstNameRequired'],
      last_name: ['validation.lastNameRequired'],
      verification_code: ['validation.codeRequired'],
    });
    expect(messagesOf(resetPasswordRequest, { email: '', password: '', password_confirmation: '', token: '' })).toEqual({
      email: ['validation.emailRequired'],
      password: ['validation.passwordRequired'],
      token: ['validation.codeRequired'],
    });
    // Two blank passwords are alike, but the new one is not "the same as the current one": it is missing.
    expect(messagesOf(changePasswordRequest, { current_password: '', password: '', password_confirmation: '' })).toEqual({
      current_password: ['validation.passwordRequired'],
      password: ['validation.passwordRequired'],
    });
  });

  it('leaves the other fields’ messages alone, the passwords’ mismatch among them', () => {
    expect(messagesOf(registerRequest, { ...signUp, email: '', password_confirmation: 'something else' })).toEqual({
      email: ['validation.emailRequired'],
      password_confirmation: ['validation.passwordsDoNotMatch'],
    });
    expect(messagesOf(registerRequest, { ...signUp, password: '' })).toEqual({
      password: ['validation.passwordRequired'],
      password_confirmation: ['validation.passwordsDoNotMatch'],
    });
  });

  it('does not change what a filled field is told', () => {
    expect(messagesOf(registerRequest, { ...signUp, email: 'ana@', password: 'short', password_confirmation: 'short', first_name: 'a\u0007b' })).toEqual({
      first_name: ['validation.fieldInvalid'],
      email: ['validation.emailInvalid'],
      password: ['validation.passwordTooShort'],
    });
    expect(messagesOf(twoFactorLoginRequest, { code: '12345' })).toEqual({ code: ['validation.codeLength'] });
    expect(messagesOf(forgotPasswordRequest, { email: 'ana' })).toEqual({ email: ['validation.emailInvalid'] });
  });
});
