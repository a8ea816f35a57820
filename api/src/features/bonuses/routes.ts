import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import { bonusHistory, bonusSteps, currentBonus, openOffers, promotions, type BonusEngine, type OfferViewer } from '../../bonus/index.ts';
import type { Database } from '../../db/database.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { viewerTimeZone } from '../../http/time-zone.ts';
import { parseInput } from '../../http/validate.ts';
import { successNotice } from '../../i18n/messages.ts';
import { claimBody, historyQuery, productQuery, stepsInput } from './schemas.ts';

const HISTORY_DEFAULT = 20;

export interface BonusRoutesDeps {
  db: Database;
  engine: BonusEngine;
  authenticator: Authenticator;
  now: () => Date;
}

/** Offers and promotions are public; a player's bonus calls need a login. */
export function bonusRoutes(app: FastifyInstance, deps: BonusRoutesDeps): void {
  const { db, engine, authenticator, now } = deps;

  /** A logged-in player's offers say why they could not take one now; a visitor's never do. */
  async function viewerOf(request: FastifyRequest): Promise<OfferViewer> {
    const auth = await authenticator.authenticate(request);
    return {
      refusals: auth ? (definitions) => engine.refusalsFor(auth.user.id, definitions) : null,
      language: requestLanguage(request),
      timeZone: viewerTimeZone(request),
      offeredHere: engine.offeredHere,
    };
  }

  app.get('/bonuses/offers', async (request) => {
    const { product } = parseInput(productQuery, request.query);
    return { data: await openOffers(db, product ?? null, now(), await viewerOf(request)) };
  });

  app.get('/promotions', async (request) => {
    const { product } = parseInput(productQuery, request.query);
    return { data: await promotions(db, product ?? null, now(), await viewerOf(request)) };
  });

  app.get('/user/bonuses/current', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { bonus: await currentBonus(db, user.id, now()) };
  });

  app.get('/user/bonuses', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { limit } = parseInput(historyQuery, request.query);
    return { data: await bonusHistory(db, user.id, limit ?? HISTORY_DEFAULT, now()) };
  });

  /** Older steps of one of the player's bonuses than the history carries, page by page (`next_before`). */
  app.get('/user/bonuses/:id/transactions', async (request) => {
    const { user } = await authenticator.requireUser(request);
    // The path's id over a query's: one parse names every field at fault at once.
    const { id, before, limit } = parseInput(stepsInput, { ...(request.query as object), ...(request.params as object) });
    return bonusSteps(db, user.id, BigInt(id), { before: before === undefined ? null : BigInt(before), limit });
  });

  /** Opt in: a deposit offer waits for the next qualifying deposit, the others are granted at once. */
  app.post('/user/bonuses/claim', async (request, reply) => {
    const { user } = await authenticator.requireUser(request);
    const { code } = parseInput(claimBody, request.body);
    await engine.claim(user.id, code, 'promotion');
    const bonus = await currentBonus(db, user.id, now());
    const key = bonus?.status === 'active' ? 'bonus.granted' : 'bonus.claimed';
    return reply.code(201).send({ success: true, ...successNotice(key, requestLanguage(request)), bonus });
  });

  app.post('/user/bonuses/current/cancel', async (request) => {
    const { user } = await authenticator.requireUser(request);
    await engine.cancel(user.id);
    return { success: true, ...successNotice('bonus.cancelled', requestLanguage(request)), bonus: null };
  });
}
