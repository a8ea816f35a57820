import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  twoFactorLoginRequest,
  twoFactorRecoveryLoginRequest,
  verifyCodeRequest,
} from '@palpite/shared/contract';
import type { Authenticator } from '../../auth/authenticator.ts';
import { cookieValue, DEVICE_COOKIE, deviceCookieHeader } from '../../auth/device-tokens.ts';
import { parseInput } from '../../http/validate.ts';
import { bearerToken, clientIp, requestLanguage, userAgentOf } from '../../http/request-context.ts';
import type { AuthService, ClientContext } from './service.ts';

function clientOf(request: FastifyRequest): ClientContext {
  return {
    ip: clientIp(request),
    userAgent: userAgentOf(request),
    language: requestLanguage(request),
    deviceToken: cookieValue(request.headers.cookie, DEVICE_COOKIE),
  };
}

/**
 * The spec's auth calls (§7), exactly: paths, payloads and answers. A completed login also sets the
 * device cookie, scoped to `apiPath` (the API's prefix) so the 2FA step receives it too.
 */
export function authRoutes(app: FastifyInstance, service: AuthService, authenticator: Authenticator, apiPath: string): void {
  const withDeviceCookie = <T extends { response: unknown; deviceToken: string | null }>(
    request: FastifyRequest,
    reply: FastifyReply,
    result: T,
  ): T['response'] => {
    if (result.deviceToken !== null) reply.header('set-cookie', deviceCookieHeader(result.deviceToken, apiPath, request.protocol === 'https'));
    return result.response;
  };

  app.post('/register', async (request, reply) => {
    const input = parseInput(registerRequest, request.body);
    const result = await service.register(input, clientOf(request));
    return reply.code(201).send({ success: true, message: result.message });
  });

  app.post('/login', async (request, reply) =>
    withDeviceCookie(request, reply, await service.login(parseInput(loginRequest, request.body), clientOf(request))),
  );

  app.post('/user/2fa/login', async (request, reply) => {
    const { code } = parseInput(twoFactorLoginRequest, request.body);
    return withDeviceCookie(request, reply, await service.loginWithTwoFactor(bearerToken(request), code, clientOf(request)));
  });

  app.post('/user/2fa/login/recovery', async (request, reply) => {
    const { recovery_code } = parseInput(twoFactorRecoveryLoginRequest, request.body);
    return withDeviceCookie(request, reply, await service.loginWithRecoveryCode(bearerToken(request), recovery_code, clientOf(request)));
  });

  app.post('/logout', async (request) => {
    await service.logout(await authenticator.authenticate(request));
    return { success: true };
  });

  app.post('/forgot-password', async (request) => service.forgotPassword(parseInput(forgotPasswordRequest, request.body).email, clientOf(request)));

  app.post('/verify-code', async (request) => service.verifyResetCode(parseInput(verifyCodeRequest, request.body), clientOf(request)));

  app.post('/reset-password', async (request) => service.resetPassword(parseInput(resetPasswordRequest, request.body), clientOf(request)));
}
