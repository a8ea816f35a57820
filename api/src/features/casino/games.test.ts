/**
 * The catalogue: the search overlay's two calls exactly as spec §7 makes them (popular: 5 random
 * among the most popular; search: 12, blank = nothing, accents ignored, name or provider), the
 * lobby's lists, providers, details, favourites and recently played.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_HOUSE_GAMES } from '../../domain/casino/catalogue.ts';
import { as, createCasinoTestApp, fund, GAMES, player, type CasinoTestApp } from './testing.ts';

const IMAGES = resolve(import.meta.dirname, '..', '..', '..', 'public', 'images', 'games');

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${t.prefix}${path}`, headers: { 'accept-language': 'en', ...headers } });

describe('GET /games as the search overlay calls it (spec §7)', () => {
  it('popular: per_page=5, search empty, random=true → { data } with 5 random games among the most popular', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const response = await get('/games?per_page=5&search=&random=true');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data).toHaveLength(5);
      expect(new Set(body.data.map((game: { uuid: string }) => game.uuid)).size).toBe(5);
      for (const game of body.data) seen.add(game.uuid);
    }
    // Drawn from the 10 most popular: never the less popular ones, and not always the same five.
    const pool = (await get('/games?sort=popular&per_page=10')).json().data.map((game: { uuid: string }) => game.uuid);
    expect([...seen].every((uuid) => pool.includes(uuid))).toBe(true);
    expect(seen.size).toBeGreaterThan(5);
  });

  it('every game has the spec §3 fields and its image at /images/games/{uuid}.webp (generated art, committed)', async () => {
    const games = (await get('/games?per_page=100')).json().data as { id: number; uuid: string; name: string; provider: string; image: string }[];
    for (const game of games) {
      expect(game).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), name: expect.any(String), provider: expect.any(String) });
      expect(game.image).toBe(`/images/games/${game.uuid}.webp`);
      const file = join(IMAGES, `${game.uuid}.webp`);
      expect(existsSync(file), `${game.name}: run node api/scripts/generate-game-art.ts`).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect(bytes.length).toBeLessThan(30_000);
    }
  });

  it('search: search=…&per_page=12 → { data }, by name or provider, accents and case ignored', async () => {
    const byName = await get(`/games?search=${encodeURIComponent('amazonia')}&per_page=12`);
    expect(byName.statusCode).toBe(200);
    expect(Object.keys(byName.json())).toEqual(['data']);
    expect(byName.json().data.map((game: { name: string }) => game.name)).toEqual(['Amazônia 243']);
    expect((await get(`/games?search=${encodeURIComponent('AMAZÔNIA')}&per_page=12`)).json().data.map((game: { name: string }) => game.name)).toEqual([
      'Amazônia 243',
    ]);
    expect((await get(`/games?search=${encodeURIComponent('sertao')}&per_page=12`)).json().data.map((game: { name: string }) => game.name)).toEqual([
      'Sol do Sertão',
    ]);
    const byProvider = (await get(`/games?search=${encodeURIComponent('samba')}&per_page=12`)).json().data.map((game: { name: string }) => game.name);
    expect(byProvider.sort()).toEqual(['Carnaval do Rio', 'Sete da Sorte']);
    expect(
      (await get(`/games?search=bacar%C3%A1&per_page=12`))
        .json()
        .data.map((game: { slug: string }) => game.slug)
        .sort(),
    ).toEqual(['bacara-ao-vivo', 'bacara-punto-banco']);
    expect((await get('/games?search=%25&per_page=12')).json().data).toEqual([]);
  });

  it('search: at most per_page results (12), the most popular first', async () => {
    const all = (await get('/games?search=a&per_page=12')).json().data;
    expect(all.length).toBeLessThanOrEqual(12);
    const few = (await get('/games?search=a&per_page=3')).json().data;
    expect(few).toHaveLength(3);
    expect(few.map((game: { uuid: string }) => game.uuid)).toEqual(all.slice(0, 3).map((game: { uuid: string }) => game.uuid));
  });

  it('a blank or whitespace search finds nothing (spec §5)', async () => {
    for (const search of ['', '%20%20', '%09']) {
      const response = await get(`/games?search=${search}&per_page=12`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    }
  });
});

describe('the lobby', () => {
  it('lists by category with pagination meta, sorted popular, new or by name', async () => {
    const slots = (await get('/games?category=slots&page=1&per_page=2&sort=name')).json();
    expect(slots.meta).toEqual({ page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(slots.data.map((game: { name: string }) => game.name)).toEqual(['Amazônia 243', 'Carnaval do Rio']);
    const page2 = (await get('/games?category=slots&page=2&per_page=2&sort=name')).json();
    expect(page2.data.map((game: { name: string }) => game.name)).toEqual(['Sete da Sorte', 'Sol do Sertão']);
    expect((await get('/games?category=slots&page=9&per_page=2')).json()).toMatchObject({ data: [], meta: { total: 4 } });
    // Alphabetical as read, whatever the case and accents: "ao" before "Punto".
    const byName = (await get('/games?sort=name&per_page=50')).json().data.map((game: { name: string }) => game.name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    expect(byName.indexOf('Bacará ao Vivo')).toBeLessThan(byName.indexOf('Bacará Punto Banco'));
    expect(byName.indexOf('Roleta ao Vivo')).toBeLessThan(byName.indexOf('Roleta Europeia'));
    const newest = (await get('/games?sort=new&per_page=1')).json().data[0];
    expect(newest).toMatchObject({ name: 'Sol do Sertão', is_new: false });
    expect((await get('/games?category=livecasino')).json().data.map((game: { category: string }) => game.category)).toEqual(['live', 'live']);
    expect(
      (await get('/games?category=table'))
        .json()
        .data.map((game: { game_type: string }) => game.game_type)
        .sort(),
    ).toEqual(['baccarat', 'dice', 'keno', 'video_poker']);
    expect((await get('/games?provider=sertao-gaming')).json().data).toHaveLength(1);
    expect((await get('/games?category=nope')).statusCode).toBe(400);
  });

  it('states the wagering contribution: slots 100%, table games, video poker, keno and live 0% (spec §9)', async () => {
    const all = (await get('/games?per_page=100')).json().data as { game_type: string; category: string; wagering_contribution: number }[];
    expect(all).toHaveLength(12);
    for (const game of all) expect(game.wagering_contribution).toBe(game.game_type === 'slots' ? 100 : 0);
  });

  it('lists the providers, in-house and external', async () => {
    const body = (await get('/games/providers')).json();
    expect(body.data).toEqual([
      { slug: 'palpite-originals', name: 'Palpite Originals', kind: 'in_house', games_count: 4 },
      { slug: 'samba-studios', name: 'Samba Studios', kind: 'in_house', games_count: 2 },
      { slug: 'copacabana-games', name: 'Copacabana Games', kind: 'in_house', games_count: 3 },
      { slug: 'palpite-live', name: 'Palpite Live', kind: 'in_house', games_count: 2 },
      { slug: 'sertao-gaming', name: 'Sertão Gaming', kind: 'external', games_count: 1 },
    ]);
  });

  it('matches the engines catalogue: uuid, name, studio, RTP, volatility, max win', async () => {
    for (const game of IN_HOUSE_GAMES) {
      const details = (await get(`/games/${game.uuid}`)).json().game;
      expect(details).toMatchObject({ uuid: game.uuid, name: game.name, provider: game.provider, volatility: game.volatility, max_win: game.maxWinMultiplier });
      expect(details.rtp).toBeCloseTo(game.rtp * 100, 5);
      expect(details.rtp_range.min).toBeCloseTo(game.rtpRange.min * 100, 5);
      expect(details.modes.demo).toBe(game.demoAvailable);
    }
  });

  it('details a game: rules in the player language, paytable, RTP, volatility, max win, modes, how to verify', async () => {
    const response = await get(`/games/sete-da-sorte`, { 'accept-language': 'pt-BR' });
    expect(response.statusCode).toBe(200);
    const { game } = response.json();
    expect(game).toMatchObject({
      uuid: GAMES.sete,
      rtp: 96.008301,
      volatility: 'medium',
      max_win: 1000,
      modes: { real: true, demo: true },
      wagering_contribution: 100,
    });
    expect(game.rules).toContain('Três rolos');
    expect(game.paytable.pays).toContainEqual({ win: 'sevens', pays: 1000 });
    expect(game.verify.endpoints).toContain('POST /user/fairness/rotate');
    const external = (await get(`/games/${GAMES.solDoSertao}`)).json().game;
    expect(external.paytable.paytable[0]).toEqual({ symbols: ['sol', 'sol', 'sol'], pays: 500 });
    // Roulette publishes each spot type's own limits with its return, and the layout's.
    const roulette = (await get(`/games/${GAMES.roulette}`)).json().game;
    expect(roulette.paytable.returns).toContainEqual({ type: 'straight', returns: 36, min_stake: 0.1, max_stake: 1_000 });
    expect(roulette.paytable.returns).toContainEqual({ type: 'red', returns: 2, min_stake: 0.1, max_stake: 18_000 });
    expect(roulette.paytable.returns).toHaveLength(15);
    expect(roulette.paytable).toMatchObject({ max_total_stake: 50_000, max_bets: 200 });
    expect(roulette.max_stake).toBe(roulette.paytable.max_total_stake);
    expect(external.play_style).toBe('external');
    expect((await get('/games/00000000-0000-4000-8000-000000000000')).json().message_key).toBe('casino.errors.gameNotFound');
  });
});

describe('favourites and recently played', () => {
  it('adds, lists and removes favourites; needs a login', async () => {
    const who = await player(t);
    const api = as(t, who);
    expect((await api.post(`/user/games/${GAMES.keno}/favourite`)).json()).toEqual({ game_uuid: GAMES.keno, favourite: true });
    expect((await api.post(`/user/games/dice/favourite`)).statusCode).toBe(200);
    expect((await api.post(`/user/games/dice/favourite`)).statusCode).toBe(200);
    expect(
      (await api.get('/user/games/favourites'))
        .json()
        .data.map((game: { slug: string }) => game.slug)
        .sort(),
    ).toEqual(['dice', 'keno']);
    await api.delete(`/user/games/${GAMES.keno}/favourite`);
    expect((await api.get('/user/games/favourites')).json().data.map((game: { slug: string }) => game.slug)).toEqual(['dice']);
    expect((await get('/user/games/favourites')).statusCode).toBe(401);
  });

  it('lists the games played last, newest first', async () => {
    const who = await player(t);
    const api = as(t, who);
    await fund(t, who.id, 10);
    await api.post(`/games/${GAMES.dice}/play`, { mode: 'demo', stake: 1, direction: 'over', target: 50 });
    t.clock.advance(1000);
    await api.post(`/games/${GAMES.keno}/play`, { mode: 'real', stake: 1, picks: [1, 2, 3] });
    const recent = (await api.get('/user/games/recent')).json().data;
    expect(recent.map((game: { slug: string }) => game.slug)).toEqual(['keno', 'dice']);
    expect(recent[0].last_played_at).toBe(t.clock.now().toISOString());
  });
});
