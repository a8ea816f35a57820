import { describe, expect, it } from 'vitest';
import { matchUpdate, placedBet } from '../../testing/sports-testing.tsx';
import { applyMatchUpdateToBets, followsMatches } from './live-bets.ts';

const open = placedBet({ id: 1 });
const settled = placedBet({ id: 2, status: 'approved', payout: 21 });

describe('open bets and their matches’ updates', () => {
  it('shows no score for a match called off, as the API’s read of the bet would', () => {
    const [bet] = applyMatchUpdateToBets([open], matchUpdate({ id: 1001, status: 'Postponed', live: false, score: { home: 0, away: 0 } }));
    expect(bet!.selections[0]!.match).toMatchObject({ status: 'Postponed', score: null });
  });

  it('leaves a settled bet as the API settled it, and the list untouched when no open bet is on the match', () => {
    const bets = [settled];
    expect(applyMatchUpdateToBets(bets, matchUpdate({ id: 1001, status: '1st Half', live: true }))).toBe(bets);
    expect(followsMatches(bets)).toBe(false);
    expect(followsMatches([open])).toBe(true);
  });
});
