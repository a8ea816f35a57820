import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { Compliance } from '../../compliance/index.ts';
import { formatBrl } from '../../domain/money.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { successNotice } from '../../i18n/messages.ts';
import { breakBody, firstLimitsBody, limitBody, MAX_LIMIT_CENTAVOS, realityCheckBody, selfExclusionBody } from './schemas.ts';

/**
 * parseInput for a body with limit amounts. A field's message takes the error's placeholder values,
 * so a refusal gets the largest limit for the "too large" message's `max`.
 */
function parseLimitInput<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  try {
    return parseInput(schema, body);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError({
      status: error.status,
      key: error.key,
      message: error.message,
      fieldErrors: error.fieldErrors,
      params: { ...error.params, max: formatBrl(MAX_LIMIT_CENTAVOS) },
    });
  }
}

/**
 * A success notice as an error answer has it: its `common` key besides its text in the request's
 * language, so the page can say it again in a language picked after it.
 */
function notice(key: string, request: FastifyRequest) {
  return successNotice(key, requestLanguage(request));
}

/** The player's responsible-gambling settings (login required). */
export function responsibleGamblingRoutes(app: FastifyInstance, deps: { compliance: Compliance; authenticator: Authenticator }): void {
  const { compliance, authenticator } = deps;

  app.get('/user/responsible-gambling', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return compliance.overview(user.id);
  });

  app.put('/user/responsible-gambling/limits', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { kind, period, amount } = parseLimitInput(limitBody, request.body);
    const { applied, overview } = await compliance.setLimit(user.id, kind, period, amount);
    return { success: true, ...notice(applied ? 'rg.limitSaved' : 'rg.limitPending', request), ...overview };
  });

  app.put('/user/responsible-gambling/reality-check', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { minutes } = parseInput(realityCheckBody, request.body);
    return { success: true, ...notice('rg.realityCheckSaved', request), ...(await compliance.setRealityCheck(user.id, minutes)) };
  });

  /** The br profile's step after sign-up: deposit limits and the time reminder, chosen together. */
  app.post('/user/responsible-gambling/first-limits', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const body = parseLimitInput(firstLimitsBody, request.body);
    const overview = await compliance.chooseFirstLimits(user.id, { deposit: body.deposit, realityCheckMinutes: body.reality_check_minutes });
    return { success: true, ...notice('rg.firstLimitsSaved', request), ...overview };
  });

  /** Takes effect at once and ends every session, this one included. */
  app.post('/user/responsible-gambling/break', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { length } = parseInput(breakBody, request.body);
    return { success: true, ...notice('rg.breakStarted', request), ...(await compliance.takeBreak(user.id, length)) };
  });

  app.post('/user/responsible-gambling/self-exclusion', async (request) => {
    const { user } = await authenticator.requireUser(request);
    const { length } = parseInput(selfExclusionBody, request.body);
    return { success: true, ...notice('rg.selfExclusionStarted', request), ...(await compliance.selfExclude(user.id, length)) };
  });
}
