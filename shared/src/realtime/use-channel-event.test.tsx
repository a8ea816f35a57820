import { act, render } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '../events/bus.ts';
import { palpiteStore } from '../state/store.ts';
import { realtimeConnectionAtom, type RealtimeHandle } from './connection.ts';
import { RESYNC_COALESCE_MS } from './continuity.ts';
import { useChannelEvent } from './use-channel-event.ts';

type Change = { resumed: boolean };

/** A stand-in for an ably channel: its state, its state events, attach and subscribe. */
function fakeChannel(name: string, state = 'initialized', subscribeResult: () => Promise<unknown> = () => Promise.resolve(null)) {
  const handlers = new Map<string, Set<(change: Change) => void>>();
  const channel = {
    name,
    state,
    on: vi.fn((event: string, handler: (change: Change) => void) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    }),
    off: vi.fn((event: string, handler: (change: Change) => void) => handlers.get(event)?.delete(handler)),
    attach: vi.fn(() => {
      channel.state = 'attaching';
      return Promise.resolve(null);
    }),
    subscribe: vi.fn((_event: string, _listener: unknown) => subscribeResult()),
    unsubscribe: vi.fn(),
    detach: vi.fn(() => Promise.resolve()),
    /** What ably-js does on an ATTACHED: 'attached' when it was not attached, 'update' when it was. */
    attached(resumed: boolean) {
      const event = channel.state === 'attached' ? 'update' : 'attached';
      channel.state = 'attached';
      for (const handler of handlers.get(event) ?? []) handler({ resumed });
    },
    listenerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return channel;
}
type FakeChannel = ReturnType<typeof fakeChannel>;

function fakeHandle(channels: FakeChannel[], connectionState = 'connected'): RealtimeHandle {
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const client = { channels: { get: (name: string) => byName.get(name) }, connection: { state: connectionState } };
  return { client, kind: 'public' } as unknown as RealtimeHandle;
}

function Listener({ channel, event = 'odds', readBeforeAttach = false }: { channel: string; event?: string; readBeforeAttach?: boolean }) {
  useChannelEvent(channel, event, () => undefined, { readBeforeAttach });
  return null;
}

async function mountWith(handle: RealtimeHandle, ui = <Listener channel="public:sports.live" />) {
  palpiteStore.set(realtimeConnectionAtom, handle);
  const view = render(<Provider store={palpiteStore}>{ui}</Provider>);
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

describe('useChannelEvent', () => {
  afterEach(() => {
    palpiteStore.set(realtimeConnectionAtom, null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('warns when a channel cannot be attached on a live connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const channel = fakeChannel('public:sports.live', 'initialized', () => Promise.reject(new Error('Connection closed')));
    (await mountWith(fakeHandle([channel]))).unmount();
    expect(warn).toHaveBeenCalledWith('realtime: could not attach public:sports.live', expect.any(Error));
  });

  it('stays quiet when the connection was closed under it (the page is being left), and detaches the last listener', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const channel = fakeChannel('public:sports.live', 'initialized', () => Promise.reject(new Error('Connection closed')));
    (await mountWith(fakeHandle([channel], 'closed'))).unmount();
    expect(warn).not.toHaveBeenCalled();
    expect(channel.unsubscribe).toHaveBeenCalledTimes(1);
    expect(channel.detach).toHaveBeenCalledTimes(1);
  });

  it('attaches again a channel it finds failed (ably-js would refuse to subscribe)', async () => {
    const channel = fakeChannel('public:sports.live', 'failed');
    (await mountWith(fakeHandle([channel]))).unmount();
    expect(channel.attach).toHaveBeenCalledTimes(1);
    expect(channel.attach.mock.invocationCallOrder[0]).toBeLessThan(channel.subscribe.mock.invocationCallOrder[0] ?? 0);
  });

  it('announces the first attach of a channel whose data was read before subscribing, once, unless it was attached already', async () => {
    vi.useFakeTimers();
    const resynced = vi.fn();
    const stop = eventBus.on('realtime-resynced', resynced);
    const match = fakeChannel('public:match.7');
    const held = fakeChannel('public:match.8', 'attached');
    const view = await mountWith(
      fakeHandle([match, held]),
      <>
        <Listener channel="public:match.7" event="markets" readBeforeAttach />
        <Listener channel="public:match.7" event="match-update" readBeforeAttach />
        <Listener channel="public:match.8" event="markets" readBeforeAttach />
      </>,
    );
    try {
      vi.advanceTimersByTime(RESYNC_COALESCE_MS);
      expect(resynced).not.toHaveBeenCalled();
      match.attached(false);
      vi.advanceTimersByTime(RESYNC_COALESCE_MS);
      expect(resynced).toHaveBeenCalledTimes(1);
      expect(resynced).toHaveBeenCalledWith({ channels: ['public:match.7'] });
      // Later attaches are the continuity watcher's: a resumed one kept everything.
      match.state = 'attaching';
      match.attached(true);
      held.state = 'attaching';
      held.attached(true);
      vi.advanceTimersByTime(RESYNC_COALESCE_MS);
      expect(resynced).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      view.unmount();
    }
    expect(match.listenerCount()).toBe(0);
  });

  it('announces a re-attach without continuity on any channel it listens to, once per burst, not the first attach', async () => {
    vi.useFakeTimers();
    const resynced = vi.fn();
    const stop = eventBus.on('realtime-resynced', resynced);
    const live = fakeChannel('public:sports.live');
    const match = fakeChannel('public:match.7');
    const view = await mountWith(
      fakeHandle([live, match]),
      <>
        <Listener channel="public:sports.live" event="match-update" />
        <Listener channel="public:match.7" event="markets" />
        <Listener channel="public:match.7" event="match-update" />
      </>,
    );
    try {
      live.attached(false);
      match.attached(false);
      vi.advanceTimersByTime(RESYNC_COALESCE_MS);
      expect(resynced).not.toHaveBeenCalled();

      // A resumed re-attach kept continuity: nothing to read again.
      live.state = 'attaching';
      live.attached(true);
      vi.advanceTimersByTime(RESYNC_COALESCE_MS);
      expect(resynced).not.toHaveBeenCalled();

      // The network came back too late for the history: both channels re-attach without it.
      live.state = 'suspended';
      match.state = 'attaching';
      live.attached(false);
      match.attached(false);
      vi.advanceTimersByTime(RESYNC_COALESCE_MS);
      expect(resynced).toHaveBeenCalledTimes(1);
      expect(resynced).toHaveBeenCalledWith({ channels: ['public:sports.live', 'public:match.7'] });

      // An ATTACHED without RESUMED while attached ('update').
      match.attached(false);
      vi.advanceTimersByTime(RESYNC_COALESCE_MS);
      expect(resynced).toHaveBeenLastCalledWith({ channels: ['public:match.7'] });
    } finally {
      stop();
      view.unmount();
    }
    // The last listener gone, the channel is no longer watched.
    expect(live.listenerCount()).toBe(0);
    expect(match.listenerCount()).toBe(0);
  });
});
