import { describe, expect, it } from 'vitest';
import { ROUTES } from '@palpite/shared';
import { harnessLinks, harnessRoutes, pagePropsFor } from './harness-routes.ts';

const route = (id: string) => ROUTES.find((candidate) => candidate.id === id)!;

describe('harness routes', () => {
  it('cover every route of the remote, with sample values in parameterised paths', () => {
    const casino = harnessRoutes('casino');
    expect(casino.map(({ route }) => route.remote)).toEqual(casino.map(() => 'casino'));
    expect(casino.find(({ route }) => route.id === 'gameDetails')?.href).toBe('/game/demo-game');
    expect(harnessRoutes('sports').find(({ route }) => route.id === 'liveTypes')?.href).toBe('/live-types/1001');
  });

  it('give one link per page, aliases aside', () => {
    const links = harnessLinks('casino');
    expect(links.filter(({ route }) => route.page === 'allGames').map(({ href }) => href)).toEqual(['/game']);
    expect(new Set(links.map(({ route }) => route.page)).size).toBe(links.length);
  });

  it('pass the page the props the host would', () => {
    expect(pagePropsFor(route('liveTypes'), { matchId: '7' }, new URLSearchParams())).toEqual({ matchId: '7' });
    expect(pagePropsFor(route('sports'), {}, new URLSearchParams())).toEqual({ sportType: 'home' });
    expect(pagePropsFor(route('sports'), {}, new URLSearchParams('sport=football'))).toEqual({ sportType: 'football' });
    expect(pagePropsFor(route('gameDetails'), { uuid: 'abc' }, new URLSearchParams())).toEqual({ uuid: 'abc' });
    expect(pagePropsFor(route('home'), {}, new URLSearchParams('sport=x'))).toEqual({});
  });
});
