/**
 * The sandbox provider's own endpoints (dev and test; in production only with SEAMLESS_SANDBOX=true),
 * as a real aggregator's game server would have them:
 *
 * - GET  /sandbox-provider/sertao-gaming/launch?token=&lang= — the game page (the launch URL)
 * - POST /sandbox-provider/sertao-gaming/play (form: session, stake, lang) — a spin, the page again
 * - POST /sandbox-provider/sertao-gaming/api/sessions { token } → { session, player, mode, balance, free_spins }
 * - POST /sandbox-provider/sertao-gaming/api/spin { session, stake } → { session, spin, stake, win, balance, free_spin, free_spins, error }
 * - POST /sandbox-provider/sertao-gaming/api/freespins { player_id, game_uuid, quantity, bet_value, valid_from, valid_until, campaign_id? }
 *   → our freespins/create answer (the provider's back office awarding spins)
 * - POST /sandbox-provider/sertao-gaming/api/freespins/:campaignId/cancel → our freespins/cancel answer
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseReais } from '../../../domain/money.ts';
import { AppError } from '../../../http/errors.ts';
import { requestLanguage } from '../../../http/request-context.ts';
import { LANGUAGES, type Language } from '../../../i18n/languages.ts';
import { isoInstant, parseInput } from '../../../http/validate.ts';
import { GAME_CSS, gamePage, STAKES, type GamePageInput } from './page.ts';
import { SandboxProviderError, type SandboxProvider } from './provider.ts';

const stakeField = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const centavos = parseReais(value);
  if (centavos === null || centavos > 1_000_000n) {
    ctx.addIssue({ code: 'custom', message: 'casino.errors.stakeInvalid' });
    return z.NEVER;
  }
  return Number(centavos);
});

const providerError = (error: unknown) => {
  if (error instanceof SandboxProviderError)
    return new AppError({ status: 422, key: 'seamless.sandbox.failed', message: `${error.code}: ${error.message}`, details: { code: error.code } });
  return error;
};

/**
 * The game page is meant to be framed by the casino's game-details page (same origin), like a
 * real provider's page: the site's default policy forbids framing, so these pages say otherwise.
 */
const GAME_PAGE_CSP =
  "default-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'";

/** What the game page shows of the player's session after a launch or a spin. */
type PlayState = Pick<GamePageInput, 'session' | 'balance' | 'mode' | 'freeSpinsLeft' | 'last' | 'error'>;

const freeSpinsLeft = (campaigns: unknown[]) => (campaigns as { quantity_left: number }[]).reduce((n, c) => n + c.quantity_left, 0);

export function sandboxProviderRoutes(app: FastifyInstance, deps: { provider: SandboxProvider; prefix: string }): void {
  const { provider } = deps;
  const base = '/sandbox-provider/sertao-gaming';

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(`${base}/game.css`, async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(GAME_CSS));

  /** The site's language the launch URL (then the form) carries; else the browser's. */
  const pageLanguage = (request: FastifyRequest, lang: unknown): Language => LANGUAGES.find((language) => language === lang) ?? requestLanguage(request);

  /** The game page after a provider call; a session the provider refuses gets its message and no form (401). */
  async function answerWithGamePage(request: FastifyRequest, reply: FastifyReply, stake: string, lang: unknown, call: () => Promise<PlayState>) {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', GAME_PAGE_CSP)
      .header('x-frame-options', 'SAMEORIGIN');
    const page = { language: pageLanguage(request, lang), prefix: deps.prefix, stake };
    try {
      return gamePage({ ...page, ...(await call()) });
    } catch (error) {
      if (!(error instanceof SandboxProviderError)) throw error;
      return reply.code(401).send(gamePage({ ...page, session: null, balance: null, mode: 'real', freeSpinsLeft: 0, last: null, error: { code: error.code } }));
    }
  }

  app.get(`${base}/launch`, async (request, reply) => {
    const { token, lang } = parseInput(z.object({ token: z.string().min(10).max(200), lang: z.unknown().optional() }), request.query);
    return answerWithGamePage(request, reply, '1.00', lang, async () => {
      const started = await provider.start(token);
      return { ...started, freeSpinsLeft: freeSpinsLeft(started.free_spins), last: null, error: null };
    });
  });

  app.post(`${base}/play`, async (request, reply) => {
    const body = parseInput(
      z.object({ session: z.string().min(10).max(2000), stake: z.enum(STAKES as [string, ...string[]]), lang: z.unknown().optional() }),
      request.body,
    );
    return answerWithGamePage(request, reply, body.stake, body.lang, async () => {
      const result = await provider.spin(body.session, Math.round(Number(body.stake) * 100));
      return { ...result, freeSpinsLeft: freeSpinsLeft(result.free_spins), last: result, error: result.error ? { code: result.error.code } : null };
    });
  });

  app.post(`${base}/api/sessions`, async (request) => {
    const { token } = parseInput(z.object({ token: z.string().min(10).max(200) }), request.body);
    try {
      return await provider.start(token);
    } catch (error) {
      throw providerError(error);
    }
  });

  app.post(`${base}/api/spin`, async (request) => {
    const body = parseInput(z.object({ session: z.string().min(10).max(2000), stake: stakeField }), request.body);
    try {
      return await provider.spin(body.session, body.stake);
    } catch (error) {
      throw providerError(error);
    }
  });

  app.post(`${base}/api/freespins`, async (request) => {
    const body = parseInput(
      z.object({
        player_id: z.union([z.string(), z.number()]).transform(String),
        game_uuid: z.string().min(36).max(36),
        quantity: z.number().int(),
        bet_value: z.union([z.string(), z.number()]).transform(String),
        valid_from: isoInstant('validation.fieldInvalid'),
        valid_until: isoInstant('validation.fieldInvalid'),
        campaign_id: z.string().max(64).optional(),
      }),
      request.body,
    );
    return provider.awardFreeSpins({
      playerId: body.player_id,
      gameUuid: body.game_uuid,
      quantity: body.quantity,
      betValue: body.bet_value,
      validFrom: body.valid_from,
      validUntil: body.valid_until,
      ...(body.campaign_id ? { campaignId: body.campaign_id } : {}),
    });
  });

  app.post(`${base}/api/freespins/:campaignId/cancel`, async (request) => {
    const { campaignId } = parseInput(z.object({ campaignId: z.string().min(1).max(64) }), request.params);
    return provider.cancelFreeSpins(campaignId);
  });
}
