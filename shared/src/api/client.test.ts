import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '../events/bus.ts';
import { STORAGE_KEYS } from '../session/storage.ts';
import { createApiClient, OWN_UNAUTHORIZED } from './client.ts';

const URL_UNDER_TEST = 'http://localhost/api/palpite/user';

/** A fetch that answers every request with this status (and this body). */
function answer(status: number, body: unknown = { message: 'x' }) {
  return vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('the API client and a 401 (spec §8)', () => {
  let expired: ReturnType<typeof vi.fn<(event: { key?: string }) => void>>;
  let stopListening: () => void;

  beforeEach(() => {
    expired = vi.fn<(event: { key?: string }) => void>();
    stopListening = eventBus.on('session-expired', expired);
  });
  afterEach(() => {
    stopListening();
    localStorage.clear();
  });

  it('announces session-expired when a token is stored, with the token as Bearer', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const fetch = answer(401);
    await expect(createApiClient().get(URL_UNDER_TEST, { fetch })).rejects.toThrow();
    expect((fetch.mock.calls[0]![0] as Request).headers.get('Authorization')).toBe('Bearer token-1');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('passes on why, when the answer says (a banned account), and still announces an answer without a body', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const api = createApiClient();
    await expect(api.get(URL_UNDER_TEST, { fetch: answer(401, { message_key: 'auth.banned', message: 'banned' }) })).rejects.toThrow();
    expect(expired).toHaveBeenLastCalledWith({ status: 401, key: 'auth.banned' });
    await expect(api.get(URL_UNDER_TEST, { fetch: vi.fn<typeof globalThis.fetch>(async () => new Response('', { status: 401 })) })).rejects.toThrow();
    expect(expired).toHaveBeenLastCalledWith({ status: 401, key: undefined });
  });

  it('stays quiet about a 401 to a request of a session since replaced by a new login', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-old');
    let respond: (response: Response) => void = () => undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>((resolve) => (respond = resolve)));
    const request = createApiClient().get(URL_UNDER_TEST, { fetch, throwHttpErrors: false });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-new');
    respond(new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await request;
    expect(expired).not.toHaveBeenCalled();
  });

  it('stays quiet for a visitor, for other errors, and for a request that handles its own 401', async () => {
    await expect(createApiClient().get(URL_UNDER_TEST, { fetch: answer(401) })).rejects.toThrow();
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    await expect(createApiClient().get(URL_UNDER_TEST, { fetch: answer(403) })).rejects.toThrow();
    await expect(createApiClient().get(URL_UNDER_TEST, { ...OWN_UNAUTHORIZED, fetch: answer(401) })).rejects.toThrow();
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('the API client and the device’s time zone', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Makes Intl report `timeZone` as the device's zone. */
  function deviceZoneIs(timeZone: string | undefined) {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone } as Intl.ResolvedDateTimeFormatOptions;
    });
  }

  it('names the device’s IANA zone in X-Time-Zone on every request, so date filters count the days the screen shows', async () => {
    deviceZoneIs('Pacific/Kiritimati');
    const fetch = answer(200, {});
    const client = createApiClient();
    await client.get(URL_UNDER_TEST, { fetch });
    await client.post(URL_UNDER_TEST, { fetch, json: {} });
    expect(fetch.mock.calls.map(([request]) => (request as Request).headers.get('X-Time-Zone'))).toEqual(['Pacific/Kiritimati', 'Pacific/Kiritimati']);
  });

  it('sends no X-Time-Zone where the runtime does not say', async () => {
    deviceZoneIs(undefined);
    const fetch = answer(200, {});
    await createApiClient().get(URL_UNDER_TEST, { fetch });
    expect((fetch.mock.calls[0]![0] as Request).headers.has('X-Time-Zone')).toBe(false);
  });

  it('asks for JSON, or for what the call names (a CSV export)', async () => {
    const fetch = answer(200, {});
    const client = createApiClient();
    await client.get(URL_UNDER_TEST, { fetch });
    await client.get(URL_UNDER_TEST, { fetch, headers: { Accept: 'text/csv' } });
    expect(fetch.mock.calls.map(([request]) => (request as Request).headers.get('Accept'))).toEqual(['application/json', 'text/csv']);
  });
});
