import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { continuePathOf, paths, ROUTES } from './route-table.ts';

/** Every path of spec §2's route table, with what it must resolve to. */
const SPEC_ROUTES: Array<[path: string, routeId: string, requiresAuth: boolean]> = [
  ['/', 'home', false],
  ['/game', 'games', false],
  ['/Game', 'games', false],
  ['/slot', 'slot', false],
  ['/livecasino', 'livecasino', false],
  ['/roulette', 'roulette', false],
  ['/blackjack', 'blackjack', false],
  ['/tablegames', 'tablegames', false],
  ['/promotion', 'promotion', false],
  ['/bonusterm', 'bonusterm', false],
  ['/terms', 'terms', false],
  ['/about', 'about', false],
  ['/privacy', 'privacy', false],
  ['/responsible-gambling', 'responsibleGambling', false],
  ['/game/7b0c2f7e-aaaa-4bbb-8ccc-123456789abc', 'gameDetails', true],
  ['/live', 'live', false],
  ['/sports', 'sports', false],
  ['/promosports', 'promosports', false],
  ['/results', 'results', false],
  ['/basketball', 'basketball', false],
  ['/sportsbet', 'sportsbet', false],
  ['/live-bets', 'liveBets', false],
  ['/live-types/1234', 'liveTypes', false],
  ['/basket-types/99', 'basketTypes', false],
  ['/bet-types/5', 'betTypes', false],
  ['/mybets', 'mybets', true],
  ['/user/dashboard', 'dashboard', true],
  ['/user/security', 'security', true],
  ['/user/active-sessions', 'activeSessions', true],
  ['/user/verification', 'verification', true],
  ['/user/wallet', 'wallet', true],
  ['/user/wallet/userwithdraw', 'withdraw', true],
  ['/user/wallet/usertransaction', 'transactions', true],
  ['/user/wallet/financial-transaction', 'financialTransactions', true],
  ['/user/wallet/user-bonus', 'bonusTransactions', true],
  ['/404', 'notFound', false],
];

describe('route table (spec §2)', () => {
  it.each(SPEC_ROUTES)('%s resolves to %s', (path, routeId, requiresAuth) => {
    const match = matchRoute(path);
    expect(match?.route.id === 'gamesAlias' ? 'games' : match?.route.id).toBe(routeId);
    expect(match?.route.meta.requiresAuth).toBe(requiresAuth);
  });

  it('leaves unknown paths unmatched, so the host redirects them to /404', () => {
    for (const path of ['/nope', '/user', '/user/unknown', '/game/a/b', '/live-types', '/sports/football', '/formula1', '/mma']) {
      expect(matchRoute(path), path).toBeNull();
    }
  });

  it('names the game details route and hides its navbar', () => {
    const match = matchRoute('/game/abc');
    expect(match?.route.name).toBe('game-details');
    expect(match?.route.meta.hideNavbar).toBe('always');
    expect(match?.params.uuid).toBe('abc');
  });

  it('passes matchId to the three match pages and sport to /sports', () => {
    for (const path of ['/live-types/77', '/basket-types/77', '/bet-types/77']) {
      const match = matchRoute(path);
      expect(match?.route.props).toBe('matchId');
      expect(match?.params.matchId).toBe('77');
    }
    expect(matchRoute('/sports')?.route.props).toBe('sportType');
  });

  it('sets Sports mode on sports pages and Casino everywhere else', () => {
    const sportsIds = new Set(['sports', 'promosports', 'results', 'basketball', 'sportsbet', 'liveBets', 'liveTypes', 'basketTypes', 'betTypes', 'mybets']);
    for (const route of ROUTES) expect(route.meta.mode, route.id).toBe(sportsIds.has(route.id) ? 'Sports' : 'Casino');
  });

  it('maps every page to a remote that owns its area', () => {
    for (const route of ROUTES) {
      if (route.path.startsWith('/user/wallet')) expect(route.remote).toBe('wallet');
      else if (route.path.startsWith('/user/')) expect(route.remote).toBe('account');
      else if (route.meta.mode === 'Sports') expect(route.remote).toBe('sports');
    }
  });

  it('builds links that resolve back to their routes', () => {
    expect(paths.gameDetails('a b')).toBe('/game/a%20b');
    expect(matchRoute(paths.gameDetails('f00d'))?.params.uuid).toBe('f00d');
    expect(matchRoute(paths.liveTypes(5))?.route.id).toBe('liveTypes');
    expect(paths.sports('football')).toBe('/sports?sport=football');
    expect(paths.match({ id: 7, sport: 'football', live: false })).toBe('/bet-types/7');
    expect(paths.match({ id: 7, sport: 'football', live: true })).toBe('/live-types/7');
    expect(paths.match({ id: 8, sport: 'basketball', live: true })).toBe('/basket-types/8');
    expect(matchRoute(paths.match({ id: 8, sport: 'basketball', live: false }))?.route.id).toBe('basketTypes');
    expect(paths.wallet({ bonus: 'casino reload' })).toBe('/user/wallet?bonus=casino%20reload');
    expect(paths.wallet()).toBe('/user/wallet');
    expect(paths.dashboard({ continueTo: '/user/wallet?bonus=welcome' })).toBe('/user/dashboard?continue=%2Fuser%2Fwallet%3Fbonus%3Dwelcome');
  });

  it('comes back only to a path of this site', () => {
    const back = (link: string) => continuePathOf(new URL(link, 'https://palpite.example').searchParams);
    expect(back(paths.dashboard({ continueTo: '/user/wallet?bonus=welcome' }))).toBe('/user/wallet?bonus=welcome');
    expect(back(paths.dashboard())).toBeNull();
    for (const away of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      expect(back(`/user/dashboard?continue=${encodeURIComponent(away)}`)).toBeNull();
    }
    expect(matchRoute(paths.games())?.route.page).toBe('allGames');
  });
});

describe('continuePathOf', () => {
  const SITE = 'https://palpite.example';
  const back = (value: string, origin = SITE) => continuePathOf(new URLSearchParams({ continue: value }), origin);

  it.each([
    '/\t/example.org',
    '/\n/example.org',
    '/\r\n/example.org',
    '//example.org',
    '///example.org',
    '/\\example.org',
    '\\\\example.org',
    '\\/example.org',
    ' //example.org',
    '/.//example.org',
    '/./..//example.org',
    'https://example.org',
    'https://example.org/user/wallet',
    'HTTPS://example.org',
    'http://palpite.example',
    'https://palpite.example.evil.org/user/wallet',
    'https://palpite.example@example.org/',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:ana@example.org',
  ])('refuses %j, which would leave the site', (value) => {
    expect(back(value)).toBeNull();
  });

  it('refuses a value decoded from the query as the browser reads it (%09, %2F%2F, %5C)', () => {
    for (const query of ['continue=/%09/example.org', 'continue=%2F%2Fexample.org', 'continue=%2F%5Cexample.org', 'continue=%0A//example.org']) {
      expect(continuePathOf(new URLSearchParams(query), SITE), query).toBeNull();
    }
  });

  it.each([
    ['/user/wallet', '/user/wallet'],
    ['/user/wallet?bonus=welcome', '/user/wallet?bonus=welcome'],
    ['/user/wallet?bonus=welcome&from=mail#offers', '/user/wallet?bonus=welcome&from=mail#offers'],
    ['/sports?sport=football#live', '/sports?sport=football#live'],
    ['/game/7b0c2f7e-aaaa-4bbb-8ccc-123456789abc', '/game/7b0c2f7e-aaaa-4bbb-8ccc-123456789abc'],
    ['/', '/'],
    ['/user/./wallet/../dashboard', '/user/dashboard'],
    ['https://palpite.example/mybets?page=2#bet-9', '/mybets?page=2#bet-9'],
    ['/%2F%2Fexample.org', '/%2F%2Fexample.org'],
  ])('comes back to %j of this site as %j', (value, path) => {
    expect(back(value)).toBe(path);
  });

  it('gives nothing when no page was asked for', () => {
    expect(continuePathOf(new URLSearchParams(''), SITE)).toBeNull();
    expect(back('')).toBeNull();
  });

  it('answers only paths that stay on whichever site they are used on', () => {
    const risky = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '\t',
      '\n',
      '\r',
      ' ',
      '.',
      '..',
      '%2F',
      '%5C',
      '%09',
      ':',
      '@',
      '?',
      '#',
      'example.org',
      'https:',
      'javascript:',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(risky, fc.string({ maxLength: 4 })), { maxLength: 8 }), (pieces) => {
        const path = back(pieces.join(''));
        if (path === null) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        // A path only: resolved against any other site it stays there, and it reads back as itself.
        expect(new URL(path, 'https://elsewhere.example').origin).toBe('https://elsewhere.example');
        expect(back(path)).toBe(path);
      }),
    );
  });
});
