/**
 * PostgreSQL cannot store the NUL character in text, nor a lone UTF-16 surrogate (half of a
 * character, which JSON's `\ud800` escape can carry) in text or JSON, so a request carrying either
 * would fail in the database as a server error. No legitimate input has one: such a request is
 * refused up front as not understood, before any handler reads it. Routes that read a raw body
 * themselves (signed webhooks, providers' wallet calls) check what they parsed with `hasUnstorableText`.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const MAX_DEPTH = 64;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether a NUL character or a lone surrogate appears in any string of `value` (keys included). */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(([key, child]) => unstorable(key) || hasUnstorableText(child, depth + 1));
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
      throw new AppError({ status: 400, key: 'http.badRequest', message: 'NUL character or lone surrogate in the request' });
    }
  });
}
