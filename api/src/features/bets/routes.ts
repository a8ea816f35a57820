import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticated, Authenticator } from '../../auth/authenticator.ts';
import { AppError, errorBody } from '../../http/errors.ts';
import { requestLanguage } from '../../http/request-context.ts';
import type { Language } from '../../i18n/messages.ts';
import { viewerTimeZone } from '../../http/time-zone.ts';
import { fieldErrorKeys, parseInput } from '../../http/validate.ts';
import { checkStake } from '../../domain/bets/index.ts';
import { invalidIdempotencyKeyAnswer, invalidSlipAnswer, refusalAnswer, type BetAnswer } from './answers.ts';
import type { BetsConfig } from './config.ts';
import { idempotencyKeyHeader, legOf, listQuery, placeBetBody, stakeOf } from './schemas.ts';
import type { BetsService } from './service.ts';

const sendAnswer = (reply: FastifyReply, answer: BetAnswer) => reply.code(answer.status).send(answer.body);

/** The player's bet calls. */
export function betsRoutes(app: FastifyInstance, deps: { service: BetsService; authenticator: Authenticator; config: BetsConfig }): void {
  const { service, authenticator, config } = deps;

  /**
   * The caller, or the 401 every player call gives, in the bet answers' shape: `auth.banned` for a
   * token of a banned account (the page shows the banned notice, not "log in"), else `auth.unauthenticated`.
   */
  async function callerOr401(request: FastifyRequest, language: Language): Promise<{ auth: Authenticated } | { refused: BetAnswer }> {
    try {
      return { auth: await authenticator.requireUser(request) };
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 401) throw error;
      const body = errorBody(error, language);
      return { refused: { status: error.status, body: { ...body, translation_key: error.key, translation_params: body.translation_params ?? {} } } };
    }
  }

  /**
   * Spec §7: body { frontend_id, stake, bet_details[], odds, potential_win, accept_odds_changes },
   * optional `Idempotency-Key` header. Answers { success, translation_key, translation_params,
   * message_key, message } (+ `bet` when accepted, 201) in the request's language.
   */
  app.post('/user/bet', async (request, reply) => {
    const language = requestLanguage(request);
    const send = (answer: BetAnswer) => sendAnswer(reply, answer);
    const caller = await callerOr401(request, language);
    if ('refused' in caller) return send(caller.refused);
    const { auth } = caller;
    const keyHeader = request.headers['idempotency-key'];
    const key = keyHeader === undefined ? null : idempotencyKeyHeader.safeParse(keyHeader);
    if (key && !key.success) return send(invalidIdempotencyKeyAnswer(language));
    const stakeCentavos = stakeOf(request.body);
    const parsed = placeBetBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      // The stake is told about first, whatever else is wrong with the slip.
      const stakeRefusal = checkStake(stakeCentavos, config);
      if (stakeRefusal) return send(refusalAnswer(stakeRefusal, language));
      return send(invalidSlipAnswer(language, fieldErrorKeys(parsed.error.issues)));
    }
    const body = parsed.data;
    const answer = await service.place(
      {
        userId: auth.user.id,
        frontendId: body.frontend_id,
        stakeCentavos,
        acceptOddsChanges: body.accept_odds_changes === true || body.accept_odds_changes === 1,
        legs: body.bet_details.map(legOf),
        idempotencyKey: key ? key.data : null,
      },
      language,
    );
    if (answer.body.details?.replayed === true) reply.header('Idempotent-Replayed', 'true');
    return send(answer);
  });

  /**
   * For a slip whose answer was lost and that is about to send another slip: what the request sent
   * under `Idempotency-Key` did. { success, placed: true, bet } when it placed a bet; else
   * { success, placed: false }, and a request under that key that lands later is refused (409
   * `bets.idempotencyKeyWithdrawn`).
   */
  app.post('/user/bet/resolve', async (request, reply) => {
    const language = requestLanguage(request);
    const caller = await callerOr401(request, language);
    if ('refused' in caller) return sendAnswer(reply, caller.refused);
    const { auth } = caller;
    const key = idempotencyKeyHeader.safeParse(request.headers['idempotency-key']);
    if (!key.success) return sendAnswer(reply, invalidIdempotencyKeyAnswer(language));
    return { success: true, ...(await service.resolveKey(auth.user.id, key.data)) };
  });

  /**
   * My bets: ?status=pending|won|lost|void|all&from=YYYY-MM-DD&to=YYYY-MM-DD&limit=&cursor= (`to` inclusive). The dates are
   * days of the device's zone (`X-Time-Zone`, else São Paulo), the days the screen shows the bets on.
   */
  app.get('/user/bets', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.list(user.id, parseInput(listQuery, request.query), viewerTimeZone(request));
  });
}
