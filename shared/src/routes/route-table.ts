/**
 * The route table of spec §2 as data. The host turns it into routes and guards them; remotes
 * use `paths` to link across the platform without hard-coding strings.
 */
import type { Mode } from '../state/mode.ts';

export type RemoteName = 'casino' | 'sports' | 'account' | 'wallet';
export const REMOTE_NAMES: readonly RemoteName[] = ['casino', 'sports', 'account', 'wallet'];

export interface RouteMeta {
  /** Login needed (spec §2 table, §4 route guard). */
  requiresAuth: boolean;
  /** Entering the route sets the UI mode; routes that do not say are Casino (spec §4). */
  mode: Mode;
  /** `always`: the navbar is hidden (game details); `mobile`: hidden below 768 px. */
  hideNavbar?: 'always' | 'mobile';
}

export interface RouteDefinition {
  id: string;
  /** React Router path pattern. */
  path: string;
  /** Route name where the spec gives one. */
  name?: string;
  /** Which app renders the page: a remote's page id, or the host itself. */
  remote: RemoteName | 'host';
  page: string;
  meta: RouteMeta;
  /** Where the page takes props from the URL (matchId, sportType). */
  props?: 'matchId' | 'sportType';
}

const casino = (id: string, path: string, page: string, requiresAuth = false, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  id,
  path,
  remote: 'casino',
  page,
  meta: { requiresAuth, mode: 'Casino' },
  ...extra,
});

const sports = (id: string, path: string, page: string, requiresAuth = false, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  id,
  path,
  remote: 'sports',
  page,
  meta: { requiresAuth, mode: 'Sports' },
  ...extra,
});

const account = (id: string, path: string, page: string, requiresAuth: boolean): RouteDefinition => ({
  id,
  path,
  remote: 'account',
  page,
  meta: { requiresAuth, mode: 'Casino' },
});

const wallet = (id: string, path: string, page: string): RouteDefinition => ({
  id,
  path,
  remote: 'wallet',
  page,
  meta: { requiresAuth: true, mode: 'Casino' },
});

export const ROUTES: readonly RouteDefinition[] = [
  casino('home', '/', 'home'),
  casino('games', '/game', 'allGames'),
  casino('gamesAlias', '/Game', 'allGames'),
  casino('slot', '/slot', 'slot'),
  casino('livecasino', '/livecasino', 'livecasino'),
  casino('roulette', '/roulette', 'roulette'),
  casino('blackjack', '/blackjack', 'blackjack'),
  casino('tablegames', '/tablegames', 'tablegames'),
  casino('promotion', '/promotion', 'promotion'),
  casino('gameDetails', '/game/:uuid', 'gameDetails', true, {
    name: 'game-details',
    meta: { requiresAuth: true, mode: 'Casino', hideNavbar: 'always' },
  }),
  casino('live', '/live', 'live'),
  account('bonusterm', '/bonusterm', 'bonusTerms', false),
  account('terms', '/terms', 'terms', false),
  account('about', '/about', 'about', false),
  account('privacy', '/privacy', 'privacy', false),
  account('responsibleGambling', '/responsible-gambling', 'responsibleGambling', false),
  sports('sports', '/sports', 'sportsHome', false, { props: 'sportType' }),
  sports('promosports', '/promosports', 'promoSports'),
  sports('results', '/results', 'results'),
  sports('basketball', '/basketball', 'basketball'),
  sports('sportsbet', '/sportsbet', 'sportsBet'),
  sports('liveBets', '/live-bets', 'liveBets'),
  sports('liveTypes', '/live-types/:matchId', 'liveTypes', false, { props: 'matchId', meta: { requiresAuth: false, mode: 'Sports', hideNavbar: 'mobile' } }),
  sports('basketTypes', '/basket-types/:matchId', 'basketTypes', false, {
    props: 'matchId',
    meta: { requiresAuth: false, mode: 'Sports', hideNavbar: 'mobile' },
  }),
  sports('betTypes', '/bet-types/:matchId', 'betTypes', false, { props: 'matchId', meta: { requiresAuth: false, mode: 'Sports', hideNavbar: 'mobile' } }),
  sports('mybets', '/mybets', 'myBets', true),
  account('dashboard', '/user/dashboard', 'dashboard', true),
  account('security', '/user/security', 'security', true),
  account('activeSessions', '/user/active-sessions', 'activeSessions', true),
  account('verification', '/user/verification', 'verification', true),
  wallet('wallet', '/user/wallet', 'deposit'),
  wallet('withdraw', '/user/wallet/userwithdraw', 'withdraw'),
  wallet('transactions', '/user/wallet/usertransaction', 'transactions'),
  wallet('financialTransactions', '/user/wallet/financial-transaction', 'financialTransactions'),
  wallet('bonusTransactions', '/user/wallet/user-bonus', 'bonusTransactions'),
  { id: 'notFound', path: '/404', remote: 'host', page: 'notFound', meta: { requiresAuth: false, mode: 'Casino' } },
];

export const NOT_FOUND_PATH = '/404';

/** Default of the `sport` query on /sports (spec §2). */
export const DEFAULT_SPORT_TYPE = 'home';

const CONTINUE_PARAM = 'continue';

/** Stands in for the page's origin where there is no page (a test or tool outside a browser). */
const NO_PAGE_ORIGIN = 'https://palpite.invalid';

function pageOrigin(): string {
  // Typed by hand: this module is also compiled for the API, without the DOM's types.
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : NO_PAGE_ORIGIN;
}

/**
 * The page a link asked to come back to (`paths.dashboard({ continueTo })`), when it is a page of
 * this site, as its path, query and hash; null otherwise, and the caller goes to its default. The
 * value is resolved as the browser would resolve it (which drops tabs and newlines and reads `\`
 * as `/`), so `/%09/evil.example`, `//evil.example`, `/\evil.example`, `https://evil.example` or
 * `javascript:` cannot send a player to another site. `baseOrigin`: this site's origin (the page's).
 */
export function continuePathOf(search: URLSearchParams, baseOrigin: string = pageOrigin()): string | null {
  const candidate = search.get(CONTINUE_PARAM);
  if (!candidate) return null;
  let resolved: URL;
  try {
    const base = new URL(baseOrigin);
    resolved = new URL(candidate, base.origin);
    if (resolved.origin !== base.origin) return null;
  } catch {
    return null;
  }
  // A path starting `//` (from `/.//evil.example`) would be read as another host once used as a link.
  if (resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Link builders, so no app hard-codes another app's paths. */
export const paths = {
  home: () => '/',
  games: () => '/Game',
  gameDetails: (uuid: string) => `/game/${encodeURIComponent(uuid)}`,
  sports: (sport?: string) => (sport ? `/sports?sport=${encodeURIComponent(sport)}` : '/sports'),
  liveBets: () => '/live-bets',
  liveTypes: (matchId: string | number) => `/live-types/${matchId}`,
  basketTypes: (matchId: string | number) => `/basket-types/${matchId}`,
  betTypes: (matchId: string | number) => `/bet-types/${matchId}`,
  /** A match's market page: basketball → /basket-types, football live → /live-types, else /bet-types (SDK 1.11.0). */
  match: (match: { id: string | number; sport: string; live: boolean }) =>
    match.sport === 'basketball' ? `/basket-types/${match.id}` : match.live ? `/live-types/${match.id}` : `/bet-types/${match.id}`,
  myBets: () => '/mybets',
  /** The account page; `continueTo` is where the player was stopped (a deposit waiting for a verified email), offered back once done. */
  dashboard: (options: { continueTo?: string } = {}) =>
    options.continueTo ? `/user/dashboard?${CONTINUE_PARAM}=${encodeURIComponent(options.continueTo)}` : '/user/dashboard',
  /** The deposit page; `bonus` chooses that offer in the deposit form when the player can take it. */
  wallet: (options: { bonus?: string } = {}) => (options.bonus ? `/user/wallet?bonus=${encodeURIComponent(options.bonus)}` : '/user/wallet'),
  withdraw: () => '/user/wallet/userwithdraw',
  transactions: () => '/user/wallet/usertransaction',
  financialTransactions: () => '/user/wallet/financial-transaction',
  bonusTransactions: () => '/user/wallet/user-bonus',
  security: () => '/user/security',
  activeSessions: () => '/user/active-sessions',
  verification: () => '/user/verification',
  notFound: () => NOT_FOUND_PATH,
} as const;
