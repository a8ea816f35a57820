/**
 * At most a few of one player's money-moving requests at a time. Each holds a pooled database
 * connection while it waits its turn at the player's wallet lock, so a burst from one player (a
 * script firing hundreds of plays at once) took the whole pool: its requests failed on the pool's
 * wait and every other player waited for a connection. The excess is now refused at once, 429
 * with Retry-After, before it opens a transaction (only the short session lookup has run).
 *
 * The count lives in the process, even where REDIS_URL shares the rate limits between API nodes:
 * what it guards is this process's pool (a player holds at most `limit` connections of each node's
 * pool), and a node that dies mid-request leaves no count behind in a shared store.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticated, Authenticator } from '../auth/authenticator.ts';
import { AppError } from './errors.ts';

/** How many money-moving requests one player may have in flight at once (a person needs one or two). */
export const MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER = 4;
/** The wait a refusal asks for: a request in flight normally ends well within it. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** A route as `METHOD /path`, the path as registered under the API prefix (`POST /games/:uuid/play`). */
export type RouteName = `${'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export interface InFlightCounter {
  /** Counts one request of `key` in; `leave` counts it out (once, however often called); null when `key` is at its limit. */
  tryEnter(key: string): { leave(): void } | null;
  /** The keys with a request in flight. */
  keys(): number;
}

export function createInFlightCounter(limit: number): InFlightCounter {
  const inFlight = new Map<string, number>();
  return {
    tryEnter(key) {
      const count = inFlight.get(key) ?? 0;
      if (count >= limit) return null;
      inFlight.set(key, count + 1);
      let left = false;
      return {
        leave() {
          if (left) return;
          left = true;
          const remaining = (inFlight.get(key) ?? 1) - 1;
          if (remaining > 0) inFlight.set(key, remaining);
          else inFlight.delete(key);
        },
      };
    },
    keys: () => inFlight.size,
  };
}

/** 429: the caller's requests already in flight; `message` (English, for logs) says whose. */
export const tooManyRequestsInFlight = (message = 'too many money-moving requests in flight for this player') =>
  new AppError({
    status: 429,
    key: 'http.tooManyRequestsInFlight',
    message,
    retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS,
    details: { retry_after_seconds: IN_FLIGHT_RETRY_AFTER_SECONDS },
  });

/** `POST /games/:uuid/play` under `/api/palpite`: `POST /api/palpite/games/:uuid/play`, as Fastify names the route. */
function prefixed(route: RouteName, prefix: string): string {
  const [method, path] = route.split(' ');
  return `${method} ${prefix}${path}`;
}

export interface MoneyRequestLimitOptions {
  /** The routes that move a player's money. */
  routes: readonly RouteName[];
  /** The prefix the routes are registered under (`/api/palpite`). */
  prefix: string;
  /** How many one player may have in flight at once. */
  limit: number;
}

/**
 * The authenticator for the features: on a money route, the request counts against its player
 * from the moment the player is known (every such handler asks who is calling before anything
 * else) until its answer goes out. Hooks are added to `app`: call this before registering routes.
 */
export function limitMoneyRequestsInFlight(app: FastifyInstance, authenticator: Authenticator, options: MoneyRequestLimitOptions): Authenticator {
  const counter = createInFlightCounter(options.limit);
  const moneyRoutes = new Set(options.routes.map((route) => prefixed(route, options.prefix)));
  const places = new WeakMap<FastifyRequest, { leave(): void }>();

  function admit(request: FastifyRequest, auth: Authenticated): void {
    if (places.has(request) || !moneyRoutes.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const place = counter.tryEnter(String(auth.user.id));
    if (!place) throw tooManyRequestsInFlight();
    places.set(request, place);
  }
  // The answer is being sent once the work is done, whether or not the client is still there: a
  // client that hangs up does not free the place of a request still holding a connection.
  // onResponse is the backstop for an answer that skipped onSend.
  const leave = (request: FastifyRequest) => places.get(request)?.leave();
  app.addHook('onSend', async (request, _reply, payload) => {
    leave(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => leave(request));

  return {
    ...authenticator,
    async authenticate(request, authOptions) {
      const auth = await authenticator.authenticate(request, authOptions);
      if (auth) admit(request, auth);
      return auth;
    },
    async requireUser(request, authOptions) {
      const auth = await authenticator.requireUser(request, authOptions);
      admit(request, auth);
      return auth;
    },
  };
}
