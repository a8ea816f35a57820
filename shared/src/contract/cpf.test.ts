import { describe, expect, it } from 'vitest';
import { registerRequest } from './auth.ts';
import { completeCpf, cpfDigits, formatCpf, isValidCpf, maskCpf } from './cpf.ts';

describe('CPF', () => {
  it('checks both check digits and refuses repeated digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('completes nine digits into a valid CPF', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    for (const firstNine of ['000000001', '123456789', '987654321']) expect(isValidCpf(completeCpf(firstNine))).toBe(true);
  });

  it('formats, masks as typed and reads back the digits', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('529982247256')).toBe('529.982.247-25');
    expect(cpfDigits(' 529.982.247-25 ')).toBe('52998224725');
  });

  it('sign-up takes an optional CPF as its 11 digits', () => {
    const base = { first_name: 'Ana', last_name: 'Souza', email: 'ana@example.com', password: 'correct horse 42', password_confirmation: 'correct horse 42' };
    expect(registerRequest.parse({ ...base, cpf: '529.982.247-25' }).cpf).toBe('52998224725');
    expect(registerRequest.parse({ ...base, cpf: '' }).cpf).toBeNull();
    expect(registerRequest.parse(base).cpf).toBeNull();
    expect(registerRequest.safeParse({ ...base, cpf: '529.982.247-24' }).error?.issues[0]?.message).toBe('validation.cpfInvalid');
  });
});
