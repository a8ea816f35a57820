/**
 * Adapter for the message model of the industry's unified odds feeds (Betradar UOF / Sportradar
 * style), as a pure handler: a typed message and the adapter's state in, the changes to our model
 * (and the adapter's next state) out. The feature applies the changes through the same repository
 * the simulator and the replay write with.
 *
 * The messages are the feed's concepts, typed for us (a wire parser turns the feed's XML into
 * them; numeric codes become the names below):
 * - `odds_change`: prices and statuses of an event's markets, often with the event's status and
 *   score; `bet_stop`: suspend the event's markets now; `bet_settlement`: results (won/lost with a
 *   void factor and a dead-heat factor), `certainty` live or confirmed; `bet_cancel`: void the bets
 *   of markets (optionally only those placed in a time window); `rollback_bet_settlement` and
 *   `rollback_bet_cancel`: take a previous decision back; `fixture_change`: a new fixture or a
 *   change of time or status (the real feed only signals it and the client fetches the fixture
 *   from the API; our message carries the fixture so the handler stays pure); `alive`: each
 *   producer's heartbeat; `snapshot_complete`: the end of a recovery.
 * - Producers (1 = live odds, 3 = pre-match, …) go down when their heartbeat stops for longer
 *   than `aliveTimeoutMs` or an alive says `subscribed: false`; a producer is also down until its
 *   first recovery completes. Down → every market of the events it prices is suspended and a
 *   recovery (snapshot of everything after the last message processed) is requested; messages of
 *   the recovery are applied as they come, but its markets stay suspended until
 *   `snapshot_complete` for that request, when each market returns to the status the feed last gave it
 *   and each of its outcomes to the active flag the feed last gave it (a draw sent inactive stays
 *   suspended). The recovery starts after the last message processed before the producer went down,
 *   and a recovery requested again (timed out, or the producer dropped again) starts there too: the
 *   messages that arrived since (live ones while down, part of the unfinished snapshot) do not mean
 *   the gap before them was filled.
 * - Per event the adapter keeps the feed time of the last odds_change / bet_stop applied: an older
 *   one arriving late (the feed does not guarantee order across producers and redeliveries) is
 *   stale and ignored, or it would reopen markets a later bet_stop suspended, at old prices. A
 *   market the feed closed (settled, cancelled) is never reopened by an odds_change: only a
 *   rollback_bet_settlement reopens it (suspended). A bet_settlement older than the newest
 *   rollback_bet_settlement of its market (a redelivery of the settlement taken back), or than the
 *   newest bet_settlement of it already applied (a late one from another producer or a
 *   redelivery: its results would replace newer ones, and settlement applies the latest
 *   instruction), is ignored. So is a rollback_bet_settlement of a market settled again since, or
 *   applied already (redelivered: it would reopen a market settled anew, and a bet placed then
 *   would be paid on a result known before it), and a whole-market bet_cancel or its rollback
 *   after the newer other one.
 * - An event stays in the adapter's state (which is saved with every message) only while it may
 *   still matter: once the feed has ended it and closed all its markets, it is dropped after
 *   `endedRetentionMs` of silence (late redeliveries still meet the guards above until then), and
 *   any event is dropped after `maxEventAgeMs` of silence (`checkProducers` sweeps).
 *
 * Market ids follow the public UOF market descriptions for the markets we list (1X2, double
 * chance, draw no bet, Asian handicap, totals, both teams to score, HT/FT, first-half 1X2 and
 * total; basketball winner, handicap and total incl. overtime); any other market is reported in
 * `notes` and ignored. Check the ids against the descriptions endpoint when connecting a real feed.
 */
import { isoInstant } from './calendar.ts';
import { isEnded, type MarketQuote, type MarketStatus, type MatchStatus, type PeriodScores, type Score, type Sport } from './model.ts';
import { canTransition } from './state-machine.ts';
import { resultOf, type CancelReason, type MarketSettlement, type SettlementInstruction } from './settlement-instructions.ts';

export type UofEventStatus = 'not_started' | 'live' | 'suspended' | 'ended' | 'closed' | 'cancelled' | 'delayed' | 'interrupted' | 'postponed' | 'abandoned';

/** sport_event_status.status codes of the UOF schema. */
export const UOF_EVENT_STATUS_CODES: Readonly<Record<number, UofEventStatus>> = {
  0: 'not_started',
  1: 'live',
  2: 'suspended',
  3: 'ended',
  4: 'closed',
  5: 'cancelled',
  6: 'delayed',
  7: 'interrupted',
  8: 'postponed',
  9: 'abandoned',
};

/** The period or phase the event is in (UOF match_status, by name). */
export type UofMatchStatus =
  | 'not_started'
  | '1st_half'
  | 'halftime'
  | '2nd_half'
  | 'awaiting_extra_time'
  | '1st_extra'
  | 'extra_time_halftime'
  | '2nd_extra'
  | 'awaiting_penalties'
  | 'penalties'
  | '1st_quarter'
  | '2nd_quarter'
  | '3rd_quarter'
  | '4th_quarter'
  | 'pause'
  | 'overtime'
  | 'ended'
  | 'aet'
  | 'ap'
  | 'awarded'
  | 'walkover';

interface Header {
  /** Producer id (1 live odds, 3 pre-match…). */
  readonly producer: number;
  /** When the feed generated the message (epoch ms). */
  readonly timestamp: number;
  /** Set on messages sent in answer to a recovery request. */
  readonly requestId?: number;
}

export interface FeedFixture {
  readonly sport: Sport;
  readonly tournament: { readonly id: string; readonly name: string; readonly country: string; readonly countryCode: string; readonly season: string };
  readonly home: string;
  readonly away: string;
  /** Scheduled start (epoch ms). */
  readonly scheduled: number;
  readonly venue?: string;
  readonly referee?: string;
}

export interface FeedEventStatus {
  readonly status: UofEventStatus;
  readonly matchStatus?: UofMatchStatus;
  readonly homeScore?: number;
  readonly awayScore?: number;
  /** Football: match time `mm:ss`; basketball: time left in the period `mm:ss`. */
  readonly matchTime?: string;
  readonly remainingTimeInPeriod?: string;
  /** Period scores by period number (football 1, 2, extra time 3/4, penalties 5; basketball quarters 1–4, overtime 5+). */
  readonly periodScores?: readonly { readonly number: number; readonly home: number; readonly away: number }[];
  readonly redCards?: Score;
}

export type FeedMarketStatus = 'active' | 'inactive' | 'suspended' | 'handed_over' | 'settled' | 'cancelled';

export interface FeedMarket {
  readonly id: number;
  readonly specifiers?: Readonly<Record<string, string>>;
  readonly status: FeedMarketStatus;
  readonly outcomes?: readonly { readonly id: string; readonly odds?: number; readonly active: boolean }[];
}

export interface FeedMarketRef {
  readonly id: number;
  readonly specifiers?: Readonly<Record<string, string>>;
  readonly voidReason?: number;
}

export interface FeedSettledMarket extends FeedMarketRef {
  readonly outcomes: readonly { readonly id: string; readonly result: 0 | 1; readonly voidFactor?: number; readonly deadHeatFactor?: number }[];
}

export type OddsFeedMessage =
  | (Header & { readonly type: 'alive'; readonly subscribed: boolean })
  | (Header & { readonly type: 'snapshot_complete'; readonly requestId: number })
  | (Header & {
      readonly type: 'fixture_change';
      readonly eventId: string;
      readonly changeType: 'new' | 'datetime' | 'cancelled' | 'format' | 'coverage';
      readonly fixture?: FeedFixture;
    })
  | (Header & { readonly type: 'odds_change'; readonly eventId: string; readonly eventStatus?: FeedEventStatus; readonly markets?: readonly FeedMarket[] })
  | (Header & { readonly type: 'bet_stop'; readonly eventId: string; readonly groups?: readonly string[] })
  | (Header & {
      readonly type: 'bet_settlement';
      readonly eventId: string;
      readonly certainty: 'live' | 'confirmed';
      readonly markets: readonly FeedSettledMarket[];
    })
  | (Header & {
      readonly type: 'bet_cancel';
      readonly eventId: string;
      readonly startTime?: number;
      readonly endTime?: number;
      readonly supercededBy?: string;
      readonly markets: readonly FeedMarketRef[];
    })
  | (Header & { readonly type: 'rollback_bet_settlement'; readonly eventId: string; readonly markets: readonly FeedMarketRef[] })
  | (Header & {
      readonly type: 'rollback_bet_cancel';
      readonly eventId: string;
      readonly startTime?: number;
      readonly endTime?: number;
      readonly markets: readonly FeedMarketRef[];
    });

/** What the feature's repository is asked to do. */
export type ModelChange =
  | { readonly type: 'fixture'; readonly externalId: string; readonly fixture: FeedFixture }
  | { readonly type: 'kickoff'; readonly externalId: string; readonly startsAt: number }
  | {
      readonly type: 'match-state';
      readonly externalId: string;
      readonly status: MatchStatus;
      readonly score?: Score;
      /** Football: the score after regular time (extra-time goals excluded), when the feed's periods show it. */
      readonly regularScore?: Score;
      readonly htScore?: Score;
      readonly minute?: number | null;
      readonly period?: number | null;
      readonly periods?: PeriodScores;
      readonly redCards?: Score;
    }
  /** Upsert these markets with these prices and statuses. */
  | { readonly type: 'markets'; readonly externalId: string; readonly producer: number; readonly markets: readonly MarketQuote[] }
  /**
   * Set the status of some (or all) of an event's markets, prices kept. Opening one makes its
   * priced selections active, except those `inactiveSelections` lists by market key (what the
   * feed last gave as inactive).
   */
  | {
      readonly type: 'market-status';
      readonly externalId: string;
      readonly marketKeys: readonly string[] | 'all';
      readonly status: MarketStatus;
      readonly inactiveSelections?: Readonly<Record<string, readonly string[]>>;
    }
  /** Suspend every market of every event this producer prices. */
  | { readonly type: 'suspend-producer'; readonly producer: number }
  /** Record results on selections and mark the markets settled (the settlement side's seam). */
  | { readonly type: 'settle-markets'; readonly externalId: string; readonly markets: readonly MarketSettlement[] }
  /** Take results back: markets suspended, selection results cleared. */
  | { readonly type: 'unsettle-markets'; readonly externalId: string; readonly marketKeys: readonly string[] }
  /** Take a whole-market cancel back: closed markets suspended (results, if any, kept), to reopen on the next odds. */
  | { readonly type: 'reopen-markets'; readonly externalId: string; readonly marketKeys: readonly string[] | 'all' }
  | { readonly type: 'settlement'; readonly externalId: string; readonly instruction: SettlementDraft }
  /** Ask the feed for a snapshot of everything after `after` (epoch ms; null = everything). */
  | { readonly type: 'request-recovery'; readonly producer: number; readonly requestId: number; readonly after: number | null };

/** A settlement instruction before the repository knows the match's id. */
export type SettlementDraft = SettlementInstruction extends infer I ? (I extends SettlementInstruction ? Omit<I, 'matchId'> : never) : never;

export interface ProducerState {
  readonly up: boolean;
  /** Our clock when its last alive arrived. */
  readonly lastAliveAt: number | null;
  /** Feed timestamp of the last message processed (recovery starts after it). */
  readonly lastTimestamp: number | null;
  readonly recovery: {
    readonly requestId: number;
    readonly requestedAt: number;
    /**
     * Feed time the recovery asks from, frozen when the producer went down and reused by every
     * request until `snapshot_complete` (absent in states saved before it was kept: then
     * `lastTimestamp`).
     */
    readonly after?: number | null;
  } | null;
}

/**
 * What the adapter keeps of one event. The optional fields are absent in states saved before
 * they were kept (the state is stored JSON): each reads as "nothing known".
 */
export interface OddsFeedEvent {
  readonly producer: number;
  readonly sport: Sport | null;
  /** Each market's status as the feed last gave it. */
  readonly markets: Readonly<Record<string, MarketStatus>>;
  /** Per market, the outcomes the feed last gave as not bettable (inactive or unpriced); markets with none are left out. */
  readonly inactive?: Readonly<Record<string, readonly string[]>>;
  /** Feed time of the newest odds_change or bet_stop applied: older ones are stale. */
  readonly lastTimestamp?: number;
  /** Feed time of the newest rollback_bet_settlement per market. */
  readonly rollbacks?: Readonly<Record<string, number>>;
  /** Feed time of the newest bet_settlement applied per market. */
  readonly settlements?: Readonly<Record<string, number>>;
  /** Feed time of the newest whole-market bet_cancel applied per market (`*` for all of them). */
  readonly cancels?: Readonly<Record<string, number>>;
  /** Feed time of the newest whole-market rollback_bet_cancel applied per market (`*` for all of them). */
  readonly cancelRollbacks?: Readonly<Record<string, number>>;
  /** The feed said the event is over (ended, closed, cancelled, abandoned, postponed…). */
  readonly ended?: boolean;
  /** Our clock when the feed last said anything of the event (for dropping it from the state). */
  readonly seenAt?: number;
}

export interface OddsFeedState {
  readonly producers: Readonly<Record<string, ProducerState>>;
  readonly events: Readonly<Record<string, OddsFeedEvent>>;
  readonly nextRequestId: number;
}

export const INITIAL_ODDS_FEED_STATE: OddsFeedState = { producers: {}, events: {}, nextRequestId: 1 };

export interface OddsFeedConfig {
  /** A producer is down when its last alive is older than this. */
  readonly aliveTimeoutMs: number;
  /** A recovery not completed within this is requested again. */
  readonly recoveryTimeoutMs: number;
  /**
   * An event the feed ended and whose markets are all closed leaves the state after this much
   * silence. Long enough for the feed's late redeliveries and rollbacks to meet the guards.
   */
  readonly endedRetentionMs: number;
  /** Any event leaves the state after this much silence (a fixture the feed forgot). */
  readonly maxEventAgeMs: number;
}

export const ODDS_FEED_DEFAULTS: OddsFeedConfig = {
  aliveTimeoutMs: 20_000,
  recoveryTimeoutMs: 300_000,
  endedRetentionMs: 48 * 3600_000,
  maxEventAgeMs: 30 * 24 * 3600_000,
};

export interface HandlerResult {
  readonly state: OddsFeedState;
  readonly changes: readonly ModelChange[];
  /** What was ignored or looked wrong (unknown market, illegal transition…), for the logs. */
  readonly notes: readonly string[];
}

/** Our external id for a feed event. */
export const externalIdOf = (eventId: string) => `uof:${eventId}`;

interface MarketMapping {
  readonly kind: string;
  readonly sport: Sport;
  readonly key: (line: number | null) => string;
  /** Specifier holding the line. */
  readonly line?: 'hcp' | 'total';
  readonly outcomes: Readonly<Record<string, string>>;
  /** Settles on the score when the bet was placed (in-play Asian lines). */
  readonly scoreDependent?: boolean;
}

const signed = (value: number | null) => (value === null ? '' : value > 0 ? `+${value}` : `${value}`);
const plain = (value: number | null) => (value === null ? '' : `${value}`);

/** UOF market id → our market. */
export const MARKET_MAPPINGS: Readonly<Record<number, MarketMapping>> = {
  1: { kind: 'match-result', sport: 'football', key: () => 'ft:match-result', outcomes: { '1': '1', '2': 'X', '3': '2' } },
  10: { kind: 'double-chance', sport: 'football', key: () => 'ft:double-chance', outcomes: { '9': '1X', '10': '12', '11': 'X2' } },
  11: { kind: 'draw-no-bet', sport: 'football', key: () => 'ft:draw-no-bet', outcomes: { '4': 'home', '5': 'away' } },
  16: {
    kind: 'asian-handicap',
    sport: 'football',
    key: (line) => `ft:asian-handicap:${signed(line)}`,
    line: 'hcp',
    outcomes: { '1714': 'home', '1715': 'away' },
    scoreDependent: true,
  },
  18: { kind: 'total', sport: 'football', key: (line) => `ft:total:${plain(line)}`, line: 'total', outcomes: { '12': 'over', '13': 'under' } },
  29: { kind: 'both-teams-to-score', sport: 'football', key: () => 'ft:both-teams-to-score', outcomes: { '74': 'yes', '76': 'no' } },
  47: {
    kind: 'half-time-full-time',
    sport: 'football',
    key: () => 'ft:half-time-full-time',
    outcomes: { '418': '1/1', '419': '1/X', '420': '1/2', '421': 'X/1', '422': 'X/X', '423': 'X/2', '424': '2/1', '425': '2/X', '426': '2/2' },
  },
  60: { kind: 'first-half-result', sport: 'football', key: () => '1h:match-result', outcomes: { '1': '1', '2': 'X', '3': '2' } },
  68: { kind: 'first-half-total', sport: 'football', key: (line) => `1h:total:${plain(line)}`, line: 'total', outcomes: { '12': 'over', '13': 'under' } },
  219: { kind: 'moneyline', sport: 'basketball', key: () => 'ft:moneyline', outcomes: { '4': 'home', '5': 'away' } },
  223: { kind: 'spread', sport: 'basketball', key: (line) => `ft:spread:${signed(line)}`, line: 'hcp', outcomes: { '1714': 'home', '1715': 'away' } },
  225: { kind: 'points-total', sport: 'basketball', key: (line) => `ft:points-total:${plain(line)}`, line: 'total', outcomes: { '12': 'over', '13': 'under' } },
};

function mapMarket(market: FeedMarketRef): { mapping: MarketMapping; key: string; line: number | null } | null {
  const mapping = MARKET_MAPPINGS[market.id];
  if (!mapping) return null;
  let line: number | null = null;
  if (mapping.line) {
    const text = market.specifiers?.[mapping.line];
    const value = text === undefined ? Number.NaN : Number(text);
    if (!Number.isFinite(value) || !Number.isInteger(value * 4)) return null;
    line = value || 0;
  }
  return { mapping, key: mapping.key(line), line };
}

const describe = (market: FeedMarketRef) =>
  `market ${market.id}${market.specifiers ? `{${Object.entries(market.specifiers).map(([k, v]) => `${k}=${v}`)}}` : ''}`;

function marketStatusOf(status: FeedMarketStatus): MarketStatus {
  switch (status) {
    case 'active':
      return 'open';
    case 'settled':
    case 'cancelled':
      return 'closed';
    default:
      return 'suspended';
  }
}

function parseClock(text: string | undefined): number | null {
  const match = text === undefined ? null : /^(\d+):(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Our status for the feed's event status. */
export function statusFromFeed(sport: Sport | null, status: FeedEventStatus): MatchStatus {
  switch (status.status) {
    case 'not_started':
      return 'Not Started';
    case 'delayed':
      return 'Delayed';
    case 'suspended':
      return 'Suspended';
    case 'interrupted':
      return 'Interrupted';
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
    case 'abandoned':
      return 'Abandoned';
    case 'ended':
    case 'closed':
      return status.matchStatus === 'awarded' ? 'Awarded' : status.matchStatus === 'walkover' ? 'Walkover' : 'Finished';
    case 'live':
      if (sport === 'basketball') return 'Live';
      switch (status.matchStatus) {
        case '1st_half':
          return '1st Half';
        case 'halftime':
          return 'Halftime';
        case '2nd_half':
          return '2nd Half';
        case 'awaiting_extra_time':
        case '1st_extra':
        case 'extra_time_halftime':
        case '2nd_extra':
          return 'Extra Time';
        case 'awaiting_penalties':
        case 'penalties':
          return 'Penalty Shootout';
        default:
          return 'Live';
      }
  }
}

function periodOf(matchStatus: UofMatchStatus | undefined): number | null {
  switch (matchStatus) {
    case '1st_half':
    case '1st_quarter':
      return 1;
    case '2nd_half':
    case '2nd_quarter':
      return 2;
    case '1st_extra':
    case '3rd_quarter':
      return 3;
    case '2nd_extra':
    case '4th_quarter':
      return 4;
    case 'penalties':
    case 'overtime':
      return 5;
    default:
      return null;
  }
}

/** Feed match statuses that come after the first half of a football match. */
const AFTER_FIRST_HALF: ReadonlySet<UofMatchStatus> = new Set([
  'halftime',
  '2nd_half',
  'awaiting_extra_time',
  '1st_extra',
  'extra_time_halftime',
  '2nd_extra',
  'awaiting_penalties',
  'penalties',
  'ended',
  'aet',
  'ap',
]);

function matchStateChange(externalId: string, sport: Sport | null, status: FeedEventStatus, previous: MatchStatus | null, notes: string[]): ModelChange {
  const ours = statusFromFeed(sport, status);
  if (previous !== null && previous !== ours && !canTransition(previous, ours))
    notes.push(`${externalId}: feed moved ${previous} → ${ours} (applied as the feed says)`);
  const periods: (readonly [number, number] | null)[] = [];
  let regular: Score | undefined;
  let ht: Score | undefined;
  if (status.periodScores) {
    for (const p of status.periodScores) {
      const index = sport === 'basketball' ? p.number - 1 : p.number <= 2 ? p.number - 1 : p.number <= 4 ? 2 : 3;
      if (index < 0) continue;
      while (periods.length <= index) periods.push(null);
      const before = periods[index] ?? [0, 0];
      periods[index] = [before[0] + p.home, before[1] + p.away];
    }
    if (sport === 'football') {
      const first = periods[0];
      const second = periods[1];
      // Period scores include the period being played: period 1's is the half-time score only once
      // the first half is over (a match abandoned at 20' has no half-time score).
      if (first && (second || ours === 'Finished' || (status.matchStatus !== undefined && AFTER_FIRST_HALF.has(status.matchStatus))))
        ht = { home: first[0], away: first[1] };
      if (first && second && periods.length > 2) regular = { home: first[0] + second[0], away: first[1] + second[1] };
    }
  }
  const clock = sport === 'basketball' ? parseClock(status.remainingTimeInPeriod) : parseClock(status.matchTime);
  const minute = clock === null ? undefined : sport === 'basketball' ? clock : Math.floor(clock / 60) + 1;
  const period = periodOf(status.matchStatus);
  return {
    type: 'match-state',
    externalId,
    status: ours,
    ...(status.homeScore !== undefined && status.awayScore !== undefined ? { score: { home: status.homeScore, away: status.awayScore } } : {}),
    ...(regular ? { regularScore: regular } : {}),
    ...(ht ? { htScore: ht } : {}),
    ...(minute !== undefined ? { minute } : {}),
    ...(period !== null ? { period } : {}),
    ...(periods.length > 0 ? { periods } : {}),
    ...(status.redCards ? { redCards: status.redCards } : {}),
  };
}

const iso = isoInstant;

function producerOf(state: OddsFeedState, id: number): ProducerState {
  return state.producers[String(id)] ?? { up: false, lastAliveAt: null, lastTimestamp: null, recovery: null };
}

function withProducer(state: OddsFeedState, id: number, producer: ProducerState): OddsFeedState {
  return { ...state, producers: { ...state.producers, [String(id)]: producer } };
}

/** Marks a producer down (if it was not already) and requests a recovery. */
function producerDown(state: OddsFeedState, id: number, now: number, changes: ModelChange[], reason: string, notes: string[]): OddsFeedState {
  const producer = producerOf(state, id);
  if (producer.up) {
    changes.push({ type: 'suspend-producer', producer: id });
    notes.push(`producer ${id} down: ${reason}`);
  }
  // A recovery requested again asks from where the first one did: what arrived since (live
  // messages while down, part of the snapshot) does not mean the gap before it was filled.
  const pending = !producer.up && producer.recovery ? producer.recovery : null;
  const after = pending && pending.after !== undefined ? pending.after : producer.lastTimestamp;
  const requestId = state.nextRequestId;
  changes.push({ type: 'request-recovery', producer: id, requestId, after });
  return withProducer({ ...state, nextRequestId: requestId + 1 }, id, { ...producer, up: false, recovery: { requestId, requestedAt: now, after } });
}

function withEvent(state: OddsFeedState, eventId: string, event: OddsFeedEvent): OddsFeedState {
  return { ...state, events: { ...state.events, [eventId]: event } };
}

function recordMarkets(
  state: OddsFeedState,
  eventId: string,
  producer: number,
  sport: Sport | null,
  statuses: Readonly<Record<string, MarketStatus>>,
): OddsFeedState {
  const event = state.events[eventId];
  return withEvent(state, eventId, {
    ...event,
    producer,
    sport: sport ?? event?.sport ?? null,
    markets: { ...(event?.markets ?? {}), ...statuses },
  });
}

/** True when an event's odds_change / bet_stop at `timestamp` is older than one already applied. */
function stale(state: OddsFeedState, eventId: string, timestamp: number): boolean {
  const last = state.events[eventId]?.lastTimestamp;
  return last !== undefined && timestamp < last;
}

function withEventTimestamp(state: OddsFeedState, eventId: string, timestamp: number): OddsFeedState {
  const event = state.events[eventId];
  if (!event) return state;
  return withEvent(state, eventId, { ...event, lastTimestamp: Math.max(event.lastTimestamp ?? timestamp, timestamp) });
}

type TimesField = 'rollbacks' | 'settlements' | 'cancels' | 'cancelRollbacks';

/**
 * The keys a decision (`settlements`, `cancels`) or its take-back (`rollbacks`, `cancelRollbacks`)
 * at `timestamp` still applies to. A decision is stale once a newer take-back of it came (its
 * redelivery must not decide the market again); a take-back is stale when the market was decided
 * again since, or it was applied already (a redelivery would reopen a market settled anew, and
 * bets placed then would be paid on a result known before they were placed).
 */
function freshKeys(
  state: OddsFeedState,
  message: { eventId: string; timestamp: number; type: string },
  keys: readonly string[],
  guard: { newer: TimesField; sameOrNewer?: TimesField },
  notes: string[],
): string[] {
  const event = state.events[message.eventId];
  const newer = event?.[guard.newer] ?? {};
  const sameOrNewer = guard.sameOrNewer ? (event?.[guard.sameOrNewer] ?? {}) : {};
  return keys.filter((key) => {
    const later = newer[key];
    const applied = sameOrNewer[key];
    if ((later === undefined || later <= message.timestamp) && (applied === undefined || applied < message.timestamp)) return true;
    notes.push(
      `${message.eventId}: ${message.type} of ${iso(message.timestamp)} for ${key} is superseded (${iso(Math.max(later ?? 0, applied ?? 0))}), ignored`,
    );
    return false;
  });
}

/** Records `timestamp` as the newest time of `field` for `keys` (an event the adapter knows). */
function withTimes(state: OddsFeedState, eventId: string, field: TimesField, keys: readonly string[], timestamp: number): OddsFeedState {
  const event = state.events[eventId];
  if (!event) return state;
  const times = { ...event[field] };
  for (const key of keys) times[key] = Math.max(times[key] ?? timestamp, timestamp);
  return withEvent(state, eventId, { ...event, [field]: times });
}

function marketKeysOf(refs: readonly FeedMarketRef[], notes: string[], eventId: string): string[] {
  const keys: string[] = [];
  for (const ref of refs) {
    const mapped = mapMarket(ref);
    if (mapped) keys.push(mapped.key);
    else notes.push(`${eventId}: ignored ${describe(ref)}`);
  }
  return keys;
}

/**
 * Handles one message. `now` is our clock (epoch ms); `previousStatus` gives an event's current
 * status in our model, to report transitions the state machine would not make.
 */
export function handleOddsFeedMessage(
  state: OddsFeedState,
  message: OddsFeedMessage,
  now: number,
  previousStatus: (externalId: string) => MatchStatus | null = () => null,
): HandlerResult {
  const changes: ModelChange[] = [];
  const notes: string[] = [];
  let next = state;
  const producer = producerOf(next, message.producer);
  if (message.type !== 'alive' && message.type !== 'snapshot_complete') {
    next = withProducer(next, message.producer, { ...producer, lastTimestamp: Math.max(producer.lastTimestamp ?? 0, message.timestamp) });
  }
  const eventSettlementBase = (eventId: string, sport: Sport) => ({
    externalId: externalIdOf(eventId),
    feed: 'odds_feed' as const,
    sport,
    issuedAt: iso(message.timestamp),
  });
  const sportOf = (eventId: string): Sport => next.events[eventId]?.sport ?? 'football';

  switch (message.type) {
    case 'alive': {
      const alive = { ...producer, lastAliveAt: now };
      next = withProducer(next, message.producer, alive);
      if (!message.subscribed) next = producerDown(next, message.producer, now, changes, 'alive with subscribed=0', notes);
      else if (!alive.up && !alive.recovery) next = producerDown(next, message.producer, now, changes, 'not recovered yet', notes);
      break;
    }
    case 'snapshot_complete': {
      if (!producer.recovery || producer.recovery.requestId !== message.requestId) {
        notes.push(`producer ${message.producer}: snapshot_complete for request ${message.requestId}, not the one awaited`);
        break;
      }
      next = withProducer(next, message.producer, { ...producer, up: true, recovery: null });
      // Every market of the producer's events returns to the status the feed last gave it, and
      // each outcome to its last active flag: opening a market must not make an outcome the feed
      // keeps inactive bettable.
      for (const [eventId, event] of Object.entries(next.events)) {
        if (event.producer !== message.producer) continue;
        const byStatus = new Map<MarketStatus, string[]>();
        for (const [key, status] of Object.entries(event.markets)) byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
        for (const [status, keys] of byStatus) {
          const inactive = status === 'open' ? keys.flatMap((key) => (event.inactive?.[key] ? [[key, event.inactive[key]] as const] : [])) : [];
          changes.push({
            type: 'market-status',
            externalId: externalIdOf(eventId),
            marketKeys: keys,
            status,
            ...(inactive.length > 0 ? { inactiveSelections: Object.fromEntries(inactive) } : {}),
          });
        }
      }
      notes.push(`producer ${message.producer} up after recovery ${message.requestId}`);
      break;
    }
    case 'fixture_change': {
      const externalId = externalIdOf(message.eventId);
      if (message.fixture) {
        changes.push({ type: 'fixture', externalId, fixture: message.fixture });
        next = recordMarkets(next, message.eventId, next.events[message.eventId]?.producer ?? message.producer, message.fixture.sport, {});
      }
      if (message.changeType === 'datetime') {
        // The real feed only signals the change; the client fetches the fixture and sends it on.
        if (message.fixture) changes.push({ type: 'kickoff', externalId, startsAt: message.fixture.scheduled });
        else notes.push(`${message.eventId}: fixture_change datetime without the fixture, kick-off unchanged (fetch the fixture)`);
      }
      if (message.changeType === 'cancelled') {
        const event = next.events[message.eventId];
        if (event)
          next = withEvent(next, message.eventId, {
            ...event,
            ended: true,
            markets: Object.fromEntries(Object.keys(event.markets).map((key) => [key, 'closed' as const])),
          });
        changes.push({ type: 'match-state', externalId, status: 'Cancelled' });
        changes.push({ type: 'market-status', externalId, marketKeys: 'all', status: 'closed' });
        changes.push({
          type: 'settlement',
          externalId,
          instruction: {
            ...eventSettlementBase(message.eventId, sportOf(message.eventId)),
            id: `odds_feed:${message.eventId}:cancel:fixture:${message.timestamp}`,
            kind: 'cancel',
            reason: 'cancelled',
            markets: 'all',
          },
        });
      }
      break;
    }
    case 'odds_change': {
      const externalId = externalIdOf(message.eventId);
      if (stale(next, message.eventId, message.timestamp)) {
        notes.push(`${message.eventId}: stale odds_change of ${iso(message.timestamp)} ignored`);
        break;
      }
      const known = next.events[message.eventId];
      const sport = known?.sport ?? null;
      let ended = known?.ended;
      if (message.eventStatus) {
        const change = matchStateChange(externalId, sport, message.eventStatus, previousStatus(externalId), notes);
        if (change.type === 'match-state') ended = isEnded(change.status);
        changes.push(change);
      }
      const quotes: MarketQuote[] = [];
      const statuses: Record<string, MarketStatus> = {};
      const inactive: Record<string, readonly string[] | undefined> = {};
      const down = !producerOf(next, message.producer).up;
      let eventSport = sport;
      for (const market of message.markets ?? []) {
        const mapped = mapMarket(market);
        if (!mapped || (eventSport !== null && mapped.mapping.sport !== eventSport)) {
          notes.push(`${message.eventId}: ignored ${describe(market)}`);
          continue;
        }
        eventSport ??= mapped.mapping.sport;
        const status = marketStatusOf(market.status);
        // Settled or cancelled is over: only a rollback of the settlement reopens the market.
        if (known?.markets[mapped.key] === 'closed' && status !== 'closed') {
          notes.push(`${message.eventId}: ${mapped.key} is closed, odds_change does not reopen it`);
          continue;
        }
        statuses[mapped.key] = status;
        const feedInactive: string[] = [];
        const selections = Object.entries(mapped.mapping.outcomes).map(([outcomeId, key]) => {
          const outcome = market.outcomes?.find((o) => o.id === outcomeId);
          const price = outcome?.odds !== undefined && outcome.odds >= 1.01 ? Math.round(outcome.odds * 100) : null;
          const bettable = outcome?.active === true && price !== null;
          if (!bettable) feedInactive.push(key);
          const active = status === 'open' && !down && bettable;
          return { key, priceHundredths: price, status: active ? ('active' as const) : ('suspended' as const) };
        });
        inactive[mapped.key] = feedInactive.length > 0 ? feedInactive : undefined;
        quotes.push({
          key: mapped.key,
          kind: mapped.mapping.kind,
          line: mapped.line,
          // While the producer is down (or recovering) nothing opens: the snapshot's end restores the feed's statuses.
          status: down && status === 'open' ? 'suspended' : status,
          inPlay: message.producer === 1,
          selections,
        });
      }
      next = recordMarkets(next, message.eventId, message.producer, eventSport, statuses);
      const recorded = next.events[message.eventId]!;
      const flags = { ...recorded.inactive };
      for (const [key, keys] of Object.entries(inactive)) {
        if (keys) flags[key] = keys;
        else delete flags[key];
      }
      next = withEvent(next, message.eventId, {
        ...recorded,
        inactive: flags,
        lastTimestamp: Math.max(recorded.lastTimestamp ?? message.timestamp, message.timestamp),
        ...(ended !== undefined ? { ended } : {}),
      });
      if (quotes.length > 0) changes.push({ type: 'markets', externalId, producer: message.producer, markets: quotes });
      break;
    }
    case 'bet_stop': {
      const externalId = externalIdOf(message.eventId);
      if (stale(next, message.eventId, message.timestamp)) {
        notes.push(`${message.eventId}: stale bet_stop of ${iso(message.timestamp)} ignored`);
        break;
      }
      changes.push({ type: 'market-status', externalId, marketKeys: 'all', status: 'suspended' });
      const event = next.events[message.eventId];
      if (event)
        next = recordMarkets(
          next,
          message.eventId,
          event.producer,
          event.sport,
          Object.fromEntries(Object.entries(event.markets).map(([k, s]) => [k, s === 'closed' ? s : 'suspended'])),
        );
      next = withEventTimestamp(next, message.eventId, message.timestamp);
      break;
    }
    case 'bet_settlement': {
      const externalId = externalIdOf(message.eventId);
      const markets: MarketSettlement[] = [];
      const rollbacks = next.events[message.eventId]?.rollbacks ?? {};
      const settlements = next.events[message.eventId]?.settlements ?? {};
      for (const market of message.markets) {
        const mapped = mapMarket(market);
        if (!mapped) {
          notes.push(`${message.eventId}: ignored ${describe(market)}`);
          continue;
        }
        // A settlement the feed has since taken back (redelivered after its rollback) is not applied again.
        const rolledBackAt = rollbacks[mapped.key];
        if (rolledBackAt !== undefined && message.timestamp < rolledBackAt) {
          notes.push(`${message.eventId}: bet_settlement of ${iso(message.timestamp)} for ${mapped.key} is older than its rollback, ignored`);
          continue;
        }
        const settledAt = settlements[mapped.key];
        if (settledAt !== undefined && message.timestamp < settledAt) {
          notes.push(
            `${message.eventId}: bet_settlement of ${iso(message.timestamp)} for ${mapped.key} is older than its settlement of ${iso(settledAt)}, ignored`,
          );
          continue;
        }
        const outcomes = market.outcomes.flatMap((o) => {
          const key = mapped.mapping.outcomes[o.id];
          if (key === undefined) {
            notes.push(`${message.eventId}: ignored outcome ${o.id} of ${describe(market)}`);
            return [];
          }
          const voidFactor = o.voidFactor ?? 0;
          return [{ selectionKey: key, result: resultOf(o.result === 1, voidFactor), voidFactor, deadHeatFactor: o.deadHeatFactor ?? 1 }];
        });
        markets.push({ marketKey: mapped.key, outcomes, ...(mapped.mapping.scoreDependent ? { scoreDependent: true } : {}) });
      }
      if (markets.length === 0) break;
      // Results a bet reads as they are (the settlement side's seam): not the score-dependent lines.
      const plainMarkets = markets.filter((m) => !m.scoreDependent && m.outcomes.every((o) => o.deadHeatFactor === 1));
      if (plainMarkets.length > 0) changes.push({ type: 'settle-markets', externalId, markets: plainMarkets });
      const others = markets.filter((m) => !plainMarkets.includes(m)).map((m) => m.marketKey);
      if (others.length > 0) changes.push({ type: 'market-status', externalId, marketKeys: others, status: 'closed' });
      const keys = markets.map((m) => m.marketKey).join(',');
      changes.push({
        type: 'settlement',
        externalId,
        instruction: {
          ...eventSettlementBase(message.eventId, sportOf(message.eventId)),
          id: `odds_feed:${message.eventId}:settle:${message.timestamp}:${keys}`,
          kind: 'settle',
          certainty: message.certainty,
          result: null,
          markets,
        },
      });
      const event = next.events[message.eventId];
      next = recordMarkets(
        next,
        message.eventId,
        event?.producer ?? message.producer,
        event?.sport ?? null,
        Object.fromEntries(markets.map((m) => [m.marketKey, 'closed' as const])),
      );
      next = withTimes(
        next,
        message.eventId,
        'settlements',
        markets.map((m) => m.marketKey),
        message.timestamp,
      );
      break;
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel': {
      const externalId = externalIdOf(message.eventId);
      const wholeMarkets = message.startTime === undefined && message.endTime === undefined;
      const named = marketKeysOf(message.markets, notes, message.eventId);
      // A whole market's cancel and its take-back change the market's status, so a redelivery
      // after the newer one must not (a window only voids bets, by an instruction stored once).
      const guard =
        message.type === 'bet_cancel' ? { newer: 'cancelRollbacks' as const } : { newer: 'cancels' as const, sameOrNewer: 'cancelRollbacks' as const };
      const fresh = wholeMarkets ? freshKeys(next, message, message.markets.length === 0 ? ['*'] : named, guard, notes) : named;
      if (fresh.length === 0) break;
      const markets: readonly string[] | 'all' = message.markets.length === 0 ? 'all' : fresh;
      const window = {
        ...(message.startTime !== undefined ? { placedFrom: iso(message.startTime) } : {}),
        ...(message.endTime !== undefined ? { placedTo: iso(message.endTime) } : {}),
      };
      const base = eventSettlementBase(message.eventId, sportOf(message.eventId));
      const id = `odds_feed:${message.eventId}:${message.type}:${message.timestamp}:${markets === 'all' ? 'all' : markets.join(',')}`;
      if (message.type === 'bet_cancel') {
        const reason: CancelReason = message.startTime !== undefined || message.endTime !== undefined ? 'odds-error' : 'feed';
        changes.push({
          type: 'settlement',
          externalId,
          instruction: {
            ...base,
            id,
            kind: 'cancel',
            reason,
            markets,
            ...window,
            ...(message.supercededBy ? { supersededBy: externalIdOf(message.supercededBy) } : {}),
          },
        });
        // A whole market cancelled is over; a window only voids the bets placed in it.
        if (wholeMarkets) {
          changes.push({ type: 'market-status', externalId, marketKeys: markets, status: 'closed' });
          const event = next.events[message.eventId];
          const closed = markets === 'all' ? Object.keys(event?.markets ?? {}) : markets;
          next = recordMarkets(
            next,
            message.eventId,
            event?.producer ?? message.producer,
            event?.sport ?? null,
            Object.fromEntries(closed.map((key) => [key, 'closed' as const])),
          );
          next = withTimes(next, message.eventId, 'cancels', fresh, message.timestamp);
        }
      } else {
        changes.push({ type: 'settlement', externalId, instruction: { ...base, id, kind: 'rollback-cancel', markets, ...window } });
        // The whole market's cancel closed it; taken back, it may trade again once priced.
        if (wholeMarkets) {
          changes.push({ type: 'reopen-markets', externalId, marketKeys: markets });
          const event = next.events[message.eventId];
          const reopened = (markets === 'all' ? Object.keys(event?.markets ?? {}) : markets).filter((key) => event?.markets[key] === 'closed');
          next = recordMarkets(
            next,
            message.eventId,
            event?.producer ?? message.producer,
            event?.sport ?? null,
            Object.fromEntries(reopened.map((key) => [key, 'suspended' as const])),
          );
          next = withTimes(next, message.eventId, 'cancelRollbacks', fresh, message.timestamp);
        }
      }
      break;
    }
    case 'rollback_bet_settlement': {
      const externalId = externalIdOf(message.eventId);
      const named = marketKeysOf(message.markets, notes, message.eventId);
      const keys = freshKeys(next, message, named, { newer: 'settlements', sameOrNewer: 'rollbacks' }, notes);
      if (keys.length === 0) break;
      changes.push({ type: 'unsettle-markets', externalId, marketKeys: keys });
      changes.push({
        type: 'settlement',
        externalId,
        instruction: {
          ...eventSettlementBase(message.eventId, sportOf(message.eventId)),
          id: `odds_feed:${message.eventId}:rollback-settlement:${message.timestamp}:${keys.join(',')}`,
          kind: 'rollback-settlement',
          markets: keys,
        },
      });
      const event = next.events[message.eventId];
      next = recordMarkets(
        next,
        message.eventId,
        event?.producer ?? message.producer,
        event?.sport ?? null,
        Object.fromEntries(keys.map((k) => [k, 'suspended' as const])),
      );
      next = withTimes(next, message.eventId, 'rollbacks', keys, message.timestamp);
      break;
    }
  }
  // Any word of a known event keeps it in the state (its age counts from the last one).
  if ('eventId' in message && next.events[message.eventId]) next = withEvent(next, message.eventId, { ...next.events[message.eventId]!, seenAt: now });
  return { state: next, changes, notes };
}

/** An event the adapter no longer needs: over and closed, or silent for too long. */
function expired(event: OddsFeedEvent, now: number, config: OddsFeedConfig): boolean {
  if (event.seenAt === undefined) return false;
  const silent = now - event.seenAt;
  if (silent > config.maxEventAgeMs) return true;
  return event.ended === true && Object.values(event.markets).every((status) => status === 'closed') && silent > config.endedRetentionMs;
}

/** Drops expired events; an event saved before ages were kept starts its age now. Same state when nothing changes. */
function pruneEvents(state: OddsFeedState, now: number, config: OddsFeedConfig): OddsFeedState {
  let events: Record<string, OddsFeedEvent> | null = null;
  for (const [eventId, event] of Object.entries(state.events)) {
    if (event.seenAt !== undefined && !expired(event, now, config)) continue;
    events ??= { ...state.events };
    if (event.seenAt === undefined) events[eventId] = { ...event, seenAt: now };
    else delete events[eventId];
  }
  return events ? { ...state, events } : state;
}

/**
 * Checks heartbeats at `now`: a producer whose last alive is older than the timeout goes down
 * (its markets suspended, a recovery requested); a recovery that has not completed in time is
 * requested again. It also drops the events the adapter no longer needs from its state (see the
 * header); the state is the same object when nothing changed.
 */
export function checkProducers(state: OddsFeedState, now: number, config: OddsFeedConfig = ODDS_FEED_DEFAULTS): HandlerResult {
  const changes: ModelChange[] = [];
  const notes: string[] = [];
  let next = pruneEvents(state, now, config);
  for (const [key, producer] of Object.entries(state.producers)) {
    const id = Number(key);
    if (producer.up && producer.lastAliveAt !== null && now - producer.lastAliveAt > config.aliveTimeoutMs) {
      next = producerDown(next, id, now, changes, `no alive for ${Math.round((now - producer.lastAliveAt) / 1000)} s`, notes);
    } else if (!producer.up && producer.recovery && now - producer.recovery.requestedAt > config.recoveryTimeoutMs) {
      next = producerDown(next, id, now, changes, 'recovery timed out', notes);
    }
  }
  return { state: next, changes, notes };
}
