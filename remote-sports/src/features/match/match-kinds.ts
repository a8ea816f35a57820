import { paths, routePath } from '@palpite/shared';

/** The three match market pages: live football, basketball, pre-match football. */
export type MatchKind = 'live' | 'basketball' | 'prematch';

interface MatchKindInfo {
  /** The page id, whose `<page>.title` text is the h1. */
  page: 'liveTypes' | 'basketTypes' | 'betTypes';
  /** Where "back" leads, and the text key of that page's name. */
  backTo: () => string;
  backLabel: string;
  /** Market group tabs shown while the match loads (the API's groups replace them). */
  groups: readonly string[];
}

export const MATCH_KINDS: Readonly<Record<MatchKind, MatchKindInfo>> = {
  live: { page: 'liveTypes', backTo: paths.liveBets, backLabel: 'liveBets.title', groups: ['all', 'main', 'goals', 'handicap', 'halves'] },
  basketball: { page: 'basketTypes', backTo: () => routePath('basketball'), backLabel: 'basketball.title', groups: ['all', 'main', 'handicap', 'quarters'] },
  prematch: { page: 'betTypes', backTo: () => paths.sports(), backLabel: 'sportsHome.title', groups: ['all', 'main', 'goals', 'handicap', 'halves', 'score'] },
};

/**
 * Whether a page of this kind is a page for a match of this sport: basketball has its own page (live or not),
 * football the live and the pre-match ones (the live page says itself when its match is not in play).
 */
export function kindFitsSport(kind: MatchKind, sport: string): boolean {
  return (kind === 'basketball') === (sport === 'basketball');
}
