/**
 * Limits of an endpoint a provider calls (payment notifications, seamless-wallet calls), which no
 * player session protects:
 *
 * - Unauthenticated calls (no such provider, a signature missing, wrong or too old) are counted per
 *   address; past the rule's allowance the address is probing and is refused 429 before its body
 *   is read, so a flood costs one counter read per request.
 * - Authenticated calls of one provider in flight on this node are capped: each holds a pooled
 *   database connection, and a provider's retry storm must not take the pool from the players. The
 *   next are answered 429 with Retry-After, which a provider retries like any non-2xx.
 *
 * Forged calls never take an in-flight place, so they cannot crowd out the provider's own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createInFlightCounter, tooManyRequestsInFlight } from './in-flight-limit.ts';
import type { RateLimiter, RateRule } from './rate-limit.ts';
import { clientIp } from './request-context.ts';

export interface ProviderCallLimitOptions {
  limiter: RateLimiter;
  /** Unauthenticated calls one address may send per window (shared between nodes with REDIS_URL). */
  refusalsPerAddress: RateRule;
  /** Authenticated calls of one provider this node works on at once. */
  inFlightPerProvider: number;
  /** English text of the in-flight 429, for logs and tools. */
  inFlightMessage: string;
}

export interface ProviderCallLimits {
  /** Counts an unauthenticated call against its address. */
  refused(request: FastifyRequest): Promise<void>;
  /** Runs `work` in one of `provider`'s places; throws 429 (Retry-After) when they are all taken. */
  inFlight<T>(provider: string, work: () => Promise<T>): Promise<T>;
}

/** Adds the per-address check to `app` (its own scope: only the provider's routes belong there). */
export function limitProviderCalls(app: FastifyInstance, options: ProviderCallLimitOptions): ProviderCallLimits {
  const { limiter, refusalsPerAddress } = options;
  const counter = createInFlightCounter(options.inFlightPerProvider);

  // onRequest runs before the body is read: an address past its refusals costs one counter read.
  app.addHook('onRequest', async (request) => limiter.check(refusalsPerAddress, clientIp(request)));

  return {
    async refused(request) {
      await limiter.record(refusalsPerAddress, clientIp(request));
    },
    async inFlight(provider, work) {
      const place = counter.tryEnter(provider);
      if (!place) throw tooManyRequestsInFlight(options.inFlightMessage);
      try {
        return await work();
      } finally {
        place.leave();
      }
    },
  };
}
