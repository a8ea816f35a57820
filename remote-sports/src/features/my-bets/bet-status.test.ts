import { describe, expect, it } from 'vitest';
import { betStatusView, legResultView } from './bet-status.ts';

describe('my bets statuses (spec §4)', () => {
  it('shows approved as Won and rejected as Lost, with pending, void and unknown as they are', () => {
    expect(betStatusView('approved')).toEqual({ label: 'won', tone: 'success' });
    expect(betStatusView('rejected')).toEqual({ label: 'lost', tone: 'danger' });
    expect(betStatusView('pending')).toEqual({ label: 'pending', tone: 'warning' });
    expect(betStatusView('void')).toEqual({ label: 'void', tone: 'neutral' });
    expect(betStatusView('unknown')).toEqual({ label: 'unknown', tone: 'neutral' });
    expect(betStatusView('something-new')).toEqual({ label: 'unknown', tone: 'neutral' });
  });

  it('reads each selection’s result, half results included', () => {
    expect(legResultView(null).label).toBe('pending');
    // An accumulator lost on another leg: the legs still open were not needed.
    expect(legResultView(null, 'rejected')).toEqual({ label: 'notNeeded', tone: 'neutral' });
    expect(legResultView(null, 'unknown').label).toBe('pending');
    expect(legResultView('won', 'rejected').label).toBe('won');
    expect(legResultView('won').label).toBe('won');
    expect(legResultView('half_won')).toEqual({ label: 'halfWon', tone: 'success' });
    expect(legResultView('half_lost')).toEqual({ label: 'halfLost', tone: 'danger' });
    expect(legResultView('void').label).toBe('void');
  });
});
