import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgotPasswordRequest, loginRequest, registerRequest, resetPasswordRequest, twoFactorLoginRequest, verifyCodeRequest } from '@palpite/shared/contract';
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

/** The spec's auth calls (§7), exactly: paths, payloads and answers. */
export function authRoutes(app: FastifyInstance, service: AuthService, authenticator: Authenticator): void {
  app.post('/register', async (request, reply) => {
    const input = parseInput(registerRequest, request.body);
    const result = await service.register(input, clientOf(request));
    return reply.code(201).send({ success: true, message: result.message });
  });

  app.post('/login', async (request, reply) => {
    const { response, deviceToken } = await service.login(parseInput(loginRequest, request.body), clientOf(request));
    reply.header('set-cookie', deviceCookieHeader(deviceToken, request.url.split('?')[0]!, request.protocol === 'https'));
    return response;
  });

  app.post('/user/2fa/login', async (request) => {
    const { code } = parseInput(twoFactorLoginRequest, request.body);
    return service.loginWithTwoFactor(bearerToken(request), code, clientOf(request));
  });

  app.post('/logout', async (request) => {
    await service.logout(await authenticator.authenticate(request));
    return { success: true };
  });

  app.post('/forgot-password', async (request) => service.forgotPassword(parseInput(forgotPasswordRequest, request.body).email, clientOf(request)));

  app.post('/verify-code', async (request) => service.verifyResetCode(parseInput(verifyCodeRequest, request.body), clientOf(request)));

  app.post('/reset-password', async (request) => service.resetPassword(parseInput(resetPasswordRequest, request.body), clientOf(request)));
}
