import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGame } from '../../features/play/api/play-api.ts';
import { getGameDetails } from './games.ts';

const answer = (game: unknown) => new Response(JSON.stringify({ game }), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('reading a game', () => {
  it('asks once for the page and its stage asking at the same moment, and again afterwards', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ uuid: 'dice', name: 'Dice' }));
    const [details, stage] = await Promise.all([getGameDetails('dice'), getGame('dice')]);
    expect(details).toEqual(stage);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await getGameDetails('dice');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not share a read between two games, nor keep a failed one', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async () => new Response('{}', { status: 503 }));
    await expect(getGameDetails('dice')).rejects.toThrow();
    fetchMock.mockImplementation(async (input) =>
      answer({
        uuid: String(input instanceof Request ? input.url : input)
          .split('/')
          .pop(),
      }),
    );
    const [dice, keno] = await Promise.all([getGameDetails('dice'), getGame('keno')]);
    expect([dice.uuid, keno.uuid]).toEqual(['dice', 'keno']);
  });
});
