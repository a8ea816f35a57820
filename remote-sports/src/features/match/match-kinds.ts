import { paths, routePath } from '@palpite/shared';

/** The three match market pages: live football, basketball, pre-match football. */
export type MatchKind = 'live' | 'basketball' | 'prematch';

interface MatchKindInfo {
  /** The page id, whose `<page>.title` text is the h1. */
  page: 'liveTypes' | 'basketTypes' | 'betTypes';
  /** Where "back" leads, and the text key of that page's name. */
  backTo: () => string;
  backLabel: string;
  /** Market groups shown as tabs. */
  groups: readonly string[];
}

const FOOTBALL_GROUPS = ['all', 'main', 'goals', 'handicap', 'halves', 'corners', 'cards'] as const;
const BASKETBALL_GROUPS = ['all', 'main', 'points', 'handicap', 'quarters', 'players'] as const;

export const MATCH_KINDS: Readonly<Record<MatchKind, MatchKindInfo>> = {
  live: { page: 'liveTypes', backTo: paths.liveBets, backLabel: 'liveBets.title', groups: FOOTBALL_GROUPS },
  basketball: { page: 'basketTypes', backTo: () => routePath('basketball'), backLabel: 'basketball.title', groups: BASKETBALL_GROUPS },
  prematch: { page: 'betTypes', backTo: () => paths.sports(), backLabel: 'sportsHome.title', groups: FOOTBALL_GROUPS },
};
