import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_KNOWN_GOOD_KEY, loadRegistry, parseRegistryDocument, REGISTRY_TIMEOUT_MS } from './registry.ts';

const casino = { version: '1.2.0', entry: '/mfe/casino/1.2.0/remoteEntry.js' };

function answering(status: number, body: unknown): typeof fetch {
  return (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
}

const unreachable = (async () => {
  throw new TypeError('Failed to fetch');
}) as typeof fetch;

describe('parseRegistryDocument', () => {
  it('keeps the known remotes whose entry is a container script', () => {
    const parsed = parseRegistryDocument({
      revision: 7,
      remotes: { casino, bingo: casino, sports: { version: '1.0.0', entry: '/mfe/sports/1.0.0/mf-manifest.json' }, wallet: { version: 3 } },
    });
    expect(parsed).toEqual({ revision: 7, remotes: { casino } });
  });

  it('refuses what is not a registry document', () => {
    for (const value of [null, 'x', { remotes: {} }, { revision: 1, remotes: null }]) expect(parseRegistryDocument(value)).toBeNull();
  });
});

describe('loadRegistry', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('uses the live document and keeps it as the last known good copy', async () => {
    const loaded = await loadRegistry(answering(200, { revision: 2, remotes: { casino } }));
    expect(loaded).toEqual({ source: 'live', document: { revision: 2, remotes: { casino } } });
    expect(JSON.parse(localStorage.getItem(LAST_KNOWN_GOOD_KEY) ?? 'null')).toEqual(loaded.document);
  });

  it('falls back to the last known good copy when the registry cannot be reached', async () => {
    await loadRegistry(answering(200, { revision: 2, remotes: { casino } }));
    expect(await loadRegistry(unreachable)).toEqual({ source: 'last-known-good', document: { revision: 2, remotes: { casino } } });
    expect(await loadRegistry(answering(503, {}))).toMatchObject({ source: 'last-known-good' });
  });

  it('gives up on a registry that does not answer, aborting the request, and uses the last known good copy', async () => {
    await loadRegistry(answering(200, { revision: 2, remotes: { casino } }));
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      // Never answers, whatever its signal says: the wait must end all the same.
      const hanging = ((_url: string, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }) as typeof fetch;
      const loading = loadRegistry(hanging);
      await vi.advanceTimersByTimeAsync(REGISTRY_TIMEOUT_MS);
      expect(await loading).toEqual({ source: 'last-known-good', document: { revision: 2, remotes: { casino } } });
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts with no remotes when there is neither', async () => {
    expect(await loadRegistry(unreachable)).toEqual({ source: 'none', document: { revision: 0, remotes: {} } });
  });
});
