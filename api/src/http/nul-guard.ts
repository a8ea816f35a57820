/**
 * PostgreSQL cannot store the NUL character in text, so a request carrying one anywhere (path,
 * query or JSON body) would fail in the database as a server error. No legitimate input has one:
 * such a request is refused up front as not understood, before any handler reads it.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const MAX_DEPTH = 64;

/** Whether a NUL character appears in any string of `value` (keys included). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(([key, child]) => key.includes('\u0000') || containsNul(child, depth + 1));
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError({ status: 400, key: 'http.badRequest', message: 'NUL character in the request' });
    }
  });
}
