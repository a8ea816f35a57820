import { describe, expect, it } from 'vitest';
import { simulatedDay, type SimLeague } from '../../domain/sports/simulator.ts';
import { loadSportsConfig } from './config.ts';

const SECRET_KEY = 'k'.repeat(44);

describe('the simulator seed', () => {
  it('is 1 by default in development and tests: the same fixtures and matches every run', () => {
    expect(loadSportsConfig({}).seed).toBe(1);
    expect(loadSportsConfig({ SPORTS_SIM_SEED: '42' }, 'test').seed).toBe(42);
  });

  it('is a secret in production: derived from SECRET_KEY, or given with 32+ characters', () => {
    const derived = loadSportsConfig({}, 'production', SECRET_KEY).seed;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(loadSportsConfig({}, 'production', 'another secret key of 32+ chars!!').seed).not.toBe(derived);
    const given = 'a-long-random-seed-from-the-secret-store';
    expect(loadSportsConfig({ SPORTS_SIM_SEED: given }, 'production', SECRET_KEY).seed).toBe(given);
    expect(() => loadSportsConfig({ SPORTS_SIM_SEED: '1' }, 'production', SECRET_KEY)).toThrow(/32\+ characters/);
    expect(() => loadSportsConfig({}, 'production')).toThrow(/SECRET_KEY/);
  });

  it('never shows in a fixture id', () => {
    const seed = loadSportsConfig({}, 'production', SECRET_KEY).seed as string;
    const league: SimLeague = {
      id: 'bra-serie-a',
      sport: 'football',
      teams: ['CR Flamengo', 'SE Palmeiras', 'Santos FC', 'Grêmio FBPA'],
      slots: ['16:00'],
      perDay: [1, 1],
      knockout: false,
      refereeRegion: 'br',
    };
    const [fixture] = simulatedDay(seed, 20_420, league);
    expect(fixture!.externalId).toMatch(/^sim:k[0-9a-f]{12}:bra-serie-a:/);
    expect(fixture!.externalId).not.toContain(seed.slice(0, 12));
  });

  it('the replay of published results is refused in production', () => {
    expect(() => loadSportsConfig({ SPORTS_FEED: 'replay' }, 'production', SECRET_KEY)).toThrow(/replay/);
    expect(() => loadSportsConfig({ SPORTS_FEED: 'both' }, 'production', SECRET_KEY)).toThrow(/replay/);
    expect(loadSportsConfig({ SPORTS_FEED: 'replay' }, 'development').feeds).toEqual(['replay']);
  });
});
