import { describe, expect, it } from 'vitest';
import { accountEmailField, emailField, EMAIL_MAX_LENGTH, EMAIL_PATTERN, forgotPasswordRequest, registerRequest } from './auth.ts';

describe('the email rule', () => {
  it('takes ordinary addresses, tags, subdomains and accented names', () => {
    for (const email of ['ana@example.com', 'ana.souza+bets@mail.example.com.br', "o'neil@example.ie", 'joão@exemplo.com.br', 'a_b-c@x-y.io'])
      expect(EMAIL_PATTERN.test(email), email).toBe(true);
  });

  it('refuses what a mail library would read as another or several mailboxes', () => {
    for (const email of [
      'x,you@evil.example',
      'x;you@evil.example',
      'Ana <you@evil.example>',
      '"x"@evil.example',
      'x(you)@evil.example',
      'x@evil.example,y@z.io',
    ])
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
  });

  it('refuses spec §5’s malformed shapes', () => {
    for (const email of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana maria@example.com',
      'ana..souza@example.com',
      '.ana@example.com',
      'ana@-example.com',
      'ana@example..com',
      'ana@example.com.',
    ])
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
  });

  it('lets an account registered under the older rule reset its password, with spec §5’s basic pattern', () => {
    expect(emailField.safeParse('ana..souza@example.com').success).toBe(false);
    expect(accountEmailField.safeParse('ana..souza@example.com').success).toBe(true);
    expect(forgotPasswordRequest.safeParse({ email: 'x@my_host.com' }).success).toBe(true);
    for (const email of ['ana', 'ana@', 'ana maria@example.com', 'ana@example'])
      expect(accountEmailField.safeParse(email).error?.issues[0]?.message, email).toBe('validation.emailInvalid');
  });

  it('answers the invalid-format message, trimmed input being checked', () => {
    expect(emailField.safeParse('  ana@example.com ').data).toBe('ana@example.com');
    expect(emailField.safeParse('x,you@evil.example').error?.issues[0]?.message).toBe('validation.emailInvalid');
  });

  it('says an address over 254 characters is invalid once, whatever else is wrong with it', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    for (const email of [`${local}@example.com`, `${local}@example`, `${local} maria@example.com`, 'a'.repeat(300)]) {
      for (const field of [emailField, accountEmailField])
        expect(
          field.safeParse(email).error?.issues.map((issue) => issue.message),
          email,
        ).toEqual(['validation.emailInvalid']);
      const signUp = registerRequest.safeParse({
        first_name: 'Ana',
        last_name: 'Souza',
        email,
        password: 'correct horse 42',
        password_confirmation: 'correct horse 42',
      });
      expect(
        signUp.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
        email,
      ).toEqual([['email', 'validation.emailInvalid']]);
    }
  });

  it('still takes an address of exactly 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(EMAIL_MAX_LENGTH - 64 - 1 - 63 - 1 - 63 - 1)}`;
    expect(email).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailField.safeParse(email).success).toBe(true);
    expect(emailField.safeParse(`${email}x`).error?.issues.map((issue) => issue.message)).toEqual(['validation.emailInvalid']);
  });
});
