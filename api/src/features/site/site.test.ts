import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JURISDICTION: 'br' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says which jurisdiction profile is in force, with the responsible-gambling terms', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/site` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      jurisdiction: 'br',
      currency: 'BRL',
      responsible_gambling: { min_reality_check_minutes: 30, min_break_hours: 24 },
      bets: { max_selections: 20 },
    });
  });
});

describe('GET /site under BETS_MAX_SELECTIONS=7, BETS_MIN_STAKE=2, BETS_MAX_STAKE=500, BETS_MAX_POTENTIAL_WIN=10000', () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.stubEnv('BETS_MAX_SELECTIONS', '7');
    vi.stubEnv('BETS_MIN_STAKE', '2.00');
    vi.stubEnv('BETS_MAX_STAKE', '500.00');
    vi.stubEnv('BETS_MAX_POTENTIAL_WIN', '10000.00');
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.close();
  });

  it('tells the slip the deployment’s limits on one bet in reais, the ones placing a bet applies', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/site` });
    expect(response.json().bets).toEqual({ max_selections: 7, min_stake: 2, max_stake: 500, max_potential_win: 10_000 });
  });
});
