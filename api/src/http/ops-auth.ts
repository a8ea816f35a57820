import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Ops endpoints (registry mutations, and later back-office actions) need the ops token as a
 * Bearer token. Compared in constant time; the actor name is taken from `X-Ops-Actor`.
 */
export function requireOps(request: FastifyRequest, opsToken: string): { actor: string } {
  const header = request.headers.authorization ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!presented || !timingSafeEqual(digest(presented), digest(opsToken))) {
    throw new AppError({ status: 401, key: 'ops.unauthorized', message: 'a valid ops token is required' });
  }
  const actorHeader = request.headers['x-ops-actor'];
  const actor = typeof actorHeader === 'string' && /^[\w.@ -]{1,80}$/.test(actorHeader) ? actorHeader : 'ops';
  return { actor };
}
