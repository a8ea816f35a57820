import type { FastifyRequest } from 'fastify';
import { chooseLanguageFromHeader, type Language } from '../i18n/messages.ts';

export function requestLanguage(request: FastifyRequest): Language {
  return chooseLanguageFromHeader(request.headers['accept-language']);
}

/** The client's address as seen through the configured proxies. */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

export function userAgentOf(request: FastifyRequest): string {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 512) : '';
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 512 ? token : null;
}
