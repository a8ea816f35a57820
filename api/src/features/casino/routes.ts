/**
 * The casino's HTTP calls (thin: parse, authenticate, call one service method).
 *
 * Catalogue (public):
 * - GET  /games?random=true&per_page=5&search=  → { data: Game[] }             (popular: per_page random games among the most popular)
 * - GET  /games?search=…&per_page=12             → { data: Game[] }             (blank search → [])
 * - GET  /games?category=&provider=&page=&per_page=&sort=popular|new|name → { data, meta: { page, per_page, total, last_page } }
 * - GET  /games/providers                        → { data: [{ slug, name, kind, games_count }] }
 * - GET  /games/:uuid                            → { game: GameDetails }        (uuid or slug)
 * Player (Bearer):
 * - POST /games/:uuid/play { mode, …bet }        → { round, balance, free_spin }
 * - POST /games/blackjack/hands { mode, stake }  → 201 { hand, balance };  GET …/hands/current → { hand | null }
 * - POST /games/blackjack/hands/:id/actions { action } → { hand, balance }
 * - POST /games/video-poker/hands { mode, stake } → 201 { hand, balance }; GET …/hands/current; POST …/hands/:id/draw { held }
 * - GET  /user/games/recent?limit=, GET /user/games/favourites, POST|DELETE /user/games/:uuid/favourite
 * - GET  /user/games/rounds?game=&limit=&cursor=, GET /user/games/rounds/:id
 * - GET  /user/games/demo-balance, POST /user/games/demo-balance/reset
 * - GET  /user/fairness, PUT /user/fairness/client-seed { client_seed }, POST /user/fairness/rotate { client_seed? }
 * - GET  /user/free-spins
 * Ops (ops token): POST /ops/free-spins, POST /ops/free-spins/:id/cancel, GET /ops/free-spins?user_id=
 * Live: GET /live-casino/tables, GET /live-casino/tables/:id, POST /live-casino/tables/:id/bets
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import { type LiveBets, findLiveTable } from '../../domain/casino-live/index.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { type EngineBet, type SingleEngine, baccaratBets, betSchema, isSingleEngine, rouletteBets } from './engines.ts';
import { casinoErrors } from './errors.ts';
import { readTableBets } from './bet-format.ts';
import type { Fairness } from './fairness.ts';
import type { HandGame, Hands } from './hands.ts';
import type { Live } from './live.ts';
import {
  actionBody,
  cancelCampaignBody,
  clientSeedBody,
  createCampaignBody,
  dealBody,
  drawBody,
  gameParams,
  gamesQuery,
  idParams,
  limitQuery,
  liveBetBody,
  modeBody,
  freeSpinBody,
  opsCampaignsQuery,
  rotateBody,
  roundsQuery,
  tableParams,
} from './schemas.ts';
import type { CasinoService } from './service.ts';
import * as freeSpins from './free-spins.ts';
import type { Database } from '../../db/database.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';

export interface CasinoRoutesDeps {
  service: CasinoService;
  hands: Hands;
  fairness: Fairness;
  live: Live;
  authenticator: Authenticator;
  ops: OpsAccess;
  db: Database;
  now: () => Date;
}

export function casinoRoutes(app: FastifyInstance, deps: CasinoRoutesDeps): void {
  const { service, hands, fairness, authenticator } = deps;

  app.get('/games', async (request) => {
    const query = parseInput(gamesQuery, request.query);
    if (query.random) return service.randomPopular(query.per_page ?? 5);
    if (query.search !== undefined) return service.search(query.search, query.per_page ?? 12);
    return service.list({ category: query.category, provider: query.provider, page: query.page, perPage: query.per_page ?? 24, sort: query.sort });
  });

  app.get('/games/providers', async () => service.providers());

  app.get('/games/:uuid', async (request) => {
    const { uuid } = parseInput(gameParams, request.params);
    return service.details(uuid, requestLanguage(request));
  });

  app.post('/games/:uuid/play', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { uuid } = parseInput(gameParams, request.params);
    const game = await service.requireGame(uuid);
    if (game.play_style !== 'single' || !isSingleEngine(game.engine)) throw casinoErrors.wrongPlayStyle(game.play_style);
    const { mode } = parseInput(modeBody, request.body);
    const bet = singleBetOf(game.engine, request.body);
    const idempotencyKey = idempotencyKeyOf(request, 'casino.errors.idempotencyKeyInvalid');
    const { free_spin: freeSpinOnly } = parseInput(freeSpinBody, request.body);
    return service.play(user.id, game, mode, bet, idempotencyKey, { freeSpinOnly: freeSpinOnly === true });
  });

  for (const kind of ['blackjack', 'video-poker'] as const satisfies readonly HandGame[]) {
    app.post(`/games/${kind}/hands`, async (request, reply) => {
      const { user } = await authenticator.requireUser(request);
      const { mode, stake } = parseInput(dealBody, request.body);
      const idempotencyKey = idempotencyKeyOf(request, 'casino.errors.idempotencyKeyInvalid');
      return reply.code(201).send(await hands.deal(user.id, kind, { mode, stakeCentavos: BigInt(stake) }, idempotencyKey));
    });
    app.get(`/games/${kind}/hands/current`, async (request) => {
      const { user } = await authenticator.requireUser(request);
      return { hand: await hands.current(user.id, kind) };
    });
  }

  app.post('/games/blackjack/hands/:id/actions', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { action, moves } = parseInput(actionBody, request.body);
    return hands.act(user.id, 'blackjack', BigInt(id), { kind: 'blackjack', action }, moves);
  });

  app.post('/games/video-poker/hands/:id/draw', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { held, moves } = parseInput(drawBody, request.body);
    return hands.act(user.id, 'video-poker', BigInt(id), { kind: 'video-poker', held }, moves);
  });

  app.get('/user/games/recent', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.recent(user.id, parseInput(limitQuery, request.query).limit);
  });

  app.get('/user/games/favourites', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.favourites(user.id);
  });

  app.post('/user/games/:uuid/favourite', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.setFavourite(user.id, parseInput(gameParams, request.params).uuid, true);
  });

  app.delete('/user/games/:uuid/favourite', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.setFavourite(user.id, parseInput(gameParams, request.params).uuid, false);
  });

  app.get('/user/games/rounds', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const query = parseInput(roundsQuery, request.query);
    return service.rounds(user.id, { game: query.game ?? null, limit: query.limit, cursor: query.cursor === undefined ? null : BigInt(query.cursor) });
  });

  app.get('/user/games/rounds/:id', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.round(user.id, BigInt(parseInput(idParams, request.params).id));
  });

  app.get('/user/games/demo-balance', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.demoBalance(user.id);
  });

  app.post('/user/games/demo-balance/reset', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.resetDemoBalance(user.id);
  });

  app.get('/user/fairness', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return fairness.current(user.id);
  });

  app.put('/user/fairness/client-seed', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return fairness.setClientSeed(user.id, parseInput(clientSeedBody, request.body).client_seed);
  });

  app.post('/user/fairness/rotate', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return fairness.rotate(user.id, parseInput(rotateBody, request.body ?? null)?.client_seed);
  });

  app.get('/user/free-spins', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.playerCampaigns(user.id);
  });
}

export function casinoOpsRoutes(app: FastifyInstance, deps: CasinoRoutesDeps): void {
  const { service } = deps;

  app.post('/ops/free-spins', async (request, reply) => {
    const { actor } = requireOps(request, deps.ops);
    const body = parseInput(createCampaignBody, request.body);
    const created = await service.createCampaign({
      userId: BigInt(body.user_id),
      game: body.game_uuid,
      quantity: body.quantity,
      betValueCentavos: body.bet_value === undefined ? null : BigInt(body.bet_value),
      validFrom: body.valid_from,
      validUntil: body.valid_until,
      actor: `ops:${actor}`,
    });
    return reply.code(201).send(created);
  });

  app.post('/ops/free-spins/:id/cancel', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(cancelCampaignBody, request.body ?? null);
    return service.cancelCampaign(BigInt(id), `ops:${actor}`, body?.reason ?? null);
  });

  app.get('/ops/free-spins', async (request) => {
    requireOps(request, deps.ops);
    const { user_id: userId } = parseInput(opsCampaignsQuery, request.query);
    return { data: (await freeSpins.playerCampaigns(deps.db, BigInt(userId))).map((row) => freeSpins.campaignView(row, deps.now())) };
  });
}

/** The request's bets read as the table's game, or the answer naming the bet and the rule it breaks. */
function liveBetsOf(kind: LiveBets['kind'], input: unknown): LiveBets {
  return kind === 'roulette' ? { kind, bets: readTableBets(rouletteBets, input) } : { kind, bets: readTableBets(baccaratBets, input) };
}

/** A single-player bet; a table game's (roulette, baccarat) refused as a live table's is: by the bet and its rule. */
function singleBetOf(engine: SingleEngine, body: unknown): EngineBet {
  const schema = betSchema(engine);
  return engine === 'roulette.european' || engine === 'baccarat' ? readTableBets(schema, body, 'bets') : parseInput(schema, body);
}

export function liveCasinoRoutes(app: FastifyInstance, deps: CasinoRoutesDeps): void {
  const { live, authenticator } = deps;

  app.get('/live-casino/tables', async () => live.tables());

  app.get('/live-casino/tables/:id', async (request) => {
    const { id } = parseInput(tableParams, request.params);
    const auth = await authenticator.authenticate(request);
    return live.table(id, auth?.user.id ?? null);
  });

  app.post('/live-casino/tables/:id/bets', async (request, reply) => {
    const { user } = await authenticator.requireUser(request);
    const { id } = parseInput(tableParams, request.params);
    const table = findLiveTable(id);
    if (!table) throw casinoErrors.tableNotFound();
    const body = parseInput(liveBetBody, request.body);
    const bets = liveBetsOf(table.kind, body.bets);
    const idempotencyKey = idempotencyKeyOf(request, 'casino.errors.idempotencyKeyInvalid');
    return reply.code(201).send(await live.placeBet(user.id, id, { roundId: BigInt(body.round_id), mode: body.mode, bets }, idempotencyKey));
  });
}
