import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInBrazil } from '../format/brazil-day.ts';
import { createApiClient } from './client.ts';
import { observeServerTime, resetServerClock, serverNowMs } from './server-clock.ts';
import { useServerNow } from './use-server-now.ts';

const URL_UNDER_TEST = 'http://localhost/api/palpite/sports/home';
/** The device's clock in these tests: a day behind the server's. */
const DEVICE_NOW = '2026-11-21T15:00:00.000Z';
const SERVER_DATE = 'Sun, 22 Nov 2026 15:00:00 GMT';

/** Freezes the device's clock at `iso`; timers stay real, so the client's requests run as usual. */
function deviceClockAt(iso: string) {
  vi.useFakeTimers({ now: Date.parse(iso), toFake: ['Date'] });
}

/** A fetch answering 200 with these headers. */
function answerWith(headers: Record<string, string>) {
  return vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }));
}

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('the server clock', () => {
  it('follows the server when the device clock is minutes slow', () => {
    vi.useFakeTimers({ now: Date.parse(DEVICE_NOW) });
    observeServerTime('2026-11-21T15:03:00.200Z', Date.parse(DEVICE_NOW));
    vi.advanceTimersByTime(10_000);
    expect(serverNowMs()).toBe(Date.parse('2026-11-21T15:03:10.200Z'));
  });

  it('keeps what it knew when an answer has no usable time', () => {
    vi.useFakeTimers({ now: Date.parse(DEVICE_NOW) });
    observeServerTime('2026-11-21T14:59:00.000Z', Date.now());
    observeServerTime(undefined, Date.now());
    observeServerTime(null, Date.now());
    observeServerTime('not a time', Date.now());
    expect(serverNowMs()).toBe(Date.parse('2026-11-21T14:59:00.000Z'));
  });

  it('learns the server’s time from the Date header of any API answer, a day ahead of the device', async () => {
    deviceClockAt(DEVICE_NOW);
    await createApiClient().get(URL_UNDER_TEST, { fetch: answerWith({ Date: SERVER_DATE }) });
    // The header's last millisecond against the sending: never behind the server's clock.
    expect(serverNowMs()).toBe(Date.parse(SERVER_DATE) + 999);
    expect(todayInBrazil(new Date(serverNowMs()))).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('counts from when the request was sent, so a slow answer leaves the offset on the early side', async () => {
    deviceClockAt(DEVICE_NOW);
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      // The answer takes 4 s to come back; the server read its clock somewhere in between.
      vi.setSystemTime(Date.parse(DEVICE_NOW) + 4_000);
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', Date: SERVER_DATE } });
    });
    await createApiClient().get(URL_UNDER_TEST, { fetch });
    expect(serverNowMs()).toBe(Date.parse(SERVER_DATE) + 999 + 4_000);
  });

  it('learns from error answers too, and not from an answer a cache may have kept (its Date is when it was first sent)', async () => {
    deviceClockAt(DEVICE_NOW);
    const client = createApiClient();
    const cached = answerWith({ Date: 'Sat, 21 Nov 2026 14:55:00 GMT', 'Cache-Control': 'public, max-age=300' });
    const aged = answerWith({ Date: 'Sat, 21 Nov 2026 14:55:00 GMT', Age: '300' });
    await client.get(URL_UNDER_TEST, { fetch: cached });
    await client.get(URL_UNDER_TEST, { fetch: aged });
    expect(serverNowMs()).toBe(Date.parse(DEVICE_NOW));
    const failed = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 500, headers: { Date: SERVER_DATE, 'Cache-Control': 'no-store' } }));
    await expect(client.get(URL_UNDER_TEST, { fetch: failed })).rejects.toThrow();
    expect(serverNowMs()).toBe(Date.parse(SERVER_DATE) + 999);
  });

  it('keeps the device’s clock when answers carry no Date', async () => {
    deviceClockAt(DEVICE_NOW);
    await createApiClient().get(URL_UNDER_TEST, { fetch: answerWith({}) });
    expect(serverNowMs()).toBe(Date.parse(DEVICE_NOW));
  });

  it('gives todayInBrazil() the server’s day when a caller passes no now (remotes already published)', async () => {
    deviceClockAt(DEVICE_NOW);
    await createApiClient().get(URL_UNDER_TEST, { fetch: answerWith({ Date: SERVER_DATE }) });
    expect(todayInBrazil()).toEqual({ year: 2026, month: 11, day: 22 });
  });
});

describe('useServerNow', () => {
  it('draws the component again when the clock is corrected by a minute or more, not for smaller corrections', () => {
    deviceClockAt(DEVICE_NOW);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useServerNow();
    });
    expect(result.current.toISOString()).toBe(DEVICE_NOW);
    act(() => observeServerTime('2026-11-21T15:00:30.000Z', Date.parse(DEVICE_NOW)));
    expect(renders).toBe(1);
    act(() => observeServerTime('2026-11-22T15:00:00.000Z', Date.parse(DEVICE_NOW)));
    expect(renders).toBe(2);
    expect(result.current.toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });
});
