import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { loadSeamlessConfig } from './config.ts';

const APP = { secretKey: 'k'.repeat(32), nodeEnv: 'test' as const };
const load = (secrets: string) => loadSeamlessConfig({ SEAMLESS_SECRETS: secrets }, APP);

describe('SEAMLESS_SECRETS', () => {
  it('takes a provider’s rotation of secrets, each of at least 16 characters', () => {
    expect(load(JSON.stringify({ 'sertao-gaming': 'new-secret-0123456, old-secret-0123456' })).secretsFor('sertao-gaming')).toEqual([
      'new-secret-0123456',
      'old-secret-0123456',
    ]);
  });

  it('refuses a rotation with an empty or short secret in it (it would sign calls anyone can forge)', () => {
    for (const value of ['new-secret-0123456,', 'new-secret-0123456,x', ',', '']) {
      expect(() => load(JSON.stringify({ 'sertao-gaming': value })), value).toThrow(ConfigError);
    }
    expect(() => load(JSON.stringify({ 'sertao-gaming': 42 }))).toThrow(ConfigError);
  });
});
