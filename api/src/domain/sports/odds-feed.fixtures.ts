/**
 * Message fixtures for the odds-feed adapter: a pre-match football event and a live one as a
 * unified odds feed would send them (times in epoch ms from T0).
 */
import { parseIsoInstant } from './calendar.ts';
import type { FeedFixture, OddsFeedMessage } from './odds-feed.ts';

export const T0 = parseIsoInstant('2026-11-22T18:00:00Z') as number;
export const EVENT = 'sr:match:61301159';
export const BASKET_EVENT = 'sr:match:61309999';

export const FIXTURE: FeedFixture = {
  sport: 'football',
  tournament: { id: 'sr:tournament:325', name: 'Brasileiro Serie A', country: 'Brazil', countryCode: 'BR', season: '2026' },
  home: 'CR Flamengo',
  away: 'SE Palmeiras',
  scheduled: T0 + 3 * 3600_000,
  venue: 'Maracanã',
  referee: 'Rafael Silva',
};

export const fixtureNew: OddsFeedMessage = { type: 'fixture_change', producer: 3, timestamp: T0, eventId: EVENT, changeType: 'new', fixture: FIXTURE };

export const basketFixture: OddsFeedMessage = {
  type: 'fixture_change',
  producer: 3,
  timestamp: T0,
  eventId: BASKET_EVENT,
  changeType: 'new',
  fixture: {
    sport: 'basketball',
    tournament: { id: 'sr:tournament:132', name: 'NBA', country: 'USA', countryCode: 'US', season: '2026/27' },
    home: 'Boston Celtics',
    away: 'Miami Heat',
    scheduled: T0 + 5 * 3600_000,
  },
};

export const aliveProducer3 = (at: number, subscribed = true): OddsFeedMessage => ({ type: 'alive', producer: 3, timestamp: at, subscribed });
export const snapshotComplete = (requestId: number, at = T0 + 2000): OddsFeedMessage => ({ type: 'snapshot_complete', producer: 3, timestamp: at, requestId });

/** Pre-match odds: 1X2, a quarter Asian line, total 2.5, BTTS, and a market the adapter does not know. */
export const prematchOdds = (at = T0 + 1000, requestId?: number): OddsFeedMessage => ({
  type: 'odds_change',
  producer: 3,
  timestamp: at,
  ...(requestId !== undefined ? { requestId } : {}),
  eventId: EVENT,
  eventStatus: { status: 'not_started' },
  markets: [
    {
      id: 1,
      status: 'active',
      outcomes: [
        { id: '1', odds: 1.95, active: true },
        { id: '2', odds: 3.6, active: true },
        { id: '3', odds: 4.1, active: true },
      ],
    },
    {
      id: 16,
      specifiers: { hcp: '-0.75' },
      status: 'active',
      outcomes: [
        { id: '1714', odds: 2.02, active: true },
        { id: '1715', odds: 1.84, active: true },
      ],
    },
    {
      id: 18,
      specifiers: { total: '2.5' },
      status: 'suspended',
      outcomes: [
        { id: '12', odds: 2.1, active: true },
        { id: '13', odds: 1.75, active: true },
      ],
    },
    {
      id: 29,
      status: 'active',
      outcomes: [
        { id: '74', odds: 1.9, active: true },
        { id: '76', odds: 1.9, active: false },
      ],
    },
    { id: 999, status: 'active', outcomes: [{ id: '1', odds: 5, active: true }] },
  ],
});

export const liveOddsWithScore = (at: number): OddsFeedMessage => ({
  type: 'odds_change',
  producer: 3,
  timestamp: at,
  eventId: EVENT,
  eventStatus: {
    status: 'live',
    matchStatus: '2nd_half',
    homeScore: 2,
    awayScore: 1,
    matchTime: '67:12',
    periodScores: [
      { number: 1, home: 1, away: 1 },
      { number: 2, home: 1, away: 0 },
    ],
    redCards: { home: 0, away: 1 },
  },
  markets: [
    {
      id: 1,
      status: 'active',
      outcomes: [
        { id: '1', odds: 1.4, active: true },
        { id: '2', odds: 4.2, active: true },
        { id: '3', odds: 9.5, active: true },
      ],
    },
  ],
});

export const betStop = (at: number): OddsFeedMessage => ({ type: 'bet_stop', producer: 3, timestamp: at, eventId: EVENT, groups: ['all'] });

export const betSettlement = (at: number): OddsFeedMessage => ({
  type: 'bet_settlement',
  producer: 3,
  timestamp: at,
  eventId: EVENT,
  certainty: 'confirmed',
  markets: [
    {
      id: 1,
      outcomes: [
        { id: '1', result: 1 },
        { id: '2', result: 0 },
        { id: '3', result: 0 },
      ],
    },
    {
      id: 16,
      specifiers: { hcp: '-0.75' },
      outcomes: [
        { id: '1714', result: 1, voidFactor: 0.5 },
        { id: '1715', result: 0, voidFactor: 0.5 },
      ],
    },
    {
      id: 29,
      outcomes: [
        { id: '74', result: 1, deadHeatFactor: 0.5 },
        { id: '76', result: 0 },
      ],
    },
  ],
});

export const betCancelWindow = (at: number): OddsFeedMessage => ({
  type: 'bet_cancel',
  producer: 3,
  timestamp: at,
  eventId: EVENT,
  startTime: T0 + 1000,
  endTime: T0 + 61_000,
  markets: [{ id: 1, voidReason: 12 }],
});

export const betCancelMarket = (at: number): OddsFeedMessage => ({
  type: 'bet_cancel',
  producer: 3,
  timestamp: at,
  eventId: EVENT,
  markets: [{ id: 18, specifiers: { total: '2.5' } }],
});

export const rollbackSettlement = (at: number): OddsFeedMessage => ({
  type: 'rollback_bet_settlement',
  producer: 3,
  timestamp: at,
  eventId: EVENT,
  markets: [{ id: 1 }],
});

export const rollbackCancel = (at: number): OddsFeedMessage => ({
  type: 'rollback_bet_cancel',
  producer: 3,
  timestamp: at,
  eventId: EVENT,
  startTime: T0 + 1000,
  endTime: T0 + 61_000,
  markets: [{ id: 1 }],
});

export const fixtureCancelled: OddsFeedMessage = { type: 'fixture_change', producer: 3, timestamp: T0 + 9000, eventId: EVENT, changeType: 'cancelled' };
export const fixtureMoved: OddsFeedMessage = {
  type: 'fixture_change',
  producer: 3,
  timestamp: T0 + 8000,
  eventId: EVENT,
  changeType: 'datetime',
  fixture: { ...FIXTURE, scheduled: T0 + 4 * 3600_000 },
};
