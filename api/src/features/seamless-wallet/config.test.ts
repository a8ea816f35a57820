import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { CALLS_IN_FLIGHT_PER_PROVIDER, loadSeamlessConfig } from './config.ts';

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

describe('SEAMLESS_CALLS_IN_FLIGHT', () => {
  const inFlight = (value: string | undefined) => loadSeamlessConfig({ SEAMLESS_CALLS_IN_FLIGHT: value }, APP).callsInFlightPerProvider;

  it('defaults to 8 calls of one provider at once, and takes a whole number from 1', () => {
    expect(inFlight(undefined)).toBe(CALLS_IN_FLIGHT_PER_PROVIDER);
    expect(CALLS_IN_FLIGHT_PER_PROVIDER).toBe(8);
    expect(inFlight('1')).toBe(1);
    expect(inFlight('32')).toBe(32);
  });

  it('refuses 0 (every call would be refused), a fraction and words', () => {
    for (const value of ['0', '2.5', 'many', '-1']) expect(() => inFlight(value), value).toThrow(ConfigError);
  });
});
