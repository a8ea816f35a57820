import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, normaliseCodeInput, validateForm } from '@palpite/shared';
import { loginRequest, registerRequest, verifyCodeRequest } from '@palpite/shared/contract';

const valid = {
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  password: 'long enough',
  password_confirmation: 'long enough',
  registration_code: '',
};

/** Spec §5's messages, verbatim in English, translated in pt-BR and tr. */
const MESSAGES: Array<[field: string, change: Partial<typeof valid>, en: string, ptBR: string, tr: string]> = [
  ['first_name', { first_name: ' ' }, 'First name is required.', 'O nome é obrigatório.', 'Ad zorunludur.'],
  ['last_name', { last_name: '' }, 'Last name is required.', 'O sobrenome é obrigatório.', 'Soyad zorunludur.'],
  ['email', { email: '' }, 'Email is required.', 'O e-mail é obrigatório.', 'E-posta zorunludur.'],
  ['email', { email: 'ana.example.com' }, 'Invalid email format.', 'Formato de e-mail inválido.', 'Geçersiz e-posta biçimi.'],
  ['password', { password: '', password_confirmation: '' }, 'Password is required.', 'A senha é obrigatória.', 'Şifre zorunludur.'],
  [
    'password',
    { password: 'seven77', password_confirmation: 'seven77' },
    'Password must be at least 8 characters long.',
    'A senha deve ter pelo menos 8 caracteres.',
    'Şifre en az 8 karakter olmalıdır.',
  ],
  ['password_confirmation', { password_confirmation: 'long enougH' }, 'Passwords do not match.', 'As senhas não coincidem.', 'Şifreler eşleşmiyor.'],
];

beforeAll(async () => {
  await initI18n('en');
});

describe('sign-up validation (spec §5)', () => {
  it('accepts a valid form, the registration code being optional', () => {
    expect(validateForm(registerRequest, valid)).toEqual({});
  });

  it.each(MESSAGES)('%s: %s', async (field, change, en, ptBR, tr) => {
    const errors = validateForm(registerRequest, { ...valid, ...change });
    for (const [language, text] of [
      ['en', en],
      ['pt-BR', ptBR],
      ['tr', tr],
    ] as const) {
      await changeLanguage(language);
      expect(i18n.t(errors[field]!, { ns: 'common' })).toBe(text);
    }
  });

  it('reports one message per field, the first rule that fails', () => {
    expect(validateForm(registerRequest, { ...valid, password: '', password_confirmation: 'x' })).toMatchObject({ password: 'validation.passwordRequired' });
  });
});

describe('login and code validation (spec §5)', () => {
  it('requires email and password', () => {
    expect(validateForm(loginRequest, { email: '', password: '' })).toEqual({ email: 'validation.emailRequired', password: 'validation.passwordRequired' });
  });

  it('wants exactly six digits for the reset code', () => {
    const base = { email: 'a@b.co', first_name: 'A', last_name: 'B' };
    expect(validateForm(verifyCodeRequest, { ...base, verification_code: '12345' })).toEqual({ verification_code: 'validation.codeLength' });
    expect(validateForm(verifyCodeRequest, { ...base, verification_code: '123456' })).toEqual({});
  });

  it('keeps only digits in the code field, at most six', () => {
    expect(normaliseCodeInput('12a3-4 5678')).toBe('123456');
  });
});
