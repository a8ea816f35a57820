/**
 * The platform's HTTP client (spec §7): JSON under `{host}/api/{product}`, Bearer token from
 * `auth_token` when present, `X-Current-Url` with the page address, `X-Time-Zone` with the device's
 * IANA time zone, 50 000 ms timeout.
 *
 * It never touches UI state or navigates: a 401 to a request sent with the stored token is
 * announced on the event bus as `session-expired` (with the answer's `message_key`: `auth.banned` says why), and the
 * host's session feature logs the player out (spec §8).
 * A request that handles its own 401 says so with `context: OWN_UNAUTHORIZED.context` — the user
 * fetch, whose 401 only clears the auth data and leaves the player on the page as a visitor.
 *
 * Every answer's `Date` header sets the page's server clock (server-clock.ts), so days and
 * countdowns shown to the player need no request of their own to be right on a device whose clock
 * is off.
 */
import ky, { type KyInstance } from 'ky';
import { eventBus } from '../events/bus.ts';
import { readAuthToken } from '../session/storage.ts';
import { apiBaseUrl } from './config.ts';
import { i18n } from '../i18n/i18n.ts';
import { observeServerDate } from './server-clock.ts';

export const API_TIMEOUT_MS = 50_000;

/** Options for a request whose 401 its caller handles: no `session-expired` broadcast. */
export const OWN_UNAUTHORIZED = { context: { ownUnauthorized: true } } as const;

/** The API's `message_key` of an error answer (e.g. `auth.banned`); the hook gets its own copy of the response. */
async function messageKeyOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const key = typeof body === 'object' && body !== null ? (body as { message_key?: unknown }).message_key : undefined;
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The device's IANA time zone (`America/Manaus`, `Pacific/Kiritimati`), or undefined where the
 * runtime does not say. The screens show dates in this zone, so the API counts the days of date
 * filters (My bets, transactions, results) in it too.
 */
export function deviceTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser or proxy cache may have given this answer without asking the server (it may be
 * kept fresh for a while, or a cache says how old it is): its `Date` is then the time it was first
 * sent, not now.
 */
function mayComeFromCache(response: Response): boolean {
  if (response.headers.has('Age')) return true;
  const maxAge = /(?:^|[\s,])(?:s-)?max-age=(\d+)/i.exec(response.headers.get('Cache-Control') ?? '');
  return maxAge !== null && Number(maxAge[1]) > 0;
}

export function createApiClient(): KyInstance {
  // When each request left (device clock), to measure the server's clock by its answer.
  const sentAtMs = new WeakMap<Request, number>();
  return ky.create({
    timeout: API_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = readAuthToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
          if (typeof location !== 'undefined') request.headers.set('X-Current-Url', location.href);
          // JSON unless the call asks for something else (a CSV export).
          if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
          // The API answers messages in the player's language.
          if (i18n.language) request.headers.set('Accept-Language', i18n.language);
          // The player's days are the device's days: a "1 December" filter means 1 December where the dates are shown.
          const timeZone = deviceTimeZone();
          if (timeZone) request.headers.set('X-Time-Zone', timeZone);
          sentAtMs.set(request, Date.now());
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          const sentAt = sentAtMs.get(request);
          if (sentAt !== undefined && !mayComeFromCache(response)) observeServerDate(response.headers.get('Date'), sentAt);
        },
        async ({ request, response, options }) => {
          if (response.status !== 401 || options.context['ownUnauthorized'] === true) return;
          // Only about the session the page holds now: a request of a session since logged out or replaced says nothing of it.
          const token = readAuthToken();
          if (token && request.headers.get('Authorization') === `Bearer ${token}`)
            eventBus.emit('session-expired', { status: 401, key: await messageKeyOf(response) });
        },
      ],
    },
  });
}

const client = createApiClient();

/** The API client bound to the configured base: `api.get('user').json()`. */
export const api = {
  get: (path: string, options?: Parameters<KyInstance['get']>[1]) => client.get(path, { prefix: apiBaseUrl(), ...options }),
  post: (path: string, options?: Parameters<KyInstance['post']>[1]) => client.post(path, { prefix: apiBaseUrl(), ...options }),
  put: (path: string, options?: Parameters<KyInstance['put']>[1]) => client.put(path, { prefix: apiBaseUrl(), ...options }),
  patch: (path: string, options?: Parameters<KyInstance['patch']>[1]) => client.patch(path, { prefix: apiBaseUrl(), ...options }),
  delete: (path: string, options?: Parameters<KyInstance['delete']>[1]) => client.delete(path, { prefix: apiBaseUrl(), ...options }),
};

export { isHTTPError, isNetworkError, isTimeoutError, HTTPError, TimeoutError } from 'ky';
