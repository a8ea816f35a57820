/** A stand-in for the page's Ably connection: tests publish messages on channels by hand. */
import { afterEach, beforeEach, vi } from 'vitest';
import { palpiteStore, realtimeConnectionAtom, type RealtimeHandle } from '@palpite/shared';

type Listener = (message: { name: string; data: unknown }) => void;
type StateListener = (change: { resumed: boolean }) => void;

/** `attached: false`: channels are still attaching until `attachNow` (a page that read its data before they attached). */
export function installFakeRealtime(options: { attached?: boolean } = {}) {
  const listeners = new Map<string, Map<string, Set<Listener>>>();
  const stateListeners = new Map<string, Map<string, Set<StateListener>>>();
  const channel = (name: string) => ({
    name,
    state: options.attached === false ? 'attaching' : 'attached',
    subscribe: async (event: string, listener: Listener) => {
      const events = listeners.get(name) ?? new Map<string, Set<Listener>>();
      const set = events.get(event) ?? new Set<Listener>();
      set.add(listener);
      events.set(event, set);
      listeners.set(name, events);
      return null;
    },
    unsubscribe: (event: string, listener: Listener) => {
      listeners.get(name)?.get(event)?.delete(listener);
    },
    // Channel state events ('attached', 'update'), as the SDK watches them for lost continuity.
    on: (event: string, listener: StateListener) => {
      const events = stateListeners.get(name) ?? new Map<string, Set<StateListener>>();
      events.set(event, (events.get(event) ?? new Set()).add(listener));
      stateListeners.set(name, events);
    },
    off: (event: string, listener: StateListener) => {
      stateListeners.get(name)?.get(event)?.delete(listener);
    },
    attach: async () => null,
    detach: async () => undefined,
  });
  const channels = new Map<string, ReturnType<typeof channel>>();
  const client = {
    // Connected throughout: a lost link is use-realtime-interrupted's own test.
    connection: { state: 'connected', on: () => undefined, off: () => undefined },
    channels: {
      get: (name: string) => {
        const existing = channels.get(name) ?? channel(name);
        channels.set(name, existing);
        return existing;
      },
    },
  };
  palpiteStore.set(realtimeConnectionAtom, { client: client as unknown as RealtimeHandle['client'], kind: 'public' });
  return {
    publish(channelName: string, event: string, data: unknown) {
      for (const listener of [...(listeners.get(channelName)?.get(event) ?? [])]) listener({ name: event, data });
    },
    listening: (channelName: string, event: string) => (listeners.get(channelName)?.get(event)?.size ?? 0) > 0,
    /** The channel's first attach, for channels installed still attaching. */
    attachNow(channelName: string) {
      const attaching = channels.get(channelName);
      if (attaching) attaching.state = 'attached';
      for (const listener of [...(stateListeners.get(channelName)?.get('attached') ?? [])]) listener({ resumed: false });
    },
    /** The channel attached again after a drop, with continuity (`resumed`) or without. */
    reattach(channelName: string, resumed: boolean) {
      for (const listener of [...(stateListeners.get(channelName)?.get('attached') ?? [])]) listener({ resumed });
    },
    uninstall() {
      palpiteStore.set(realtimeConnectionAtom, null);
    },
  };
}

type FakeRealtime = ReturnType<typeof installFakeRealtime>;

/**
 * A fresh fake connection for each test of the file (mocks restored after each): the handle
 * returned always drives the current test's.
 */
export function fakeRealtimePerTest(): Omit<FakeRealtime, 'uninstall'> {
  let current: FakeRealtime;
  beforeEach(() => {
    current = installFakeRealtime();
  });
  afterEach(() => {
    current.uninstall();
    vi.restoreAllMocks();
  });
  return {
    publish: (channelName, event, data) => current.publish(channelName, event, data),
    listening: (channelName, event) => current.listening(channelName, event),
    attachNow: (channelName) => current.attachNow(channelName),
    reattach: (channelName, resumed) => current.reattach(channelName, resumed),
  };
}
