import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountLanguageRequest, changePasswordRequest, codeField, profileUpdateRequest, codeAndPasswordRequest } from '@palpite/shared/contract';
import type { Authenticator } from '../../auth/authenticator.ts';
import { parseInput } from '../../http/validate.ts';
import { requestLanguage } from '../../http/request-context.ts';
import type { UsersService } from './service.ts';

const codeBody = z.object({ code: codeField });

/**
 * `pingKeepsSessionAlive`: whether the client's activity ping counts as activity. Under the br
 * profile it does not: a session ends after 30 minutes without the player doing anything, and an
 * open tab pings every 15 minutes whatever the player does.
 */
export function usersRoutes(app: FastifyInstance, service: UsersService, authenticator: Authenticator, options: { pingKeepsSessionAlive: boolean }): void {
  /** Spec §7: the player's details with id, balance and bonus_balance. */
  app.get('/user', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { user: await service.details(user) };
  });

  /** Spec §7: pinged every 15 minutes while a token exists; a 401 logs the client out. */
  app.post('/user/update-activity', async (request) => {
    const auth = await authenticator.requireUser(request, { touch: options.pingKeepsSessionAlive });
    if (options.pingKeepsSessionAlive) await service.recordActivity(auth);
    return { success: true };
  });

  app.get('/user/profile', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { user: await service.details(user) };
  });

  app.put('/user/profile', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.updateProfile(user, parseInput(profileUpdateRequest, request.body, 'auth.profileUpdateFailed'), requestLanguage(request));
  });

  app.put('/user/language', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.setLanguage(user, parseInput(accountLanguageRequest, request.body).language);
  });

  app.post('/user/change-password', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.changePassword(user, parseInput(changePasswordRequest, request.body, 'auth.changePasswordFailed'), requestLanguage(request));
  });

  app.post('/user/email/send-code', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.sendEmailCode(user, requestLanguage(request));
  });

  app.post('/user/email/verify', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.verifyEmail(user, parseInput(codeBody, request.body).code, requestLanguage(request));
  });

  app.post('/user/2fa/setup', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.setupTwoFactor(user);
  });

  app.post('/user/2fa/enable', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.enableTwoFactor(user, parseInput(codeAndPasswordRequest, request.body), requestLanguage(request));
  });

  app.get('/user/2fa/recovery-codes', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.recoveryCodesLeft(user);
  });

  app.post('/user/2fa/recovery-codes', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.newRecoveryCodes(user, parseInput(codeAndPasswordRequest, request.body), requestLanguage(request));
  });

  app.post('/user/2fa/disable', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.disableTwoFactor(user, parseInput(codeAndPasswordRequest, request.body), requestLanguage(request));
  });
}
