import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';

describe('server-side texts', () => {
  it('fill placeholders, and fall back to pt-BR; an unknown key is null', () => {
    expect(translate('auth.banned', 'en')).toBe('Your account has been banned. Please contact support.');
    expect(translate('no.such.key', 'tr')).toBeNull();
  });

  it('pick a plural form by count as the front end does, zero included where the language has one', () => {
    expect(translate('auth.recoveryCodeUsed', 'en', { count: 1 })).toBe('You are logged in with a recovery code. 1 left.');
    expect(translate('auth.recoveryCodeUsed', 'pt-BR', { count: 1 })).toBe('Você entrou com um código de recuperação. Resta 1.');
    expect(translate('auth.recoveryCodeUsed', 'pt-BR', { count: 9 })).toBe('Você entrou com um código de recuperação. Restam 9.');
    expect(translate('auth.recoveryCodeUsed', 'pt-BR', { count: 0 })).toBe('Você entrou com um código de recuperação. Não restam outros.');
    expect(translate('auth.recoveryCodeUsed', 'tr', { count: 3 })).toBe('Bir kurtarma koduyla giriş yaptınız. 3 kod kaldı.');
  });
});
