/**
 * POST /user/bet through the real app and database: a leg's texts (spec §7 bet_details: teams,
 * outcome, bet_type, type, handicap) must name the selection it is booked on, and what the bet
 * stores and shows back (`details`) is the server's own data for that selection, never the texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, createBetsTestApp, createMatch, detail, fund, myBets, placeBet, player, setPrice, slip, type BetsTestApp } from './testing.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A funded player answered in `language`. */
async function funded(language: string) {
  const p = await player(t, language);
  await fund(t, p.id, 100);
  return p;
}

/** The refusal of a slip that contradicts its selections; nothing may have been placed. */
async function expectMismatch(response: { statusCode: number; json(): unknown }, p: { id: bigint } & Parameters<typeof myBets>[1]) {
  const body = response.json() as Record<string, unknown>;
  expect({ status: response.statusCode, key: body.message_key, translationKey: body.translation_key, success: body.success }).toEqual({
    status: 422,
    key: 'bets.slipMismatch',
    translationKey: 'bets.slipMismatch',
    success: false,
  });
  expect(body.bet).toBeUndefined();
  expect(await balances(t, p.id)).toEqual({ cash: 10_000n, bonus: 0n });
  expect((await myBets(t, p)).json().bets).toEqual([]);
  return body as { message: string; errors: Record<string, string[]>; details: Record<string, unknown> };
}

describe('a slip whose texts contradict its selection', () => {
  it('is refused when the selection id is one outcome and the outcome text another (en)', async () => {
    const p = await funded('en');
    const match = await createMatch(t);
    const away = Number(match.selections.get('1x2|2'));
    const body = await expectMismatch(await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 3.5, { selection_id: away })])), p);
    expect(body.message).toBe('A selection on your bet slip does not match our odds. Remove it and add it again.');
    expect(body.errors).toEqual({ 'bet_details.0.outcome': ['This is not the outcome of the chosen odds.'] });
    // The leg, so that the slip marks the selection to remove.
    expect(body.details).toEqual({ code: 'selection_mismatch', leg: 0 });
  });

  it('names every contradicting text: market, outcome, teams and sport (pt-BR)', async () => {
    const p = await funded('pt-BR');
    const match = await createMatch(t);
    const away = Number(match.selections.get('1x2|2'));
    const lying = detail(match, 'ft:total:2.5', 'over', 3.5, {
      selection_id: away,
      home_team_name: 'Real Madrid',
      away_team_name: 'Barcelona',
      type: 'basketball',
    });
    const body = await expectMismatch(await placeBet(t, p, slip(10, [lying])), p);
    expect(body.message).toBe('Uma seleção do seu cupom não corresponde às nossas odds. Remova-a e adicione-a de novo.');
    expect(body.errors).toEqual({
      'bet_details.0.type': ['Este não é o esporte da partida.'],
      'bet_details.0.home_team_name': ['Este não é o time da casa da partida.'],
      'bet_details.0.away_team_name': ['Este não é o time visitante da partida.'],
      'bet_details.0.bet_type': ['Este não é o mercado das odds escolhidas.'],
      'bet_details.0.outcome': ['Este não é o resultado das odds escolhidas.'],
    });
  });

  it('is refused for a line other than the market’s, and on the leg that contradicts (tr)', async () => {
    const p = await funded('tr');
    const first = await createMatch(t);
    const second = await createMatch(t, { markets: [{ key: 'ft:total:2.5', prices: { over: 1.9, under: 1.9 } }] });
    const over = Number(second.selections.get('ft:total:2.5|over'));
    const body = await expectMismatch(
      await placeBet(t, p, slip(10, [detail(first, '1x2', '1', 2.1), detail(second, 'ft:total:2.5', 'over', 1.9, { selection_id: over, handicap: 3.5 })])),
      p,
    );
    expect(body.message).toBe('Kuponunuzdaki bir seçim oranlarımızla uyuşmuyor. Seçimi kaldırıp yeniden ekleyin.');
    expect(body.errors).toEqual({ 'bet_details.1.handicap': ['Bu, marketin handikap ya da toplam değeri değil.'] });
    expect(body.details).toEqual({ code: 'selection_mismatch', leg: 1 });
  });

  it('is refused when a leg found by its texts names other teams (en)', async () => {
    const p = await funded('en');
    const match = await createMatch(t);
    const body = await expectMismatch(await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1, { away_team_name: 'Barcelona' })])), p);
    expect(body.errors).toEqual({ 'bet_details.0.away_team_name': ['This is not the match’s away team.'] });
  });
});

describe('a slip whose texts name its selection', () => {
  it('is placed, and the bet keeps the server’s data for the selection, not the texts sent', async () => {
    const p = await funded('en');
    const match = await createMatch(t, { markets: [{ key: 'ft:total:2.5', prices: { over: 1.9, under: 1.9 } }] });
    await setPrice(t, match, 'ft:total:2.5', 'over', 1.95);
    const over = Number(match.selections.get('ft:total:2.5|over'));
    // Other spellings of the same texts: the short market key, the engine's selection key, other case and spaces.
    const sent = detail(match, 'total:2.5', 'ft:total:over:2.5', 1.9, {
      selection_id: over,
      home_team_name: `  ${match.home.toUpperCase()} `,
      type: 'Football',
      handicap: 2.5,
      date: '1999-01-01',
      bet_time: '23:59',
      elapsed: 88,
    });
    const placed = await placeBet(t, p, slip(10, [sent], { accept_odds_changes: true }));
    expect(placed.statusCode, placed.body).toBe(201);
    const stored = {
      home_team_name: match.home,
      away_team_name: match.away,
      outcome: 'over',
      date: new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString(),
      handicap: 2.5,
      bet_type: 'ft:total:2.5',
      type: 'football',
      odd: 1.95,
      live: false,
      elapsed: null,
      bet_time: t.clock.now().toISOString(),
    };
    expect(placed.json().bet.details).toEqual([stored]);
    expect((await myBets(t, p)).json().bets[0].details).toEqual([stored]);
  });

  it('is the same slip when sent again under its key with other spellings of its texts', async () => {
    const p = await funded('en');
    const match = await createMatch(t);
    const first = await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1)]), { 'idempotency-key': 'spelled-again' });
    expect(first.statusCode).toBe(201);
    const again = await placeBet(t, p, slip(10, [detail(match, 'ft:match-result', 'home', 2.1)]), { 'idempotency-key': 'spelled-again' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().bet.id).toBe(first.json().bet.id);
    expect(await balances(t, p.id)).toEqual({ cash: 9_000n, bonus: 0n });
  });
});
