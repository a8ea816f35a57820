/**
 * A bonus's steps as the history shows them, through the API on the real database: each bonus
 * carries only its latest steps and how many it has, older ones come page by page from its own
 * route (the player's own bonuses only); and the current bonus says what still holds back the
 * conversion of a wagering already met (free spins left, bonus stakes open).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_STEPS } from '../../bonus/index.ts';
import { fixedTestOffer } from '../../testing/bonus-offers.ts';
import { as, createCasinoTestApp, player, type CasinoTestApp, type TestPlayer } from '../casino/testing.ts';

let t: CasinoTestApp;
// Building the app migrates a fresh database: give a busy machine time.
beforeAll(async () => {
  t = await createCasinoTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

interface Step {
  id: number;
  kind: string;
}

let offers = 0;
/** A player holding a new fixed bonus of R$ 20 with a 1× requirement (free spins when `freeSpins`). */
async function withBonus(freeSpins = 0): Promise<{ who: TestPlayer; bonusId: number }> {
  offers += 1;
  const code = `steps-${offers}`;
  const spins = freeSpins > 0 ? { freeSpins, freeSpinsGameSlug: 'sete-da-sorte', freeSpinBetCentavos: 20n } : {};
  await fixedTestOffer(t.db, code, { maxBonusCentavos: 20_00n, wageringMultiple: 1, ...spins });
  const who = await player(t);
  const claimed = await as(t, who).post('/user/bonuses/claim', { code });
  expect(claimed.statusCode, claimed.body).toBe(201);
  return { who, bonusId: claimed.json().bonus.id as number };
}

/** `count` wagering steps, as thousands of bets would leave them (written directly: playing them would take minutes). */
async function addWageredSteps(who: TestPlayer, bonusId: number, count: number) {
  await t.db.query(
    `INSERT INTO bonus_transactions (player_bonus_id, user_id, kind, amount_centavos, wagered_after_centavos, source_ref, created_at)
     SELECT $1::bigint, $2, 'wagered', 100, n * 100, $5::text || n, $3 FROM generate_series(1, $4::int) AS n`,
    [bonusId, who.id, t.clock.now(), count, `casino_round:test-${bonusId}-`],
  );
}

const historyOf = async (who: TestPlayer) =>
  (await as(t, who).get('/user/bonuses')).json().data as Array<{ id: number; transactions: Step[]; transactions_total: number }>;
const stepsPage = (who: TestPlayer, bonusId: number | string, query = '') => as(t, who).get(`/user/bonuses/${bonusId}/transactions${query}`);

describe('a bonus’s steps in the history', () => {
  it('carries only the latest steps of each bonus, newest first, with how many it has in all', async () => {
    const { who, bonusId } = await withBonus();
    await addWageredSteps(who, bonusId, 45);
    const { rows } = await t.db.query<{ id: bigint }>('SELECT id FROM bonus_transactions WHERE player_bonus_id = $1 ORDER BY id DESC', [bonusId]);
    const [entry] = await historyOf(who);
    expect(entry!.transactions_total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(HISTORY_STEPS);
    expect(entry!.transactions.map((step) => step.id)).toEqual(rows.slice(0, HISTORY_STEPS).map((row) => Number(row.id)));
  });

  it('pages the older steps down to the first, none twice and none missed', async () => {
    const { who, bonusId } = await withBonus();
    await addWageredSteps(who, bonusId, 47);
    const [entry] = await historyOf(who);
    const seen = entry!.transactions.map((step) => step.id);
    let before: number | null = seen.at(-1)!;
    for (let pages = 0; before !== null && pages < 10; pages++) {
      const page = await stepsPage(who, bonusId, `?before=${before}&limit=20`);
      expect(page.statusCode, page.body).toBe(200);
      const { data, next_before } = page.json() as { data: Step[]; next_before: number | null };
      expect(data.length).toBeLessThanOrEqual(20);
      seen.push(...data.map((step) => step.id));
      before = next_before;
    }
    const { rows } = await t.db.query<{ id: bigint }>('SELECT id FROM bonus_transactions WHERE player_bonus_id = $1 ORDER BY id DESC', [bonusId]);
    expect(seen).toEqual(rows.map((row) => Number(row.id)));
    // The oldest page ends with the claim itself.
    const first = await stepsPage(who, bonusId, `?before=${seen.at(-2)}`);
    expect(first.json()).toEqual({ data: [expect.objectContaining({ id: seen.at(-1), kind: 'claimed' })], next_before: null });
  });

  it('reads from the newest step without `before`, 20 at a time unless asked for fewer', async () => {
    const { who, bonusId } = await withBonus();
    await addWageredSteps(who, bonusId, 30);
    const [entry] = await historyOf(who);
    const page = (await stepsPage(who, bonusId)).json() as { data: Step[]; next_before: number | null };
    expect(page.data.map((step) => step.id)).toEqual(entry!.transactions.map((step) => step.id));
    const three = (await stepsPage(who, bonusId, '?limit=3')).json() as { data: Step[]; next_before: number | null };
    expect(three.data).toHaveLength(3);
    expect(three.next_before).toBe(three.data[2]!.id);
  });

  it('answers another player’s bonus as one that does not exist, in the asker’s language', async () => {
    const { bonusId } = await withBonus();
    const stranger = await player(t, 'pt-BR');
    const theirs = await stepsPage(stranger, bonusId);
    const none = await stepsPage(stranger, 999_999_999);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message_key: 'http.notFound', message: 'Não encontrado.' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(theirs.json());
  });

  it('refuses a bad id, `before` or `limit` with a translated 400 naming each field, and a visitor with a 401', async () => {
    const { who, bonusId } = await withBonus();
    const refused = await t.app.inject({
      method: 'GET',
      url: `${t.prefix}/user/bonuses/abc/transactions?before=-1&limit=500`,
      headers: { ...who.headers, 'accept-language': 'tr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message_key: 'validation.invalid',
      message: 'İşaretli alanları kontrol edin.',
      errors: { id: ['Bu değer geçerli değil.'], before: ['Bu değer geçerli değil.'], limit: ['Bu değer geçerli değil.'] },
    });
    for (const query of ['?limit=0', '?before=0', '?before=1.5', '?before=0x10', '?limit=%2B5']) {
      const answer = await stepsPage(who, bonusId, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message_key, query).toBe('validation.invalid');
    }
    const visitor = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/bonuses/${bonusId}/transactions` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a current bonus whose wagering is met', () => {
  const current = async (who: TestPlayer) => (await as(t, who).get('/user/bonuses/current')).json().bonus;
  const meetWagering = (who: TestPlayer) =>
    t.db.query(`UPDATE player_bonuses SET wagered_centavos = wagering_target_centavos WHERE user_id = $1 AND status = 'active'`, [who.id]);

  it('says it still waits for the free spins left before it converts, and for nothing once they are all played', async () => {
    const { who } = await withBonus(5);
    expect(await current(who)).toMatchObject({ wagering_percent: 0, conversion_waits_for: null });
    await meetWagering(who);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toMatchObject({
      status: 'active',
      wagering_percent: 100,
      free_spins: { left: 5 },
      conversion_waits_for: { free_spins_left: 5, open_stakes: false },
    });
    await t.db.query(
      `UPDATE casino_free_spin_campaigns SET used = quantity WHERE id = (SELECT free_spin_campaign_id FROM player_bonuses WHERE user_id = $1 AND status = 'active')`,
      [who.id],
    );
    expect(await current(who)).toMatchObject({ wagering_percent: 100, conversion_waits_for: null });
  });

  it('says it waits for a stake paid with bonus money that is still open', async () => {
    const { who } = await withBonus();
    await meetWagering(who);
    await t.ledger.transfer(t.db, {
      id: `open-bonus-stake:${who.id}`,
      kind: 'bet_stake',
      pending: true,
      debit: { userId: who.id, purpose: 'bonus' },
      credit: { system: 'open_bets' },
      amountCentavos: 5_00n,
    });
    expect(await current(who)).toMatchObject({ wagering_percent: 100, conversion_waits_for: { free_spins_left: 0, open_stakes: true } });
  });

  it('says nothing holds it back in the history of a closed bonus', async () => {
    const { who } = await withBonus(5);
    await meetWagering(who);
    await as(t, who).post('/user/bonuses/current/cancel');
    const [closed] = (await as(t, who).get('/user/bonuses')).json().data;
    expect(closed).toMatchObject({ status: 'forfeited', conversion_waits_for: null });
  });
});
