import { act, render } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore } from '../state/store.ts';
import { realtimeConnectionAtom, type RealtimeHandle } from './connection.ts';
import { useChannelEvent } from './use-channel-event.ts';

/** A stand-in for the ably client: channels whose attach fails, a connection in `state`. */
function fakeClient(state: string) {
  const channel = {
    subscribe: vi.fn(() => Promise.reject(new Error('Connection closed'))),
    unsubscribe: vi.fn(),
    detach: vi.fn(() => Promise.resolve()),
  };
  const client = { channels: { get: () => channel }, connection: { state } };
  return { channel, handle: { client, kind: 'public' } as unknown as RealtimeHandle };
}

function Listener() {
  useChannelEvent('public:sports.live', 'odds', () => undefined);
  return null;
}

async function mountWith(handle: RealtimeHandle) {
  palpiteStore.set(realtimeConnectionAtom, handle);
  const view = render(
    <Provider store={palpiteStore}>
      <Listener />
    </Provider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

describe('useChannelEvent', () => {
  afterEach(() => {
    palpiteStore.set(realtimeConnectionAtom, null);
    vi.restoreAllMocks();
  });

  it('warns when a channel cannot be attached on a live connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handle } = fakeClient('connected');
    (await mountWith(handle)).unmount();
    expect(warn).toHaveBeenCalledWith('realtime: could not attach public:sports.live', expect.any(Error));
  });

  it('stays quiet when the connection was closed under it (the page is being left), and detaches the last listener', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { channel, handle } = fakeClient('closed');
    (await mountWith(handle)).unmount();
    expect(warn).not.toHaveBeenCalled();
    expect(channel.unsubscribe).toHaveBeenCalledTimes(1);
    expect(channel.detach).toHaveBeenCalledTimes(1);
  });
});
