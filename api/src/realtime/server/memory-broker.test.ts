import { afterEach, describe, expect, it, vi } from 'vitest';
import { planAttach } from './continuity.ts';
import { createMemoryBroker } from './memory-broker.ts';

const CHANNEL = 'private:user.1';
const WINDOW_MS = 120_000;

afterEach(() => {
  vi.useRealTimers();
});

function broker() {
  return createMemoryBroker({ windowMs: WINDOW_MS, maxMessages: 100, now: () => Date.now(), sink: () => {} });
}

const publish = (memory: ReturnType<typeof broker>, id: string) => memory.publish({ channel: CHANNEL, id, timestamp: Date.now(), messages: [] });

describe('the memory broker', () => {
  it('keeps an idle channel’s position for twice the window: a late resume learns that what it missed aged out', async () => {
    vi.useFakeTimers();
    const memory = broker();
    // Published just before a sweep of idle channels, whose period is 30 s.
    vi.advanceTimersByTime(29_000);
    await memory.subscribe(CHANNEL);
    const seen = await publish(memory, 'a');
    // The socket dies unnoticed: the missed event is written into it, and the subscription ends.
    await publish(memory, 'b');
    memory.unsubscribe(CHANNEL);
    // The server notices the drop ~30 s later, then keeps the session for connectionStateTtl (120 s).
    vi.advanceTimersByTime(30_000 + 116_000);
    const late = await memory.read(CHANNEL, seen);
    expect(late.exists).toBe(true);
    expect(planAttach(late, seen!, true)).toMatchObject({ resumed: false, replay: [], error: { code: 90003 } });
    vi.advanceTimersByTime(2 * WINDOW_MS);
    expect((await memory.read(CHANNEL, seen)).exists).toBe(false);
    await memory.close();
  });
});
