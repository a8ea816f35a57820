/**
 * Registration codes under the br profile (JURISDICTION=br): no bonus comes before a real-money
 * bet, which no one signing up has placed, so a code's offer cannot be granted at sign-up and is no
 * open offer. The sign-up refuses it as it refuses an unknown code, rather than opening the
 * account without the offer and without a word.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { completeCpf } from '@palpite/shared/contract';
import type { BonusEngine } from '../../bonus/index.ts';
import { definitionByRegistrationCode } from '../../bonus/repo.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DESKTOP_CHROME, newPlayer } from '../../testing/players.ts';

let t: TestApp;
let engine: BonusEngine;
// Building the app migrates a fresh database: give a busy machine time.
beforeAll(async () => {
  t = await createTestApp({
    env: { JURISDICTION: 'br' },
    onFeatures: (features) => {
      engine = features.bonuses.engine;
    },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const UNKNOWN_CODE_TEXT = 'This registration code does not exist or is no longer available. Check the code or leave the field blank.';

let signUps = 0;
/** A sign-up through the API with a CPF of its own, each from its own address (sign-ups are rate-limited per address). */
function signUp(registrationCode: string | null, overrides: Record<string, unknown> = {}, language = 'en') {
  signUps += 1;
  const player = newPlayer();
  const payload = {
    ...player,
    password_confirmation: player.password,
    cpf: completeCpf(String(420_000_000 + signUps)),
    registration_code: registrationCode,
    ...overrides,
  };
  return {
    email: payload.email,
    answer: t.app.inject({
      method: 'POST',
      url: `${t.prefix}/register`,
      headers: { 'user-agent': DESKTOP_CHROME, 'accept-language': language },
      remoteAddress: `198.51.100.${signUps}`,
      payload,
    }),
  };
}

/** Everything a sign-up could leave behind, counted. */
async function footprint() {
  const count = async (sql: string) => (await t.db.query<{ count: number }>(sql)).rows[0]!.count;
  return {
    users: await count('SELECT count(*)::int AS count FROM users'),
    ledgerAccounts: await count('SELECT count(*)::int AS count FROM ledger_accounts'),
    bonuses: await count('SELECT count(*)::int AS count FROM player_bonuses'),
    campaigns: await count('SELECT count(*)::int AS count FROM casino_free_spin_campaigns'),
  };
}

describe('a registration code under the br profile', () => {
  it('refuses a sign-up whose code names an offer the profile cannot grant before a real-money bet, under the code’s field, and creates nothing', async () => {
    const before = await footprint();
    for (const code of ['GIROS20', ' giros20 ']) {
      const { email, answer } = signUp(code);
      const refused = await answer;
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json(), code).toMatchObject({ success: false, message_key: 'validation.invalid', errors: { registration_code: [UNKNOWN_CODE_TEXT] } });
      expect(Object.keys(refused.json().errors)).toEqual(['registration_code']);
      expect((await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows).toHaveLength(0);
    }
    expect(await footprint()).toEqual(before);
    const inPortuguese = await signUp('GIROS20', {}, 'pt-BR').answer;
    expect(inPortuguese.json().errors.registration_code).toEqual([
      'Este código de cadastro não existe ou não está mais disponível. Confira o código ou deixe o campo em branco.',
    ]);
    // Without the code the same player opens the account.
    expect((await signUp(null).answer).statusCode).toBe(201);
  });

  it('names every field at fault at once: an email already registered and the code', async () => {
    const first = signUp(null);
    expect((await first.answer).statusCode).toBe(201);
    const again = await signUp('GIROS20', { email: first.email }).answer;
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['This email is already registered.'], registration_code: [UNKNOWN_CODE_TEXT] });
  });

  it('refuses the code, opening no account, should the claim at sign-up refuse an offer the code’s check let through', async () => {
    // As if the check before the claim missed a rule the claim applies: the claim's refusal still refuses the sign-up.
    const offer = (await definitionByRegistrationCode(t.db, 'GIROS20'))!;
    const lookUp = vi.spyOn(engine, 'registrationOffer').mockResolvedValue(offer);
    try {
      const before = await footprint();
      const { answer } = signUp('GIROS20');
      const refused = await answer;
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ registration_code: [UNKNOWN_CODE_TEXT] });
      expect(await footprint()).toEqual(before);
    } finally {
      lookUp.mockRestore();
    }
  });
});
