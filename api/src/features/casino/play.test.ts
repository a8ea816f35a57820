/**
 * Single-step rounds: real money through the ledger in one transaction (stake cash first, then
 * bonus; return to cash), demo play money that never touches the ledger, validation of each
 * game's bet, spec §8's insufficient funds with the balance, and provably-fair verification of a
 * round after the seeds are rotated.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFairHasher } from '../../domain/casino/fair/stream.ts';
import { hashServerSeed } from '../../domain/casino/fair/seeds.ts';
import { checkLedger } from '../../ledger/index.ts';
import { parseStoredBet, playSingle } from './engines.ts';
import { as, balances, createCasinoTestApp, fund, GAMES, grantBonus, player, transfersLike, type CasinoTestApp } from './testing.ts';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterEach(async () => {
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const ledgerRows = async () => Number((await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM ledger_transfers')).rows[0]!.count);

describe('a real round', () => {
  it('takes the stake cash first then bonus, splits the return like the stake, all in the ledger, and stores the round', async () => {
    const who = await player(t);
    await fund(t, who.id, 3);
    await grantBonus(t, who.id, 10);
    const response = await as(t, who).post(`/games/${GAMES.roulette}/play`, { mode: 'real', bets: [{ type: 'red', amount: 5 }] });
    expect(response.statusCode).toBe(200);
    const { round, balance } = response.json();
    const won = round.outcome.color === 'red';
    expect(round).toMatchObject({
      mode: 'real',
      status: 'settled',
      stake: 5,
      stake_cash: 3,
      stake_bonus: 2,
      payout: won ? 10 : 0,
      bet: { bets: [{ type: 'red', amount: 5 }] },
    });
    expect(round.outcome).toMatchObject({ pocket: expect.any(Number), color: expect.any(String), returns: [won ? 10 : 0] });
    // A win of 10 on a stake of 3 cash + 2 bonus: 6 to cash, 4 back to the bonus wallet.
    expect(balance).toEqual({ cash: won ? 6 : 0, bonus: won ? 12 : 8 });
    expect(round.balance_after).toEqual({ cash: won ? 6 : 0, bonus: won ? 12 : 8 });
    expect(await balances(t, who.id)).toEqual({ cash: won ? 600n : 0n, bonus: won ? 1200n : 800n });
    const transfers = await transfersLike(t, `casino:${round.id}:`);
    expect(transfers).toEqual([
      { id: `casino:${round.id}:bet:0:cash`, kind: 'casino_bet', phase: 'single', amount_centavos: 300n, debit: 'cash', credit: 'house_revenue' },
      { id: `casino:${round.id}:bet:0:bonus`, kind: 'casino_bet', phase: 'single', amount_centavos: 200n, debit: 'bonus', credit: 'house_revenue' },
      ...(won
        ? [
            { id: `casino:${round.id}:win`, kind: 'casino_win', phase: 'single', amount_centavos: 600n, debit: 'house_revenue', credit: 'cash' },
            { id: `casino:${round.id}:win:bonus`, kind: 'casino_win', phase: 'single', amount_centavos: 400n, debit: 'house_revenue', credit: 'bonus' },
          ]
        : []),
    ]);
    const metadata = (await t.ledger.getTransfer(t.db, `casino:${round.id}:bet:0:cash`))!.metadata;
    expect(metadata).toMatchObject({ gameName: 'Roleta Europeia', gameUuid: GAMES.roulette, roundId: String(round.id) });
    await vi.waitFor(() => expect(t.balanceUpdates(who.id).length).toBeGreaterThan(0));
    expect(round.wagering_contribution).toBe(0);
  });

  it('plays every single-step game with its own bet', async () => {
    const who = await player(t);
    await fund(t, who.id, 1000);
    const api = as(t, who);
    const plays: [string, object][] = [
      [GAMES.sete, { stake: 1 }],
      [GAMES.carnaval, { stake: '2,00' }],
      [GAMES.amazonia, { stake: 1.5 }],
      [
        GAMES.roulette,
        {
          bets: [
            { type: 'straight', numbers: [17], amount: 1 },
            { type: 'dozen', index: 2, amount: 2 },
            { type: 'split', numbers: [0, 3], amount: 0.5 },
          ],
        },
      ],
      [
        GAMES.baccarat,
        {
          bets: [
            { spot: 'banker', amount: 10 },
            { spot: 'tie', amount: 1 },
          ],
        },
      ],
      [GAMES.keno, { stake: 1, picks: [3, 7, 19, 40] }],
      [GAMES.dice, { stake: 1, direction: 'under', target: '49.5' }],
    ];
    for (const [game, bet] of plays) {
      const response = await api.post(`/games/${game}/play`, { mode: 'real', ...bet });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().round.status).toBe('settled');
    }
    const rounds = (await api.get('/user/games/rounds?limit=50')).json().data;
    expect(rounds).toHaveLength(7);
    const total = rounds.reduce(
      (sum: bigint, round: { stake: number; payout: number }) => sum + BigInt(Math.round(round.payout * 100)) - BigInt(Math.round(round.stake * 100)),
      0n,
    );
    expect((await balances(t, who.id)).cash).toBe(100_000n + total);
    const slot = rounds.find((round: { game: { uuid: string } }) => round.game.uuid === GAMES.sete);
    expect(slot.wagering_contribution).toBe(100);
    expect(slot.outcome.window).toHaveLength(3);
  });

  it('refuses with spec §8 insufficient funds, naming the balance, and changes nothing', async () => {
    const who = await player(t);
    await fund(t, who.id, 2);
    await grantBonus(t, who.id, 1.5);
    const before = await ledgerRows();
    const response = await as(t, who).post(`/games/${GAMES.dice}/play`, { mode: 'real', stake: 5, direction: 'over', target: 50 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message_key: 'casino.errors.insufficientBalance',
      message: 'Insufficient balance: you have R$\u00a03,50 for a stake of R$\u00a05,00.',
      details: { balance: 2, bonus_balance: 1.5, available: 3.5, stake: 5 },
    });
    expect(await ledgerRows()).toBe(before);
    expect((await as(t, who).get('/user/games/rounds')).json().data).toEqual([]);
    expect((await as(t, who).get('/user/fairness')).json().nonce).toBe(0);
  });

  it('refuses a roulette spot staked over its own limit with the spot and its limits in the player language', async () => {
    const who = await player(t, 'pt-BR');
    await fund(t, who.id, 3_000);
    const api = as(t, who);
    // R$ 1.200 on 7 in two bets: under the game's R$ 50.000, over a straight's R$ 1.000.
    const straight = {
      bets: [
        { type: 'straight', numbers: [7], amount: 600 },
        { type: 'straight', numbers: [7], amount: 600 },
        { type: 'red', amount: 1_500 },
      ],
    };
    const refused = await api.post(`/games/${GAMES.roulette}/play`, { mode: 'real', ...straight });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message_key: 'casino.errors.spotStakeOutOfRange',
      message: 'Pleno: o valor apostado em cada posição deve ficar entre R$\u00a00,10 e R$\u00a01.000,00.',
      translation_params: { spot: 'Pleno', min: 'R$\u00a00,10', max: 'R$\u00a01.000,00' },
      errors: { bets: ['Pleno: o valor apostado em cada posição deve ficar entre R$\u00a00,10 e R$\u00a01.000,00.'] },
      details: { spot: { type: 'straight', numbers: [7] }, stake: 1_200, min: 0.1, max: 1_000 },
    });
    const english = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/games/${GAMES.roulette}/play`,
      headers: { ...who.headers, 'accept-language': 'en' },
      payload: { mode: 'demo', bets: [{ type: 'dozen', index: 2, amount: 12_000.01 }] },
    });
    expect(english.json()).toMatchObject({
      message_key: 'casino.errors.spotStakeOutOfRange',
      message: 'Dozen: the stake on each spot must be between R$\u00a00,10 and R$\u00a012.000,00.',
      details: { spot: { type: 'dozen', index: 2 }, max: 12_000 },
    });
    // A layout wrong in other ways is still refused as such.
    const illegal = await api.post(`/games/${GAMES.roulette}/play`, {
      mode: 'real',
      bets: [
        { type: 'split', numbers: [1, 5], amount: 1 },
        { type: 'straight', numbers: [7], amount: 1_200 },
      ],
    });
    expect(illegal.json().message_key).toBe('casino.errors.invalidBet');
    // What is wrong, in the player's language; the domain's own words only in `details`.
    expect(illegal.json().errors.bets).toEqual([illegal.json().message]);
    expect(illegal.json().details.problems).toEqual(expect.arrayContaining([expect.stringContaining('split')]));
    // At its limit the spot plays.
    const atLimit = await api.post(`/games/${GAMES.roulette}/play`, { mode: 'real', bets: [{ type: 'straight', numbers: [7], amount: 1_000 }] });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });

  it('validates each game bet: roulette layout, keno picks, dice target, stake limits, mode', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const api = as(t, who);
    const cases: [string, object, number, string][] = [
      [GAMES.roulette, { bets: [{ type: 'split', numbers: [1, 5], amount: 1 }] }, 400, 'casino.errors.invalidBet'],
      [GAMES.roulette, { bets: [] }, 400, 'casino.errors.betsRequired'],
      [GAMES.roulette, { bets: [{ type: 'dozen', amount: 1 }] }, 400, 'casino.errors.betIndexInvalid'],
      [GAMES.keno, { stake: 1, picks: [1, 1] }, 400, 'casino.errors.picksRepeated'],
      [GAMES.keno, { stake: 1, picks: [0, 41] }, 400, 'casino.errors.picksOutOfRange'],
      [GAMES.keno, { stake: 1, picks: Array.from({ length: 11 }, (_, i) => i + 1) }, 400, 'casino.errors.picksCount'],
      [GAMES.dice, { stake: 1, direction: 'over', target: 1 }, 400, 'casino.errors.targetOutOfRange'],
      [GAMES.dice, { stake: 1, direction: 'over', target: 50.555 }, 400, 'validation.invalid'],
      [GAMES.dice, { stake: 1, direction: 'sideways', target: 50 }, 400, 'validation.invalid'],
      [GAMES.sete, { stake: 0 }, 400, 'validation.invalid'],
      [GAMES.sete, { stake: 0.05 }, 400, 'casino.errors.stakeOutOfRange'],
      [GAMES.sete, { stake: 1, mode: 'fun' }, 400, 'validation.invalid'],
      [GAMES.blackjack, { stake: 1 }, 409, 'casino.errors.wrongPlayStyle'],
      [GAMES.solDoSertao, { stake: 1 }, 409, 'casino.errors.wrongPlayStyle'],
      ['00000000-0000-4000-8000-000000000000', { stake: 1 }, 404, 'casino.errors.gameNotFound'],
    ];
    for (const [game, body, status, key] of cases) {
      const response = await api.post(`/games/${game}/play`, { mode: 'real', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message_key, JSON.stringify(body)).toBe(key);
    }
    // A target inside the range with a third decimal: the message says what is wrong with it.
    const thirdDecimal = await api.post(`/games/${GAMES.dice}/play`, { mode: 'real', stake: 1, direction: 'over', target: 97.995 });
    expect(thirdDecimal.json().errors.target).toEqual(['The target is a number from 0.00 to 100.00, with at most two decimals.']);
    expect(await balances(t, who.id)).toEqual({ cash: 10_000n, bonus: 0n });
    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/games/${GAMES.sete}/play`, payload: { stake: 1 } })).statusCode).toBe(401);
  });
});

describe('a single-player table bet the game cannot read', () => {
  it.each([
    ['roulette', [{ type: 'corner-ish', amount: 5 }], 'betTypeInvalid', 'Bet 1: unknown bet type.', 'type'],
    [
      'roulette',
      [
        { type: 'red', amount: 5 },
        { type: 'straight', numbers: [37], amount: 1 },
      ],
      'betNumbersInvalid',
      'Bet 2: choose its numbers, from 0 to 36.',
      'numbers.0',
    ],
    ['roulette', [{ type: 'column', amount: 5 }], 'betIndexInvalid', 'Bet 1: choose dozen or column 1, 2 or 3.', 'index'],
    ['roulette', [{ type: 'red', amount: 'lots' }], 'stakeInvalid', 'Bet 1: enter a valid amount (e.g. 1.50).', 'amount'],
    ['baccarat', [{ spot: 'dragon', amount: 5 }], 'betSpotInvalid', 'Bet 1: bet on player, banker or tie.', 'spot'],
    ['baccarat', [{ spot: 'player', amount: 5 }, { spot: 'tie' }], 'amountRequired', 'Bet 2: enter its amount.', 'amount'],
    ['baccarat', [{ spot: 'player', amount: 5 }, 'tie'], 'betShapeInvalid', 'Bet 2: a bet needs what it is on and its amount.', ''],
  ] as const)('on %s, %j: names the bet and its rule (%s), not the parser’s path', async (game, bets, rule, message, field) => {
    const who = await player(t, 'en');
    await fund(t, who.id, 100);
    const refused = await as(t, who).post(`/games/${GAMES[game]}/play`, { mode: 'real', bets });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({ message_key: `casino.errors.${rule}`, message, errors: { bets: [message] } });
    expect(body.details).toEqual({ bet: expect.any(Number), field });
    expect(Object.keys(body.errors)).toEqual(['bets']);
    expect(refused.body).not.toMatch(/bets\.\d/);
    expect(await balances(t, who.id)).toEqual({ cash: 10_000n, bonus: 0n });
  });

  it('says what is wrong with the bets as a whole without numbering one', async () => {
    const api = as(t, await player(t, 'en'));
    const tooMany = await api.post(`/games/${GAMES.baccarat}/play`, {
      mode: 'demo',
      bets: ['player', 'banker', 'tie', 'player'].map((spot) => ({ spot, amount: 1 })),
    });
    expect(tooMany.json()).toMatchObject({ message_key: 'casino.errors.tooManyBets', message: 'Too many bets.', errors: { bets: ['Too many bets.'] } });
    const none = await api.post(`/games/${GAMES.roulette}/play`, { mode: 'demo' });
    expect(none.json()).toMatchObject({
      message_key: 'casino.errors.betsRequired',
      message: 'Place at least one bet.',
      errors: { bets: ['Place at least one bet.'] },
    });
  });

  it.each([
    [
      'pt-BR',
      'baccarat',
      [
        { spot: 'banker', amount: 5 },
        { spot: 'dealer', amount: 5 },
      ],
      'Aposta 2: aposte em jogador, banca ou empate.',
    ],
    [
      'tr',
      'baccarat',
      [
        { spot: 'banker', amount: 5 },
        { spot: 'dealer', amount: 5 },
      ],
      '2. bahis: oyuncu, banker veya beraberliğe bahis yapın.',
    ],
    ['pt-BR', 'roulette', [{ type: 'dozen', amount: 5 }], 'Aposta 1: escolha a dúzia ou a coluna 1, 2 ou 3.'],
  ] as const)('speaks the player’s language (%s, %s)', async (language, game, bets, message) => {
    const refused = await as(t, await player(t, language)).post(`/games/${GAMES[game]}/play`, { mode: 'demo', bets });
    expect(refused.json()).toMatchObject({ message, errors: { bets: [message] } });
  });
});

describe('a bet against its game’s rules', () => {
  type Refusal = { key: string; field: string; messages: Record<'pt-BR' | 'en' | 'tr', string> };
  const picks = (numbers: number[]) => ({ game: GAMES.keno, body: { stake: 1, picks: numbers } });
  const refusals: [string, { game: string; body: object }, Refusal][] = [
    [
      'a keno number picked twice',
      picks([1, 1, 1]),
      {
        key: 'picksRepeated',
        field: 'picks',
        messages: { 'pt-BR': 'Escolha cada número uma só vez.', en: 'Pick each number only once.', tr: 'Her sayıyı yalnızca bir kez seçin.' },
      },
    ],
    [
      'keno numbers off the board',
      picks([0, 81]),
      {
        key: 'picksOutOfRange',
        field: 'picks',
        messages: { 'pt-BR': 'Escolha números de 1 a 40.', en: 'Pick numbers from 1 to 40.', tr: '1 ile 40 arasındaki sayılardan seçin.' },
      },
    ],
    [
      'eleven keno picks',
      picks(Array.from({ length: 11 }, (_, i) => i + 1)),
      {
        key: 'picksCount',
        field: 'picks',
        messages: { 'pt-BR': 'Escolha de 1 a 10 números.', en: 'Pick from 1 to 10 numbers.', tr: '1 ila 10 adet sayı seçin.' },
      },
    ],
    [
      'a dice roll under 0',
      { game: GAMES.dice, body: { stake: 1, direction: 'under', target: 0 } },
      {
        key: 'targetOutOfRange',
        field: 'target',
        messages: {
          'pt-BR': 'Para apostar abaixo, escolha um alvo de 0,01 a 98,00: a chance de ganhar deve ficar entre 0,01% e 98%.',
          en: 'To roll under, choose a target from 0.01 to 98.00: the win chance must be between 0.01% and 98%.',
          tr: 'Altı için 0,01 ile 98,00 arasında bir hedef seçin: kazanma şansı %0,01 ile %98 arasında olmalıdır.',
        },
      },
    ],
    [
      'a dice roll over 100',
      { game: GAMES.dice, body: { stake: 1, direction: 'over', target: 100 } },
      {
        key: 'targetOutOfRange',
        field: 'target',
        messages: {
          'pt-BR': 'Para apostar acima, escolha um alvo de 2,00 a 99,99: a chance de ganhar deve ficar entre 0,01% e 98%.',
          en: 'To roll over, choose a target from 2.00 to 99.99: the win chance must be between 0.01% and 98%.',
          tr: 'Üstü için 2,00 ile 99,99 arasında bir hedef seçin: kazanma şansı %0,01 ile %98 arasında olmalıdır.',
        },
      },
    ],
    [
      'two baccarat bets on one spot',
      {
        game: GAMES.baccarat,
        body: {
          bets: [
            { spot: 'banker', amount: 1 },
            { spot: 'banker', amount: 2 },
          ],
        },
      },
      {
        key: 'spotRepeated',
        field: 'bets',
        messages: {
          'pt-BR': 'Banca: uma aposta por posição. Coloque o valor todo em uma só aposta.',
          en: 'Banker: one bet per spot. Put the whole amount in a single bet.',
          tr: 'Banker: her noktaya tek bahis. Tutarın tamamını tek bir bahiste yapın.',
        },
      },
    ],
  ];

  it.each(refusals)('refuses %s with its own message in the player’s language, under the field it is about', async (_, { game, body }, refusal) => {
    const who = await player(t);
    await fund(t, who.id, 10);
    for (const language of ['pt-BR', 'en', 'tr'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${t.prefix}/games/${game}/play`,
        headers: { ...who.headers, 'accept-language': language },
        payload: { mode: 'real', ...body },
      });
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ message_key: `casino.errors.${refusal.key}`, message: refusal.messages[language] });
      expect(answer.errors).toEqual({ [refusal.field]: [refusal.messages[language]] });
      // Nothing in English for the player to be shown instead.
      expect(answer.details?.problems).toBeUndefined();
    }
    expect(await balances(t, who.id)).toEqual({ cash: 1_000n, bonus: 0n });
    expect((await as(t, who).get('/user/games/rounds')).json().data).toEqual([]);
  });
});

describe('a play sent again under its Idempotency-Key', () => {
  const play = (who: Awaited<ReturnType<typeof player>>, game: string, payload: object, key: string) =>
    t.app.inject({ method: 'POST', url: `${t.prefix}/games/${game}/play`, headers: { ...who.headers, 'idempotency-key': key }, payload });

  it('answers the round the first request played: one stake, one nonce, the balance as it is now', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const bet = { mode: 'real', bets: [{ type: 'red', amount: 2 }] };
    const first = await play(who, GAMES.roulette, bet, 'spin-1');
    const [again, atOnce] = await Promise.all([play(who, GAMES.roulette, bet, 'spin-1'), play(who, GAMES.roulette, bet, 'spin-1')]);
    expect(first.statusCode).toBe(200);
    for (const retry of [again, atOnce]) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json().round).toEqual(first.json().round);
      expect(retry.json().balance).toEqual(first.json().balance);
    }
    const rounds = await t.db.query<{ nonce: bigint }>('SELECT nonce FROM casino_rounds WHERE user_id = $1', [who.id]);
    expect(rounds.rows).toHaveLength(1);
    expect(await transfersLike(t, `casino:${first.json().round.id}:bet`)).toHaveLength(1);

    // Ops switching real play off after the spin does not turn its retry into a refusal.
    await t.db.query('UPDATE casino_games SET real_available = false WHERE uuid = $1', [GAMES.roulette]);
    try {
      const afterChange = await play(who, GAMES.roulette, bet, 'spin-1');
      expect(afterChange.statusCode).toBe(200);
      expect(afterChange.json().round.id).toBe(first.json().round.id);
      expect((await play(who, GAMES.roulette, bet, 'spin-1b')).statusCode).toBe(403);
    } finally {
      await t.db.query('UPDATE casino_games SET real_available = true WHERE uuid = $1', [GAMES.roulette]);
    }

    const next = await play(who, GAMES.roulette, bet, 'spin-2');
    expect(next.json().round.id).not.toBe(first.json().round.id);
    expect(next.json().round.fairness?.nonce ?? null).not.toBe(first.json().round.fairness?.nonce ?? 'none');
  });

  it('refuses the key for another game, mode or bet, translated, and plays nothing', async () => {
    const who = await player(t, 'pt-BR');
    await fund(t, who.id, 10);
    const first = await play(who, GAMES.roulette, { mode: 'real', bets: [{ type: 'red', amount: 2 }] }, 'k-1');
    expect(first.statusCode).toBe(200);
    const ledgerBefore = await ledgerRows();
    // The same bet written another way is the same play.
    const sameBet = await play(who, GAMES.roulette, { mode: 'real', bets: [{ type: 'red', amount: '2,00' }] }, 'k-1');
    expect(sameBet.json().round).toEqual(first.json().round);
    for (const [game, payload] of [
      [GAMES.dice, { mode: 'real', stake: 1, target: 50, direction: 'under' }],
      [GAMES.roulette, { mode: 'demo', bets: [{ type: 'red', amount: 2 }] }],
      [GAMES.roulette, { mode: 'real', bets: [{ type: 'black', amount: 2 }] }],
      [GAMES.roulette, { mode: 'real', bets: [{ type: 'red', amount: 3 }] }],
    ] as const) {
      const refused = await play(who, game, payload, 'k-1');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message_key: 'casino.errors.idempotencyKeyReused',
        message: 'Esta chave de requisição já foi usada em outra jogada. Jogue novamente para enviar uma nova.',
      });
    }
    const bad = await play(who, GAMES.roulette, { mode: 'real', bets: [{ type: 'red', amount: 2 }] }, 'chave com espaço');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Chave de requisição inválida.' });
    expect(await ledgerRows()).toBe(ledgerBefore);
    expect((await t.db.query('SELECT 1 FROM casino_rounds WHERE user_id = $1', [who.id])).rowCount).toBe(1);
  });

  it('takes the same spots or picks in another order as the same play', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const spots = [
      { type: 'split', numbers: [17, 20], amount: 1 },
      { type: 'red', amount: 2 },
    ];
    const first = await play(who, GAMES.roulette, { mode: 'real', bets: spots }, 'spots');
    expect(first.statusCode).toBe(200);
    const reordered = await play(
      who,
      GAMES.roulette,
      {
        mode: 'real',
        bets: [
          { type: 'red', amount: 2 },
          { type: 'split', numbers: [20, 17], amount: 1 },
        ],
      },
      'spots',
    );
    expect(reordered.json().round).toEqual(first.json().round);
    const keno = await play(who, GAMES.keno, { mode: 'real', stake: 1, picks: [3, 14, 27] }, 'picks');
    expect(keno.statusCode).toBe(200);
    const kenoAgain = await play(who, GAMES.keno, { mode: 'real', stake: 1, picks: [27, 3, 14] }, 'picks');
    expect(kenoAgain.json().round).toEqual(keno.json().round);
    expect((await play(who, GAMES.keno, { mode: 'real', stake: 1, picks: [27, 3, 15] }, 'picks')).statusCode).toBe(409);
    expect((await t.db.query('SELECT 1 FROM casino_rounds WHERE user_id = $1', [who.id])).rowCount).toBe(2);
  });

  it('sent at once for real and for demo money, the key plays once and refuses the other', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const answers = await Promise.all([
      play(who, GAMES.dice, { mode: 'real', stake: 1, target: 50, direction: 'under' }, 'both'),
      play(who, GAMES.dice, { mode: 'demo', stake: 1, target: 50, direction: 'under' }, 'both'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await t.db.query('SELECT 1 FROM casino_rounds WHERE user_id = $1', [who.id])).rowCount).toBe(1);
  });

  it('keeps demo plays apart from real ones: each key plays once per player', async () => {
    const who = await player(t);
    const other = await player(t);
    const bet = { mode: 'demo', stake: 1, target: 50, direction: 'under' };
    const first = await play(who, GAMES.dice, bet, 'same');
    expect((await play(who, GAMES.dice, bet, 'same')).json()).toEqual(first.json());
    const theirs = await play(other, GAMES.dice, bet, 'same');
    expect(theirs.json().round.id).not.toBe(first.json().round.id);
  });
});

describe('demo mode', () => {
  it('plays with R$ 1.000,00 of play money that never touches the ledger, and resets', async () => {
    const who = await player(t);
    const api = as(t, who);
    expect((await api.get('/user/games/demo-balance')).json()).toEqual({ balance: 1000 });
    const before = await ledgerRows();
    let expected = 100_000n;
    for (let i = 0; i < 5; i++) {
      const response = await api.post(`/games/${GAMES.amazonia}/play`, { mode: 'demo', stake: 10 });
      expect(response.statusCode).toBe(200);
      const { round, balance } = response.json();
      expected += BigInt(Math.round(round.payout * 100)) - 1000n;
      expect(round).toMatchObject({ mode: 'demo', stake: 10, stake_cash: 0, stake_bonus: 0 });
      expect(BigInt(Math.round(balance.demo * 100))).toBe(expected);
    }
    expect(await ledgerRows()).toBe(before);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    await t.db.query('UPDATE casino_demo_wallets SET balance_centavos = 50 WHERE user_id = $1', [who.id]);
    const broke = await api.post(`/games/${GAMES.dice}/play`, { mode: 'demo', stake: 1, direction: 'over', target: 50 });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().message_key).toBe('casino.errors.insufficientDemoBalance');
    expect((await api.post('/user/games/demo-balance/reset')).json()).toEqual({ balance: 1000 });
    expect(t.balanceUpdates(who.id)).toEqual([]);
  });
});

describe('provably fair', () => {
  it('shows the commitment, takes one nonce per round, and after rotation the round is recomputed from the revealed seeds', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const api = as(t, who);
    const fairness = (await api.get('/user/fairness')).json();
    expect(fairness).toMatchObject({ server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/), client_seed: expect.any(String), nonce: 0, previous: null });
    expect((await api.put('/user/fairness/client-seed', { client_seed: 'meu seed ☃' })).statusCode).toBe(200);
    const committed = (await api.get('/user/fairness')).json();
    expect(committed).toMatchObject({ client_seed: 'meu seed ☃', nonce: 0 });
    const rounds = [];
    for (const [game, bet] of [
      [GAMES.keno, { stake: 1, picks: [5, 10, 15, 20, 25] }],
      [GAMES.carnaval, { stake: 1 }],
      [GAMES.dice, { stake: 1, direction: 'over', target: 25 }],
    ] as const) {
      rounds.push((await api.post(`/games/${game}/play`, { mode: 'real', ...bet })).json().round);
    }
    expect(rounds.map((round) => round.fairness)).toEqual(
      [0, 1, 2].map((nonce) => ({
        server_seed_hash: committed.server_seed_hash,
        server_seed: null,
        client_seed: 'meu seed ☃',
        nonce,
        revealed: false,
        verified: null,
      })),
    );
    expect((await api.get('/user/fairness')).json().nonce).toBe(3);

    const rotation = (await api.post('/user/fairness/rotate')).json();
    expect(rotation.revealed).toMatchObject({ server_seed_hash: committed.server_seed_hash, client_seed: 'meu seed ☃', bets_played: 3 });
    expect(hashServerSeed(rotation.revealed.server_seed)).toBe(committed.server_seed_hash);
    expect(rotation.current).toMatchObject({ client_seed: 'meu seed ☃', nonce: 0 });
    expect(rotation.current.server_seed_hash).not.toBe(committed.server_seed_hash);
    expect((await api.get('/user/fairness')).json().previous.server_seed).toBe(rotation.revealed.server_seed);

    for (const played of rounds) {
      const { round } = (await api.get(`/user/games/rounds/${played.id}`)).json();
      expect(round.fairness).toMatchObject({ server_seed: rotation.revealed.server_seed, revealed: true, verified: true });
      // An independent recomputation from what the round shows: the same outcome.
      const engine = round.game.uuid === GAMES.keno ? 'keno' : round.game.uuid === GAMES.dice ? 'dice' : 'slots.video';
      const replay = playSingle(
        parseStoredBet(engine, round.bet),
        createFairHasher(round.fairness.server_seed).floats(round.fairness.client_seed, round.fairness.nonce),
      );
      expect(replay.outcome).toEqual(round.outcome);
      expect(replay.payoutCentavos).toBe(Math.round(round.payout * 100));
    }
    // Tampering shows: a stored outcome that does not follow from the seeds is not verified.
    await t.db.query(`UPDATE casino_rounds SET outcome = jsonb_set(outcome, '{roll}', '0') WHERE id = $1`, [rounds[2].id]);
    expect((await api.get(`/user/games/rounds/${rounds[2].id}`)).json().round.fairness.verified).toBe(false);
    expect((await api.put('/user/fairness/client-seed', { client_seed: '' })).statusCode).toBe(400);
  });

  it('recalls the player rounds by game, newest first, with a cursor; never another player', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const api = as(t, who);
    for (let i = 0; i < 5; i++) await api.post(`/games/dice/play`, { mode: 'real', stake: 1, direction: 'over', target: 50 });
    await api.post(`/games/keno/play`, { mode: 'demo', stake: 1, picks: [1] });
    const first = (await api.get('/user/games/rounds?game=dice&limit=3')).json();
    expect(first.data).toHaveLength(3);
    expect(first.data.every((round: { game: { uuid: string } }) => round.game.uuid === GAMES.dice)).toBe(true);
    const second = (await api.get(`/user/games/rounds?game=dice&limit=3&cursor=${first.next_cursor}`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    expect(first.data[0].id).toBeGreaterThan(first.data[1].id);
    const other = await player(t);
    expect((await as(t, other).get(`/user/games/rounds/${first.data[0].id}`)).statusCode).toBe(404);
  });
});
