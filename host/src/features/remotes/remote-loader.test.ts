import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteModule } from '@palpite/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { applyRegistry, loadRemoteModule, releaseMovedOn, RemoteUnavailableError, resetRemote } from './remote-loader.ts';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
// Test files share a worker: the next file must get the real runtime.
afterAll(() => {
  vi.doUnmock('@module-federation/enhanced/runtime');
});

const casinoModule: RemoteModule = { name: 'casino', version: '1.2.0', pages: {} };
const casino = { version: '1.2.0', entry: '/mfe/casino/1.2.0/remoteEntry.js' };
const casinoEntryUrl = new URL(casino.entry, location.href).href;

/** A registry that answers `document`, counting its requests. */
function registryAnswering(document: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(document), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A failure as the slot sees it: rejected, then forgotten by the boundary that showed it. */
async function failsThenReset() {
  await expect(loadRemoteModule('casino')).rejects.toBeInstanceOf(RemoteUnavailableError);
  resetRemote('casino');
}

describe('remote loader', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadRemote).mockResolvedValue({ default: casinoModule });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
  });

  it('asks the registry again on the first load when the page started without it (it answered too late)', async () => {
    applyRegistry({ source: 'none', document: { revision: 0, remotes: {} } });
    const fetchMock = registryAnswering({ revision: 1, remotes: { casino } });
    await expect(loadRemoteModule('casino')).resolves.toBe(casinoModule);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries with a fresh registry when the page started without one (registry down at start)', async () => {
    applyRegistry({ source: 'none', document: { revision: 0, remotes: {} } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await failsThenReset();

    const fetchMock = registryAnswering({ revision: 1, remotes: { casino } });
    await expect(loadRemoteModule('casino')).resolves.toBe(casinoModule);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'casino', entry: casinoEntryUrl }], { force: true });
  });

  it('retries with a fresh registry when the live one had no release of the remote yet', async () => {
    applyRegistry({ source: 'live', document: { revision: 0, remotes: {} } });
    await failsThenReset();

    registryAnswering({ revision: 1, remotes: { casino } });
    await expect(loadRemoteModule('casino')).resolves.toBe(casinoModule);
  });

  it('retries with the live release when the page started from the last known good copy', async () => {
    applyRegistry({ source: 'last-known-good', document: { revision: 1, remotes: { casino } } });
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptLoadError'));
    await failsThenReset();

    const newer = { version: '1.3.0', entry: '/mfe/casino/1.3.0/remoteEntry.js' };
    registryAnswering({ revision: 2, remotes: { casino: newer } });
    await expect(loadRemoteModule('casino')).resolves.toBe(casinoModule);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'casino', entry: new URL(newer.entry, location.href).href }], { force: true });
  });

  it('retries with the release the live registry names now (ops rolled the broken one back), and keeps a load that succeeded', async () => {
    applyRegistry({ source: 'live', document: { revision: 1, remotes: { casino } } });
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptLoadError'));
    await failsThenReset();

    const rolledBack = { version: '1.1.0', entry: '/mfe/casino/1.1.0/remoteEntry.js' };
    const fetchMock = registryAnswering({ revision: 2, remotes: { casino: rolledBack } });
    const loaded = loadRemoteModule('casino');
    await expect(loaded).resolves.toBe(casinoModule);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'casino', entry: new URL(rolledBack.entry, location.href).href }], { force: true });
    resetRemote('casino');
    expect(loadRemoteModule('casino')).toBe(loaded);
  });

  it('empties the chunks the failed release installed before it loads the one rolled back to (same chunk ids)', async () => {
    applyRegistry({ source: 'live', document: { revision: 1, remotes: { casino } } });
    const chunkGlobal = globalThis as { rspackChunkcasino?: unknown[] };
    vi.mocked(loadRemote).mockImplementationOnce(async () => {
      // What a release that throws at import leaves behind: its expose chunk, installed.
      chunkGlobal.rspackChunkcasino = [[[4991], { 9140: () => undefined }]];
      throw new Error('broken on purpose');
    });
    await failsThenReset();
    expect(chunkGlobal.rspackChunkcasino).toHaveLength(1);

    registryAnswering({ revision: 2, remotes: { casino: { version: '1.1.0', entry: '/mfe/casino/1.1.0/remoteEntry.js' } } });
    vi.mocked(loadRemote).mockImplementationOnce(async () => {
      expect(chunkGlobal.rspackChunkcasino).toBeUndefined();
      return { default: casinoModule };
    });
    await expect(loadRemoteModule('casino')).resolves.toBe(casinoModule);
  });

  it('tells whether the registry names another release than the one the page runs', async () => {
    applyRegistry({ source: 'live', document: { revision: 1, remotes: { casino } } });
    registryAnswering({ revision: 1, remotes: { casino } });
    expect(await releaseMovedOn('casino')).toBe(false);
    await loadRemoteModule('casino');
    expect(await releaseMovedOn('casino')).toBe(false);

    registryAnswering({ revision: 2, remotes: { casino: { version: '1.1.0', entry: '/mfe/casino/1.1.0/remoteEntry.js' } } });
    expect(await releaseMovedOn('casino')).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    expect(await releaseMovedOn('casino')).toBe(false);
  });

  it('stays unavailable, without looping, while the registry is still unreachable', async () => {
    applyRegistry({ source: 'none', document: { revision: 0, remotes: {} } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await failsThenReset();
    const failed = loadRemoteModule('casino');
    await expect(failed).rejects.toBeInstanceOf(RemoteUnavailableError);
    // Until the failure is reset, every render gets the same rejected load back.
    expect(loadRemoteModule('casino')).toBe(failed);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
