import { api } from '@palpite/shared';
import type { CursorPage as Page } from '@palpite/shared';

export const BETS_PAGE_SIZE = 20;

export type BetStatus = 'pending' | 'approved' | 'rejected' | 'void' | 'unknown';
export type BetFilter = 'all' | 'pending' | 'won' | 'lost' | 'void';

export interface BetSelection {
  match: {
    id: number;
    sport: 'football' | 'basketball';
    home: string;
    away: string;
    starts_at: string;
    status: string;
    /** Null while the match has no score: not kicked off yet, or called off (Cancelled, Postponed). */
    score: { home: number; away: number } | null;
    /** Football after extra time: the 90 minutes' score, which its markets settled on. */
    regular_time_score?: { home: number; away: number };
  };
  selection_id: number;
  market: string;
  selection: string;
  price: number;
  result: string | null;
  score_at_bet: { home: number; away: number } | null;
}

export interface Bet {
  id: number;
  date: string;
  type: 'live' | 'pre-match';
  kind: string;
  stake: number;
  stake_cash: number;
  stake_bonus: number;
  potential_win: number;
  total_odds: number;
  status: BetStatus;
  payout: number | null;
  settled_at: string | null;
  selections: BetSelection[];
}

export interface BetFilters {
  status: BetFilter;
  from: string;
  to: string;
}

/** `GET /user/bets?status&from&to&limit&cursor`: the player's bets, newest first. */
export async function getBets(filters: BetFilters, cursor: string | null): Promise<Page<Bet>> {
  const searchParams: Record<string, string | number> = { status: filters.status, limit: BETS_PAGE_SIZE };
  if (filters.from) searchParams.from = filters.from;
  if (filters.to) searchParams.to = filters.to;
  if (cursor) searchParams.cursor = cursor;
  const page = await api.get('user/bets', { searchParams }).json<{ bets: Bet[]; next_cursor: string | null }>();
  return { items: page.bets, nextCursor: page.next_cursor };
}
