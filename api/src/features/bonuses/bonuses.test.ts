/**
 * The bonus lifecycle on the real ledger, through the API: offers and promotions, the welcome
 * bonus with a deposit, wagering from mixed games, one bonus at a time, conversion within the win
 * cap, expiry, cancellation, a withdrawal's forfeit, registration codes, and the `br` profile.
 * After every step that moves money the whole ledger is checked.
 */
import { BONUS_TERMS } from '@palpite/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedTestOffer } from '../../testing/bonus-offers.ts';
import { formatBrl } from '../../domain/money.ts';
import { checkLedger } from '../../ledger/index.ts';
import { as, balances, createCasinoTestApp, fund, GAMES, ops, player, type CasinoTestApp, type TestPlayer } from '../casino/testing.ts';
import { approvedCardDeposit as card } from '../payments/testing.ts';
import { approveIdentity } from '../withdrawals/testing.ts';
import { lastMailTo } from '../../testing/players.ts';

let t: CasinoTestApp;
// Building the app migrates a fresh database: give a busy machine time.
beforeAll(async () => {
  t = await createCasinoTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function verified(who: TestPlayer): Promise<TestPlayer> {
  await t.db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [who.id, t.clock.now()]);
  return who;
}

async function expectSoundLedger() {
  const report = await checkLedger(t.db);
  expect(report.checks.flatMap((check) => check.problems)).toEqual([]);
}

const current = async (who: TestPlayer) => (await as(t, who).get('/user/bonuses/current')).json().bonus;

/** A test offer with a small requirement, so a test can meet it with real spins. */
async function quickOffer(code: string, overrides: Parameters<typeof fixedTestOffer>[2] = {}) {
  await fixedTestOffer(t.db, code, { maxBonusCentavos: 20_00n, wageringMultiple: 1, redemptionsPerPlayer: 5, ...overrides });
}

describe('offers and promotions', () => {
  it('lists the welcome offer with the figures of the shared terms', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/bonuses/offers?product=casino` });
    expect(response.statusCode).toBe(200);
    const welcome = response.json().data.find((offer: { code: string }) => offer.code === 'welcome');
    expect(welcome).toMatchObject({
      kind: 'deposit_match',
      percentage: BONUS_TERMS.welcome.percentage,
      max_bonus: Number(BONUS_TERMS.welcome.maxBonusCentavos) / 100,
      min_deposit: Number(BONUS_TERMS.welcome.minDepositCentavos) / 100,
      wagering_multiple: BONUS_TERMS.defaultWageringMultiple,
      validity_days: BONUS_TERMS.validityDays,
      win_cap: Number(BONUS_TERMS.newMemberWinCapCentavos) / 100,
      free_spins: BONUS_TERMS.welcome.freeSpins,
      free_spin_game: { uuid: GAMES.carnaval, name: 'Carnaval do Rio' },
    });
    // Registration-code offers are given at sign-up, never from a page.
    expect(response.json().data.map((offer: { code: string }) => offer.code)).not.toContain('signup-spins');
  });

  it('lists promotions per product in the asked language, each with its offer', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/promotions?product=sports`, headers: { 'accept-language': 'tr' } });
    expect(response.statusCode).toBe(200);
    const [promotion] = response.json().data;
    expect(promotion).toMatchObject({ slug: 'recarga-esportes', product: 'sports', title: 'Spor yeniden yükleme', offer: { code: 'sports-reload' } });
    expect(promotion.body.length).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: 'GET', url: `${t.prefix}/promotions?product=poker`, headers: { 'accept-language': 'pt-BR' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ product: ['Produto inválido.'] });
  });
});

describe('offers as one player sees them', () => {
  const getIn = (who: TestPlayer | null, language: string, path: string) =>
    t.app.inject({ method: 'GET', url: `${t.prefix}${path}`, headers: { ...who?.headers, 'accept-language': language } });
  const offersFor = async (who: TestPlayer | null, language = 'pt-BR') => {
    const response = await getIn(who, language, '/bonuses/offers');
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(response.json().data.map((offer: { code: string; unavailable: unknown }) => [offer.code, offer.unavailable]));
  };

  it('says why a logged-in player could not take an offer now, as the claim itself would refuse it', async () => {
    const visitor = await offersFor(null);
    expect(visitor).toMatchObject({ welcome: null, 'casino-reload': null, 'sports-reload': null });

    const who = await verified(await player(t));
    expect(await offersFor(who)).toMatchObject({ welcome: null, 'casino-reload': null });

    // A first deposit without the bonus: the welcome offer has passed, the reload is open.
    expect((await as(t, who).post('/wallet/deposits', card(50))).statusCode).toBe(201);
    const afterDeposit = await offersFor(who);
    expect(afterDeposit.welcome).toEqual({
      reason: 'deposit_number_passed',
      message_key: 'bonus.errors.depositNumberPassed',
      message: 'Esta oferta vale apenas para o 1º depósito.',
      translation_params: { number: 1 },
    });
    expect(afterDeposit['casino-reload']).toBeNull();
    const claimWelcome = await as(t, who).post('/user/bonuses/claim', { code: 'welcome' });
    expect(claimWelcome.statusCode).toBe(409);
    expect(claimWelcome.json().message_key).toBe(afterDeposit.welcome.message_key);
    // The sign-up spins come only with their registration code (GIROS20) at sign-up, not by their offer code.
    const spins = await as(t, who).post('/user/bonuses/claim', { code: 'signup-spins' });
    expect(spins.statusCode).toBe(404);
    expect(spins.json().message_key).toBe('bonus.errors.offerNotFound');

    // A claimed offer waits for its deposit: that one stays takeable (the deposit completes it), the rest are not.
    const claimed = await as(t, who).post('/user/bonuses/claim', { code: 'Casino-Reload' });
    expect(claimed.statusCode).toBe(201);
    // The notice names its key, so the page says it again in a language picked after it.
    expect(claimed.json()).toMatchObject({ message_key: 'bonus.claimed', bonus: { status: 'claimed' } });
    const waiting = await offersFor(who, 'en');
    expect(waiting['casino-reload']).toBeNull();
    expect(waiting['sports-reload']).toMatchObject({ reason: 'bonus_already_active', message_key: 'bonus.errors.alreadyActive' });
    expect(waiting.welcome).toMatchObject({ reason: 'bonus_already_active' });
  });

  it('shows the same on the promotions, in the asked language, and treats an unknown token as a visitor', async () => {
    const who = await verified(await player(t));
    await as(t, who).post('/wallet/deposits', card(50));
    const response = await getIn(who, 'en', '/promotions?product=casino');
    const welcome = response.json().data.find((promotion: { offer: { code: string } | null }) => promotion.offer?.code === 'welcome');
    expect(welcome.offer.unavailable).toMatchObject({ reason: 'deposit_number_passed', message: 'This offer is only for deposit number 1.' });

    const stranger = await t.app.inject({ method: 'GET', url: `${t.prefix}/promotions?product=casino`, headers: { authorization: 'Bearer not-a-session' } });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().data.map((promotion: { offer: { unavailable: unknown } | null }) => promotion.offer?.unavailable ?? null)).toEqual(
      stranger.json().data.map(() => null),
    );
  });
});

describe('the welcome bonus', () => {
  it('refuses a deposit below the offer minimum, creating nothing', async () => {
    const who = await verified(await player(t));
    const response = await as(t, who).post('/wallet/deposits', card(20, { bonus_code: 'welcome', amount: 19.99 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message_key).toBe('payments.belowMinimum');
    // The payment method's minimum is also 20; a higher offer minimum answers with the bonus's own message.
    await quickOffer('deposit-min-50', { kind: 'deposit_match', percentage: 100, maxBonusCentavos: 100_00n, minDepositCentavos: 50_00n });
    const below = await as(t, who).post('/wallet/deposits', card(40, { bonus_code: 'deposit-min-50' }));
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      message_key: 'bonus.errors.belowMinimumDeposit',
      message: `The minimum deposit for this bonus is ${formatBrl(50_00n)}.`,
    });
    expect(await current(who)).toBeNull();
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [who.id])).rows).toHaveLength(0);
  });

  it('is granted with the first deposit: bonus money, 40× wagering, 75 free spins, every step recorded', async () => {
    const who = await verified(await player(t));
    // A code is compared without case: a link's `WELCOME` is the same offer.
    const response = await as(t, who).post('/wallet/deposits', card(100, { bonus_code: ' WELCOME' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 100_00n });
    const bonus = await current(who);
    expect(bonus).toMatchObject({
      status: 'active',
      source: 'deposit',
      bonus_amount: 100,
      wagering_target: 4000,
      wagered: 0,
      wagering_percent: 0,
      win_cap: 1000,
      free_spins: { game: { uuid: GAMES.carnaval }, quantity: 75, left: 75 },
      offer: { code: 'welcome' },
    });
    expect(new Date(bonus.expires_at).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    const history = (await as(t, who).get('/user/bonuses')).json().data;
    // Newest first: the history shows a bonus's latest steps, older ones page by page.
    expect(history[0].transactions.map((step: { kind: string }) => step.kind)).toEqual(['free_spins', 'granted', 'claimed']);
    // The bell tells of the deposit, the bonus and the spins, each in the player's language from its key.
    const notifications = (await as(t, who).get('/user/notifications')).json().notifications as Array<{
      translation_key: string;
      translation_params: Record<string, unknown>;
      message: string;
    }>;
    expect(notifications.map((item) => [item.translation_key, item.translation_params]).sort()).toEqual([
      ['notifications.bonusGranted', { amount: formatBrl(100_00n) }],
      ['notifications.depositCredited', { amount: formatBrl(100_00n) }],
      ['notifications.freeSpinsGranted', { spins: 75 }],
    ]);
    expect(notifications.find((item) => item.translation_key === 'notifications.depositCredited')!.message).toBe(
      `Seu depósito de ${formatBrl(100_00n)} foi creditado no seu saldo.`,
    );
    await expectSoundLedger();
  });

  it('counts slot stakes in full and table games not at all, once per round', async () => {
    const who = await verified(await player(t));
    await as(t, who).post('/wallet/deposits', card(100, { bonus_code: 'welcome' }));
    // Free spins first (they are the welcome's): the slot's spins cost nothing and count nothing.
    const spin = await as(t, who).post(`/games/${GAMES.carnaval}/play`, { mode: 'real', stake: 1 });
    expect(spin.json().free_spin).toMatchObject({ quantity_left: 74 });
    const slot = await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 2 });
    expect(slot.statusCode, slot.body).toBe(200);
    const roulette = await as(t, who).post(`/games/${GAMES.roulette}/play`, { mode: 'real', bets: [{ type: 'red', amount: 5 }] });
    expect(roulette.statusCode).toBe(200);
    const dice = await as(t, who).post(`/games/${GAMES.dice}/play`, { mode: 'real', stake: 1, direction: 'over', target: 50 });
    expect(dice.statusCode).toBe(200);
    // The free spin's win is bonus money with the offer's 40× requirement.
    const spinWin = spin.json().round.payout as number;
    const bonus = await current(who);
    expect(bonus).toMatchObject({ bonus_amount: 100 + spinWin, wagering_target: 4000 + 40 * spinWin, wagered: 2, wagering_percent: 0 });
    expect(bonus.wagering_remaining).toBeCloseTo(bonus.wagering_target - 2, 2);
    const steps = (await as(t, who).get('/user/bonuses')).json().data[0].transactions;
    expect(steps.filter((step: { kind: string }) => step.kind === 'wagered')).toEqual([
      expect.objectContaining({ amount: 2, wagered_after: 2, source: `casino_round:${slot.json().round.id}` }),
    ]);
    await expectSoundLedger();
  });

  it('records a winning free spin of the bonus as a step of its own, with the round that won it', async () => {
    const who = await verified(await player(t));
    await as(t, who).post('/wallet/deposits', card(100, { bonus_code: 'welcome' }));
    let won: { id: number; payout: number } | null = null;
    // A slot pays on about a third of its spins: the welcome's 75 are plenty to see one win.
    for (let spin = 0; spin < 75 && !won; spin++) {
      const round = (await as(t, who).post(`/games/${GAMES.carnaval}/play`, { mode: 'real', stake: 1 })).json().round as { id: number; payout: number };
      if (round.payout > 0) won = round;
    }
    expect(won).not.toBeNull();
    const steps = (await as(t, who).get('/user/bonuses')).json().data[0].transactions as Array<{ kind: string }>;
    expect(steps.filter((step) => step.kind === 'spin_win')).toContainEqual(
      expect.objectContaining({ amount: won!.payout, source: `casino_round:${won!.id}` }),
    );
    await expectSoundLedger();
  });

  it('holds one bonus at a time and will not give a first-deposit offer twice', async () => {
    const who = await verified(await player(t));
    await as(t, who).post('/wallet/deposits', card(50, { bonus_code: 'welcome' }));
    const second = await as(t, who).post('/user/bonuses/claim', { code: 'casino-reload' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message_key).toBe('bonus.errors.alreadyActive');
    await as(t, who).post('/user/bonuses/current/cancel');
    const again = await as(t, who).post('/user/bonuses/claim', { code: 'welcome' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('bonus.errors.redemptionsUsed');
  });
});

describe('a bonus chosen with a deposit is that deposit’s', () => {
  const approve = (depositId: string) => t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/payments/${depositId}/approve` });
  const redemptions = async (who: TestPlayer) =>
    (await t.db.query('SELECT status, close_reason FROM player_bonuses WHERE user_id = $1 ORDER BY id', [who.id])).rows;

  it('is released when the deposit is declined: a deposit sent without a bonus after it gets none', async () => {
    const who = await verified(await player(t));
    const declined = await as(t, who).post('/wallet/deposits', card(100, { bonus_code: 'welcome', number: '4000 0000 0000 0002' }));
    expect(declined.json().deposit.status).toBe('failed');
    expect(await current(who)).toBeNull();
    // Not a redemption: the offer stays the player's to take.
    expect(await redemptions(who)).toEqual([{ status: 'cancelled', close_reason: 'not_qualified' }]);
    expect((await as(t, who).post('/wallet/deposits', card(100))).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 0n });
    expect(await current(who)).toBeNull();
    await expectSoundLedger();
  });

  it('is released when the player cancels the deposit, and waits for its own deposit meanwhile', async () => {
    await quickOffer('reload-tied', { kind: 'deposit_match', percentage: 100, maxBonusCentavos: 50_00n, minDepositCentavos: 20_00n });
    const who = await verified(await player(t));
    const pix = (await as(t, who).post('/wallet/deposits', { method: 'pix', amount: 50, bonus_code: 'reload-tied' })).json().deposit;
    expect(await current(who)).toMatchObject({ status: 'claimed', offer: { code: 'reload-tied' } });
    // A card deposit sent without the bonus, credited first, does not take the Pix's bonus.
    expect((await as(t, who).post('/wallet/deposits', card(30))).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 30_00n, bonus: 0n });
    expect(await current(who)).toMatchObject({ status: 'claimed' });
    expect((await approve(pix.id)).statusCode).toBe(200);
    expect(await balances(t, who.id)).toEqual({ cash: 80_00n, bonus: 50_00n });
    expect(await current(who)).toMatchObject({ status: 'active', bonus_amount: 50 });
    await as(t, who).post('/user/bonuses/current/cancel');

    const cancelled = (await as(t, who).post('/wallet/deposits', { method: 'pix', amount: 50, bonus_code: 'reload-tied' })).json().deposit;
    expect((await as(t, who).post(`/wallet/deposits/${cancelled.id}/cancel`)).statusCode).toBe(200);
    expect(await current(who)).toBeNull();
    await expectSoundLedger();
  });

  it('is released by the sweep when its deposit expired, so another offer can be chosen', async () => {
    await quickOffer('reload-expiring', { kind: 'deposit_match', percentage: 100, maxBonusCentavos: 50_00n, minDepositCentavos: 20_00n });
    const who = await verified(await player(t));
    const pix = (await as(t, who).post('/wallet/deposits', { method: 'pix', amount: 50, bonus_code: 'reload-expiring' })).json().deposit;
    // What the payments expiry job does when the Pix's time is over.
    await t.db.query(`UPDATE deposits SET status = 'expired' WHERE id = $1`, [pix.id]);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toBeNull();
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'casino-reload' })).statusCode).toBe(201);
  });
});

describe('conversion, expiry, cancellation', () => {
  it('converts once the wagering is met, within the win cap, the rest forfeited', async () => {
    await quickOffer('quick-capped', { winCapCentavos: 5_00n, maxBonusCentavos: 20_00n });
    const who = await player(t);
    // Cash is staked before bonus money (spec §9), so 20 spins of R$ 1 on R$ 30 cash meet the
    // 1× requirement with the R$ 20 bonus untouched.
    await fund(t, who.id, 30);
    const claimed = await as(t, who).post('/user/bonuses/claim', { code: 'quick-capped' });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json()).toMatchObject({ message: 'Bonus credited to your bonus balance.', bonus: { status: 'active', wagering_target: 20 } });
    for (let spin = 1; spin <= 20; spin++) {
      const before = await balances(t, who.id);
      const played = await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 });
      expect(played.statusCode, played.body).toBe(200);
      const round = played.json().round;
      expect(round).toMatchObject({ stake_cash: 1, stake_bonus: 0 });
      const after = await balances(t, who.id);
      if (spin < 20) {
        expect(after).toEqual({ cash: before.cash - 100n + BigInt(Math.round(round.payout * 100)), bonus: 20_00n });
        expect(await current(who)).toMatchObject({ wagered: spin });
      } else {
        // The 20th spin meets the requirement: R$ 5 (the cap) converts to cash, R$ 15 is forfeited.
        expect(after).toEqual({ cash: before.cash - 100n + BigInt(Math.round(round.payout * 100)) + 5_00n, bonus: 0n });
        expect(played.json().balance).toEqual({ cash: Number(after.cash) / 100, bonus: 0 });
      }
      await expectSoundLedger();
    }
    expect(await current(who)).toBeNull();
    const [closed] = (await as(t, who).get('/user/bonuses')).json().data;
    expect(closed).toMatchObject({ status: 'completed', close_reason: 'wagering_met', converted: 5, forfeited: 15, wagering_percent: 100 });
    expect(closed.transactions.map((step: { kind: string }) => step.kind).slice(0, 2)).toEqual(['forfeited', 'converted']);
  });

  it('a conversion leaves the bonus’s used-up free-spin campaign used up, not cancelled', async () => {
    await quickOffer('quick-one-spin', { freeSpins: 1, freeSpinsGameSlug: 'carnaval-do-rio', freeSpinBetCentavos: 1_00n });
    const who = await player(t);
    await fund(t, who.id, 300);
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'quick-one-spin' })).statusCode).toBe(201);
    // The one free spin, then cash spins until the requirement is met and the bonus converts: R$ 20,
    // plus 1× whatever the free spin won (the bonus's terms), so as many spins as that takes.
    expect((await as(t, who).post(`/games/${GAMES.carnaval}/play`, { mode: 'real', stake: 1, free_spin: true })).statusCode).toBe(200);
    for (let spin = 0; spin < 400 && (await current(who)) !== null; spin++) await as(t, who).post(`/games/${GAMES.carnaval}/play`, { mode: 'real', stake: 2 });
    expect(await current(who)).toBeNull();
    const { rows } = await t.db.query<{ status: string; used: number; quantity: number }>(
      `SELECT c.status, c.used, c.quantity FROM casino_free_spin_campaigns c JOIN player_bonuses b ON b.free_spin_campaign_id = c.id WHERE b.user_id = $1`,
      [who.id],
    );
    expect(rows).toEqual([{ status: 'active', used: 1, quantity: 1 }]);
  });

  it('expires after its validity: the remaining bonus money goes back, the player is told', async () => {
    await quickOffer('quick-expiring', { validityDays: 1 });
    const who = await player(t);
    await as(t, who).post('/user/bonuses/claim', { code: 'quick-expiring' });
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 20_00n });
    t.clock.advance(86_400_000 - 1);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toMatchObject({ status: 'active' });
    t.clock.advance(1);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toBeNull();
    const [closed] = (await as(t, who).get('/user/bonuses')).json().data;
    expect(closed).toMatchObject({ status: 'expired', close_reason: 'expired', forfeited: 20 });
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    await vi.waitFor(() => expect(t.balanceUpdates(who.id).length).toBeGreaterThan(0));
    await expectSoundLedger();
  });

  it('a player may cancel: the bonus money is forfeited, the cash untouched', async () => {
    await quickOffer('quick-cancel');
    const who = await player(t);
    await fund(t, who.id, 30);
    await as(t, who).post('/user/bonuses/claim', { code: 'quick-cancel' });
    const cancelled = await as(t, who).post('/user/bonuses/current/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message_key: 'bonus.cancelled', bonus: null });
    expect(await balances(t, who.id)).toEqual({ cash: 30_00n, bonus: 0n });
    const again = await as(t, who).post('/user/bonuses/current/cancel');
    expect(again.statusCode).toBe(404);
    expect(again.json().message_key).toBe('bonus.errors.noOpenBonus');
    await expectSoundLedger();
  });

  it('a withdrawal the terms refuse answers its refusal without asking to forfeit the bonus, which stays as it was', async () => {
    await quickOffer('quick-withdraw');
    const who = await verified(await player(t));
    await approveIdentity(t, who.id);
    await as(t, who).post('/wallet/deposits', card(600));
    await as(t, who).post('/user/bonuses/claim', { code: 'quick-withdraw' });
    const { rows } = await t.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = $1', [who.id]);
    const body = { method: 'papara', amount: 500, account_number: '1234567890', first_name: rows[0]!.first_name, last_name: rows[0]!.last_name };
    // The 2.5× deposit wagering of spec §9 is not met: refused at once, agreed to forfeit or not, and nothing happens at all.
    for (const agreed of [{}, { forfeit_bonus: true }]) {
      const refused = await as(t, who).post('/wallet/withdrawals', { ...body, ...agreed });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().message_key).toBe('withdrawals.wageringRequired');
    }
    expect(await current(who)).toMatchObject({ status: 'active' });
    expect(await balances(t, who.id)).toEqual({ cash: 600_00n, bonus: 20_00n });
    await expectSoundLedger();
  });

  it('a withdrawal once the wagering is met leaves the bonus to convert, even with free spins still to play', async () => {
    await quickOffer('quick-met', { freeSpins: 5, freeSpinsGameSlug: 'sete-da-sorte', freeSpinBetCentavos: 20n });
    const who = await verified(await player(t));
    await approveIdentity(t, who.id);
    await fund(t, who.id, 600);
    // The cash’s own 2.5× wagering before a withdrawal (spec §9): R$ 1.500 of slot stakes, each paid back.
    for (const round of [1, 2, 3]) {
      const stake = { amountCentavos: 500_00n, metadata: { gameUuid: GAMES.sete } };
      await t.ledger.transfer(t.db, {
        id: `casino_bet:t-${who.id}-${round}`,
        kind: 'casino_bet',
        debit: { userId: who.id, purpose: 'cash' },
        credit: { system: 'house_revenue' },
        ...stake,
      });
      await t.ledger.transfer(t.db, {
        id: `casino_win:t-${who.id}-${round}`,
        kind: 'casino_win',
        debit: { system: 'house_revenue' },
        credit: { userId: who.id, purpose: 'cash' },
        ...stake,
      });
    }
    await as(t, who).post('/user/bonuses/claim', { code: 'quick-met' });
    // R$ 20 of slot stakes made elsewhere meet the 1× wagering; the spins hold the conversion back.
    await t.db.query(`UPDATE player_bonuses SET wagered_centavos = wagering_target_centavos WHERE user_id = $1 AND status = 'active'`, [who.id]);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toMatchObject({ status: 'active', wagering_percent: 100 });
    const { rows } = await t.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = $1', [who.id]);
    const body = { method: 'papara', amount: 500, account_number: '1234567890', first_name: rows[0]!.first_name, last_name: rows[0]!.last_name };
    const withdrawn = await as(t, who).post('/wallet/withdrawals', body);
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(await current(who)).toMatchObject({ status: 'active' });
    expect((await balances(t, who.id)).bonus).toBe(20_00n);
    await expectSoundLedger();
  });
});

describe('a bonus whose bonus money is all lost', () => {
  const history = async (who: TestPlayer) =>
    (await as(t, who).get('/user/bonuses')).json().data as Array<{ status: string; close_reason: string | null; transactions: { kind: string }[] }>;
  /** The live roulette table, moved on to its next betting window if it is showing a result. */
  const rouletteInBetting = async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: `${t.prefix}/live-casino/tables/roleta-ao-vivo` })).json().table;
    const table = await read();
    if (table.phase === 'betting') return table;
    t.clock.advance(table.ms_left);
    await t.casino.runJobsOnce();
    return read();
  };
  const seamlessBet = (who: TestPlayer, roundId: string, amount: string) =>
    t.seamless.sandbox!.call('bet', { transaction_id: `${roundId}-bet`, player_id: String(who.id), game_uuid: GAMES.solDoSertao, round_id: roundId, amount });
  const seamlessWin = (who: TestPlayer, roundId: string, amount: string) =>
    t.seamless.sandbox!.call('win', { transaction_id: `${roundId}-win`, player_id: String(who.id), game_uuid: GAMES.solDoSertao, round_id: roundId, amount });

  async function expectEndedAndSlotFree(who: TestPlayer, nextOffer: string) {
    expect(await current(who)).toBeNull();
    const [ended] = await history(who);
    expect(ended).toMatchObject({ status: 'depleted', close_reason: 'depleted' });
    expect(ended!.transactions[0]).toMatchObject({ kind: 'depleted', amount: 0 });
    const claimed = await as(t, who).post('/user/bonuses/claim', { code: nextOffer });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(await current(who)).toMatchObject({ status: 'active', offer: { code: nextOffer } });
    await expectSoundLedger();
  }

  it('ends at once when a casino round loses the last of it, short of its wagering, and another offer can be taken', async () => {
    // R$ 20 with R$ 800 to wager; dice counts nothing towards it, so only losing can end it early.
    await quickOffer('lost-on-dice', { wageringMultiple: 40, redemptionsPerPlayer: 1 });
    await quickOffer('after-dice');
    const who = await player(t);
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'lost-on-dice' })).statusCode).toBe(201);
    // Every centavo of bonus money on each roll, until a roll loses it all (a win only raises the stake).
    for (let roll = 0; roll < 40 && (await balances(t, who.id)).bonus > 0n; roll++) {
      const stake = Number((await balances(t, who.id)).bonus) / 100;
      const played = await as(t, who).post(`/games/${GAMES.dice}/play`, { mode: 'real', stake, direction: 'over', target: 50 });
      expect(played.statusCode, played.body).toBe(200);
      expect(played.json().round).toMatchObject({ stake_cash: 0, stake_bonus: stake });
    }
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    await expectEndedAndSlotFree(who, 'after-dice');
  });

  it('waits for a provider’s round paid with bonus money, and ends when it closes without a win', async () => {
    await quickOffer('lost-on-provider', { maxBonusCentavos: 10_00n, wageringMultiple: 40 });
    await quickOffer('after-provider');
    const who = await player(t);
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'lost-on-provider' })).statusCode).toBe(201);
    const round = `depleted-${who.id}`;
    expect((await seamlessBet(who, round, '10.00')).body).toMatchObject({ status: 'OK', bonus: '0.00' });
    // Nothing to spend now, but the round may still pay the bonus back: it goes on.
    await t.bonuses.runJobsOnce();
    await t.bonuses.engine.settle(who.id);
    expect(await current(who)).toMatchObject({ status: 'active', wagered: 0 });
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'after-provider' })).statusCode).toBe(409);
    expect((await seamlessWin(who, round, '0.00')).body).toMatchObject({ status: 'OK' });
    // Ended by the round's own close, before any sweep.
    await expectEndedAndSlotFree(who, 'after-provider');
  });

  it('ends when a live-table bet loses the last of it, on the next sweep (live tables do not reach the engine)', async () => {
    await quickOffer('lost-on-live', { maxBonusCentavos: 10_00n, wageringMultiple: 40 });
    await quickOffer('after-live');
    const who = await player(t);
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'lost-on-live' })).statusCode).toBe(201);
    // Everything on one number each round until a round loses it all (1 in 37 wins, and then bets 36 times more).
    for (let round = 0; round < 5 && (await balances(t, who.id)).bonus > 0n; round++) {
      const table = await rouletteInBetting();
      const amount = Number((await balances(t, who.id)).bonus) / 100;
      const bet = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', {
        round_id: table.current_round.round_id,
        mode: 'real',
        bets: [{ type: 'straight', numbers: [17], amount }],
      });
      expect(bet.statusCode, bet.body).toBe(201);
      // While the bet is open the bonus goes on, though nothing is left to spend.
      await t.bonuses.runJobsOnce();
      await t.bonuses.engine.settle(who.id);
      expect(await current(who)).toMatchObject({ status: 'active' });
      t.clock.advance(table.ms_left);
      await t.casino.runJobsOnce();
    }
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    // What the bets' settlement published is out of the way (a publish joins the batch in flight).
    await t.realtime.notifier.balanceChanged(who.id);
    t.realtime.publisher.published.length = 0;
    await t.bonuses.runJobsOnce();
    await expectEndedAndSlotFree(who, 'after-live');
    // The player's open wallet page hears of it (it reads its bonus again on a balance update).
    await vi.waitFor(() =>
      expect(t.realtime.publisher.published).toContainEqual({ userId: String(who.id), name: 'balance-updated', data: { newBalance: 0, bonusBalance: 0 } }),
    );
  });

  it('is not ended while free spins of it are left to play', async () => {
    await quickOffer('spins-left', {
      maxBonusCentavos: 10_00n,
      wageringMultiple: 40,
      freeSpins: 3,
      freeSpinsGameSlug: 'carnaval-do-rio',
      freeSpinBetCentavos: 1_00n,
    });
    const who = await player(t);
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'spins-left' })).statusCode).toBe(201);
    // All R$ 10 lost on dice (or more, if a roll wins first): the spins are still to play.
    for (let roll = 0; roll < 40 && (await balances(t, who.id)).bonus > 0n; roll++) {
      const stake = Number((await balances(t, who.id)).bonus) / 100;
      expect((await as(t, who).post(`/games/${GAMES.dice}/play`, { mode: 'real', stake, direction: 'over', target: 50 })).statusCode).toBe(200);
    }
    await t.bonuses.runJobsOnce();
    await t.bonuses.engine.settle(who.id);
    expect(await current(who)).toMatchObject({ status: 'active', free_spins: { left: 3 } });
    await expectSoundLedger();
  });
});

describe('registration codes', () => {
  let signUps = 0;
  /** A sign-up through the API, each from its own address (sign-ups are rate-limited per address). */
  function signUp(registrationCode: unknown, overrides: Record<string, unknown> = {}, language = 'en') {
    signUps += 1;
    const email = `codigo-${signUps}-${Date.now()}@example.com`;
    const payload = {
      first_name: 'Rita',
      last_name: 'Lima',
      email,
      password: 'Senha-forte-123',
      password_confirmation: 'Senha-forte-123',
      registration_code: registrationCode,
      ...overrides,
    };
    const answer = t.app.inject({
      method: 'POST',
      url: `${t.prefix}/register`,
      remoteAddress: `198.51.100.${100 + signUps}`,
      headers: { 'accept-language': language },
      payload,
    });
    return { email: payload.email as string, answer };
  }

  /** Everything a sign-up could leave behind, counted. */
  async function footprint() {
    const count = async (sql: string) => (await t.db.query<{ count: number }>(sql)).rows[0]!.count;
    return {
      users: await count('SELECT count(*)::int AS count FROM users'),
      ledgerAccounts: await count('SELECT count(*)::int AS count FROM ledger_accounts'),
      bonuses: await count('SELECT count(*)::int AS count FROM player_bonuses'),
    };
  }

  const unknownCodeText = 'This registration code does not exist or is no longer available. Check the code or leave the field blank.';

  it('a code naming an offer claims it at sign-up; its free-spin wins are bonus money', async () => {
    const { email, answer } = signUp('giros20');
    const registered = await answer;
    expect(registered.statusCode, registered.body).toBe(201);
    const { rows } = await t.db.query<{ id: bigint }>('SELECT id FROM users WHERE email = $1', [email]);
    const bonus = await t.db.query<{ status: string; source: string; free_spin_campaign_id: bigint }>(
      'SELECT status, source, free_spin_campaign_id FROM player_bonuses WHERE user_id = $1',
      [rows[0]!.id],
    );
    expect(bonus.rows[0]).toMatchObject({ status: 'active', source: 'registration_code' });
    const campaign = await t.db.query<{ quantity: number; source: string }>('SELECT quantity, source FROM casino_free_spin_campaigns WHERE id = $1', [
      bonus.rows[0]!.free_spin_campaign_id,
    ]);
    expect(campaign.rows[0]).toEqual({ quantity: 20, source: 'bonus' });
    await expectSoundLedger();
  });

  it('refuses a sign-up whose code names no offer, under the code’s field, and creates nothing', async () => {
    const before = await footprint();
    const { email, answer } = signUp('GIROS21');
    const refused = await answer;
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, message_key: 'validation.invalid', errors: { registration_code: [unknownCodeText] } });
    expect(Object.keys(refused.json().errors)).toEqual(['registration_code']);
    expect(await footprint()).toEqual(before);
    expect((await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows).toHaveLength(0);
    expect(await lastMailTo(t, email)).toBeNull();
    // In the player’s language, as every field error.
    const inPortuguese = await signUp('GIROS21', {}, 'pt-BR').answer;
    expect(inPortuguese.json().errors.registration_code).toEqual([
      'Este código de cadastro não existe ou não está mais disponível. Confira o código ou deixe o campo em branco.',
    ]);
  });

  it('refuses a code whose offer is switched off or outside its dates', async () => {
    await quickOffer('code-ended', { registrationCode: 'ACABOU10' });
    await t.db.query("UPDATE bonus_definitions SET available_until = $1 WHERE code = 'code-ended'", [new Date(t.clock.now().getTime() - 1000)]);
    await quickOffer('code-later', { registrationCode: 'DEPOIS10' });
    await t.db.query("UPDATE bonus_definitions SET available_from = $1 WHERE code = 'code-later'", [new Date(t.clock.now().getTime() + 3_600_000)]);
    await quickOffer('code-off', { registrationCode: 'DESLIGADO10' });
    await t.db.query("UPDATE bonus_definitions SET active = false WHERE code = 'code-off'");
    const before = await footprint();
    for (const code of ['ACABOU10', 'DEPOIS10', 'DESLIGADO10']) {
      const refused = await signUp(code).answer;
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json().errors, code).toEqual({ registration_code: [unknownCodeText] });
    }
    expect(await footprint()).toEqual(before);
  });

  it('names every field at fault at once: an email already registered and an unknown code', async () => {
    const first = signUp(null);
    expect((await first.answer).statusCode).toBe(201);
    const before = await footprint();
    const again = await signUp('GIROS21', { email: first.email }).answer;
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['This email is already registered.'], registration_code: [unknownCodeText] });
    expect(await footprint()).toEqual(before);
  });

  it.each([[''], ['   '], [null]])('opens the account without a bonus when the code is left blank (%j)', async (blank) => {
    const { email, answer } = signUp(blank);
    const registered = await answer;
    expect(registered.statusCode, registered.body).toBe(201);
    const { rows } = await t.db.query<{ id: bigint; registration_code: string | null }>('SELECT id, registration_code FROM users WHERE email = $1', [email]);
    expect(rows[0]!.registration_code).toBeNull();
    expect((await t.db.query('SELECT 1 FROM player_bonuses WHERE user_id = $1', [rows[0]!.id])).rows).toHaveLength(0);
  });
});

describe('the br profile', () => {
  it('gives no bonus before a real-money bet', async () => {
    const br = await createCasinoTestApp({ jurisdiction: 'br' });
    try {
      const who = await player(br);
      await fund(br, who.id, 50);
      const refused = await as(br, who).post('/user/bonuses/claim', { code: 'casino-reload' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message_key).toBe('bonus.errors.realBetRequired');
      await as(br, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 });
      const claimed = await as(br, who).post('/user/bonuses/claim', { code: 'casino-reload' });
      expect(claimed.statusCode, claimed.body).toBe(201);
      expect(claimed.json().bonus).toMatchObject({ status: 'claimed' });
    } finally {
      await br.close();
    }
  });

  it('gives no free spins before a real-money bet either, from ops or from a provider', async () => {
    const br = await createCasinoTestApp({ jurisdiction: 'br' });
    try {
      const who = await player(br);
      await fund(br, who.id, 50);
      const window = {
        valid_from: new Date(br.clock.now().getTime() - 1000).toISOString(),
        valid_until: new Date(br.clock.now().getTime() + 3_600_000).toISOString(),
      };
      const fromOps = () => ops(br, 'POST', '/ops/free-spins', { user_id: Number(who.id), game_uuid: GAMES.sete, quantity: 30, bet_value: 5, ...window });
      const fromProvider = () =>
        br.app.inject({
          method: 'POST',
          url: `${br.prefix}/sandbox-provider/sertao-gaming/api/freespins`,
          payload: { player_id: String(who.id), game_uuid: GAMES.solDoSertao, quantity: 3, bet_value: '1.00', ...window },
        });
      const refused = await fromOps();
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ message_key: 'casino.errors.campaignInvalid', details: { reason: 'real_bet_required' } });
      expect((await fromProvider()).json()).toMatchObject({ status: 'ERROR', code: 'FREESPINS_CREATE_FAILED', reason: 'real_bet_required' });
      expect((await as(br, who).get('/user/free-spins')).json().data).toEqual([]);
      await as(br, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 });
      expect((await fromOps()).statusCode).toBe(201);
      expect((await fromProvider()).json()).toMatchObject({ status: 'OK' });
    } finally {
      await br.close();
    }
  });

  it('refuses a first-deposit offer’s code too, even after a real bet made with free-spin winnings before any deposit', async () => {
    const br = await createCasinoTestApp({ jurisdiction: 'br' });
    try {
      const who = await player(br);
      await fund(br, who.id, 5);
      await as(br, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 });
      const refused = await as(br, who).post('/user/bonuses/claim', { code: 'welcome' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message_key).toBe('bonus.errors.offerNotFound');
      expect((await as(br, who).get('/user/bonuses/current')).json()).toMatchObject({ bonus: null });
    } finally {
      await br.close();
    }
  });

  it('never shows a first-deposit offer: that deposit always comes before the first bet', async () => {
    const br = await createCasinoTestApp({ jurisdiction: 'br' });
    try {
      const offers = await br.app.inject({ method: 'GET', url: `${br.prefix}/bonuses/offers` });
      const codes = offers.json().data.map((offer: { code: string }) => offer.code);
      expect(codes).not.toContain('welcome');
      expect(codes).toContain('casino-reload');
      const shown = await br.app.inject({ method: 'GET', url: `${br.prefix}/promotions` });
      const promoted = shown.json().data.map((promotion: { offer: { code: string } | null }) => promotion.offer?.code);
      expect(promoted).not.toContain('welcome');
      expect(promoted).toContain('casino-reload');
    } finally {
      await br.close();
    }
  });
});

describe('no bonus during a break or self-exclusion', () => {
  const HOUR_MS = 3_600_000;
  const approve = (depositId: string) => t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/payments/${depositId}/approve` });

  /** A break (hours) or an indefinite self-exclusion as if taken elsewhere: this player's session outlives it. */
  async function exclude(who: TestPlayer, breakHours: number | null): Promise<void> {
    const startsAt = t.clock.now();
    const endsAt = breakHours === null ? null : new Date(startsAt.getTime() + breakHours * HOUR_MS);
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $4, $3)`, [
      who.id,
      breakHours === null ? 'self_exclusion' : 'break',
      startsAt,
      endsAt,
    ]);
  }

  /** What a bonus would have left behind: its rows, free-spin campaigns and notifications. */
  async function bonusTraces(who: TestPlayer) {
    const count = async (sql: string) => (await t.db.query<{ count: number }>(sql, [who.id])).rows[0]!.count;
    return {
      bonuses: await count('SELECT count(*)::int AS count FROM player_bonuses WHERE user_id = $1'),
      campaigns: await count('SELECT count(*)::int AS count FROM casino_free_spin_campaigns WHERE user_id = $1'),
      bonusNotifications: await count(`SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND translation_key LIKE 'notifications.%Granted'`),
    };
  }
  const NO_TRACES = { bonuses: 0, campaigns: 0, bonusNotifications: 0 };

  it('refuses every claim with the break’s message, leaving no bonus, no bonus money and no notification', async () => {
    await quickOffer('break-fixed');
    await quickOffer('break-spins', { kind: 'free_spins', maxBonusCentavos: 0n, freeSpins: 10, freeSpinsGameSlug: 'sete-da-sorte', freeSpinBetCentavos: 50n });
    const who = await verified(await player(t));
    await fund(t, who.id, 20);
    await exclude(who, 48);
    for (const code of ['casino-reload', 'break-fixed', 'break-spins']) {
      const refused = await as(t, who).post('/user/bonuses/claim', { code });
      expect(refused.statusCode, code).toBe(403);
      expect(refused.json().message_key, code).toBe('rg.errors.onBreak');
    }
    // The deposit form's opt-in and a sign-up code reach the same claim; the deposit itself is refused before them.
    await expect(t.bonuses.engine.optInForDeposit(who.id, 'casino-reload', 50_00n)).rejects.toMatchObject({ status: 403, key: 'rg.errors.onBreak' });
    // A sign-up code's claim is refused the same way, and rolls back all it did, in the sign-up's transaction.
    const signUpOffer = (await t.bonuses.engine.registrationOffer(t.db, 'GIROS20'))!;
    expect(await t.db.transaction((tx) => t.bonuses.engine.claimAtSignUp(tx, who.id, signUpOffer))).toBe(false);
    expect(await bonusTraces(who)).toEqual(NO_TRACES);
    expect(await balances(t, who.id)).toEqual({ cash: 20_00n, bonus: 0n });
    await expectSoundLedger();
  });

  it('refuses a self-excluded player’s claim with the self-exclusion’s message', async () => {
    await quickOffer('excluded-fixed');
    const who = await verified(await player(t));
    await exclude(who, null);
    const refused = await as(t, who).post('/user/bonuses/claim', { code: 'excluded-fixed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_key).toBe('rg.errors.selfExcludedIndefinitely');
    expect(await bonusTraces(who)).toEqual(NO_TRACES);
  });

  it('lists every offer and promotion as unavailable with the break’s refusal, even the offer whose deposit the player awaited', async () => {
    const who = await verified(await player(t));
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'casino-reload' })).statusCode).toBe(201);
    await exclude(who, 24);
    const headers = { ...who.headers, 'accept-language': 'en' };
    const offers = (await t.app.inject({ method: 'GET', url: `${t.prefix}/bonuses/offers`, headers })).json().data as Array<{ unavailable: unknown }>;
    const promoted = (await t.app.inject({ method: 'GET', url: `${t.prefix}/promotions`, headers }))
      .json()
      .data.flatMap((promotion: { offer: { unavailable: unknown } | null }) => (promotion.offer ? [promotion.offer] : [])) as Array<{ unavailable: unknown }>;
    const claimRefusal = (await as(t, who).post('/user/bonuses/claim', { code: 'sports-reload' })).json();
    expect(claimRefusal.message_key).toBe('rg.errors.onBreak');
    const expected = {
      reason: 'player_excluded',
      message_key: 'rg.errors.onBreak',
      message: claimRefusal.message,
      translation_params: claimRefusal.translation_params,
    };
    expect(offers.length).toBeGreaterThan(0);
    expect(promoted.length).toBeGreaterThan(0);
    for (const offer of [...offers, ...promoted]) expect(offer.unavailable).toEqual(expected);
    expect(expected.message).toMatch(/^You are on a break until /);
    // The deposit form's opt-in does not keep the awaited claim going either.
    await expect(t.bonuses.engine.optInForDeposit(who.id, 'casino-reload', 50_00n)).rejects.toMatchObject({ status: 403, key: 'rg.errors.onBreak' });
  });

  it('credits a Pix sent before the break and paid during it as cash only, ending its claim unqualified', async () => {
    await quickOffer('reload-before-break', { kind: 'deposit_match', percentage: 100, maxBonusCentavos: 50_00n, minDepositCentavos: 20_00n });
    const who = await verified(await player(t));
    const pix = (await as(t, who).post('/wallet/deposits', { method: 'pix', amount: 50, bonus_code: 'reload-before-break' })).json().deposit;
    expect(await current(who)).toMatchObject({ status: 'claimed', offer: { code: 'reload-before-break' } });
    await exclude(who, 24);
    expect((await approve(pix.id)).statusCode).toBe(200);
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
    expect(await current(who)).toBeNull();
    const { rows } = await t.db.query('SELECT status, close_reason, bonus_centavos FROM player_bonuses WHERE user_id = $1', [who.id]);
    expect(rows).toEqual([{ status: 'cancelled', close_reason: 'not_qualified', bonus_centavos: 0n }]);
    expect(await bonusTraces(who)).toEqual({ ...NO_TRACES, bonuses: 1 });
    await expectSoundLedger();
  });
});
