/**
 * A slot round can be recomputed from what the player is shown: GET /games/:uuid publishes each
 * slot's reel strips (and Carnaval do Rio's free-spin rules) in its paytable, and the revealed seeds
 * give the stops. The recomputation here reads only those answers, as a player's verifier would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFairHasher } from '../../domain/casino/fair/stream.ts';
import { as, chosenServerSeeds, createCasinoTestApp, GAMES, player, useSeeds, type CasinoTestApp } from './testing.ts';

// Nonce 0 of these seeds plays Carnaval do Rio's base spin, its 10 free spins and a retrigger's 10 more.
const SERVER_SEED = 'c'.repeat(64);
const CLIENT_SEED = 'reels-540';

let t: CasinoTestApp;
const seeds = chosenServerSeeds();
beforeAll(async () => {
  t = await createCasinoTestApp({ newServerSeed: seeds.draw });
});
afterAll(async () => {
  await t.close();
});

interface PublishedReels {
  strips: string[][];
  rows: number;
  window_order: 'row_reel' | 'reel_row';
  scatter?: { symbol: string };
  free_spins?: { trigger_scatters: number; award: number; cap: number };
}
interface Spin {
  stops: number[];
  window: string[][];
}

/** The spins of a round from the published reels alone: one float per reel, ⌊f·length⌋, then the free-spin chain. */
function spinsOf(reels: PublishedReels, fairness: { server_seed: string; client_seed: string; nonce: number }): Spin[] {
  const floats = createFairHasher(fairness.server_seed).floats(fairness.client_seed, fairness.nonce);
  const spin = (): Spin => {
    const stops = reels.strips.map((strip) => Math.floor(floats.next() * strip.length));
    const window = stops.map((stop, reel) => Array.from({ length: reels.rows }, (_, row) => reels.strips[reel]![(stop + row) % reels.strips[reel]!.length]!));
    return { stops, window };
  };
  const spins = [spin()];
  const chain = reels.free_spins;
  if (!chain) return spins;
  const triggers = (one: Spin) => one.window.flat().filter((symbol) => symbol === reels.scatter!.symbol).length >= chain.trigger_scatters;
  let awarded = triggers(spins[0]!) ? chain.award : 0;
  while (spins.length - 1 < awarded) {
    spins.push(spin());
    if (triggers(spins.at(-1)!)) awarded = Math.min(awarded + chain.award, chain.cap);
  }
  return spins;
}

/** The spins a round recorded, each window read as window[reel][row]. */
function recordedSpins(outcome: Record<string, unknown>, reels: PublishedReels): Spin[] {
  const asColumns = (spin: Spin): Spin =>
    reels.window_order === 'row_reel' ? { stops: spin.stops, window: reels.strips.map((_, reel) => spin.window.map((row) => row[reel]!)) } : spin;
  const spins = 'base_spin' in outcome ? [outcome.base_spin, ...(outcome.free_spins as Spin[])] : [outcome];
  return (spins as Spin[]).map((spin) => asColumns({ stops: spin.stops, window: spin.window }));
}

describe('the slots’ published reels', () => {
  it('recompute every slot round, free spins included, from the game details and the revealed seeds', async () => {
    const who = await player(t);
    const api = as(t, who);
    await useSeeds(t, who, seeds, SERVER_SEED, CLIENT_SEED);
    const titles = [GAMES.carnaval, GAMES.sete, GAMES.amazonia];
    const played: number[] = [];
    for (const uuid of titles) {
      const response = await api.post(`/games/${uuid}/play`, { mode: 'demo', stake: 1 });
      expect(response.statusCode, response.body).toBe(200);
      played.push(response.json().round.id);
    }
    expect((await api.post('/user/fairness/rotate')).statusCode).toBe(200);

    for (const [index, uuid] of titles.entries()) {
      const details = (await api.get(`/games/${uuid}`)).json().game;
      const reels = details.paytable as PublishedReels;
      expect(reels.strips).toHaveLength(details.paytable.reels);
      expect(details.verify.mapping).toContain('⌊f·strip length⌋');
      const round = (await api.get(`/user/games/rounds/${played[index]}`)).json().round;
      expect(round.fairness).toMatchObject({ server_seed: SERVER_SEED, client_seed: CLIENT_SEED, nonce: index, verified: true });
      const recorded = recordedSpins(round.outcome, reels);
      expect(spinsOf(reels, round.fairness)).toEqual(recorded);
      if (uuid === GAMES.carnaval) expect(recorded).toHaveLength(21);
    }
  });

  it('name the symbols as the rounds do, with Carnaval do Rio’s chain rules as numbers', async () => {
    const api = as(t, await player(t));
    const carnaval = (await api.get(`/games/${GAMES.carnaval}`)).json().game.paytable;
    expect(carnaval).toMatchObject({
      rows: 3,
      window_order: 'reel_row',
      scatter: { symbol: 'scatter' },
      free_spins: { trigger_scatters: 3, award: 10, cap: 50 },
    });
    expect(carnaval.strips.map((strip: string[]) => strip.length)).toEqual([40, 40, 40, 40, 40]);
    expect(carnaval.strips[0].slice(0, 6)).toEqual(['ace', 'queen_card', 'ten', 'jack', 'king', 'feather']);
    expect(carnaval.paylines[3]).toEqual([0, 1, 2, 1, 0]);
    const sete = (await api.get(`/games/${GAMES.sete}`)).json().game.paytable;
    expect(sete).toMatchObject({ rows: 3, window_order: 'row_reel' });
    expect(sete.strips[0].slice(0, 5)).toEqual(['seven', 'blank', 'single_bar', 'blank', 'cherry']);
    const amazonia = (await api.get(`/games/${GAMES.amazonia}`)).json().game.paytable;
    expect(amazonia.strips[1].slice(0, 9)).toEqual(['jaguar', 'jaguar', 'jaguar', 'ten', 'queen', 'ace', 'frog', 'king', 'wild']);
  });
});
