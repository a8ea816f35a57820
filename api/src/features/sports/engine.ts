/**
 * The feed runner: keeps the rolling schedule, plays the scripted matches (simulator, replay) as
 * the clock moves, applies the odds-feed adapter's changes, prices, and publishes. Everything is
 * written through `repo.ts`, one short transaction per match, with the feed row locked
 * (FOR UPDATE SKIP LOCKED) so two nodes never work on the same match; the scheduled passes run
 * only on the node holding the feed lease.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { isoDay } from '../../domain/odds/index.ts';
import { brazilDay } from '../../domain/sports/calendar.ts';
import { basketballPricingFromRatings } from '../../domain/sports/basketball-ratings.ts';
import { endOfMatchInstructions } from '../../domain/sports/match-settlement.ts';
import { initialMatchState, isEnded, isLive, PLAYING_STATUSES, type MatchState, type MatchStatus, type Sport } from '../../domain/sports/model.ts';
import {
  checkProducers,
  handleOddsFeedMessage,
  INITIAL_ODDS_FEED_STATE,
  ODDS_FEED_DEFAULTS,
  type HandlerResult,
  type ModelChange,
  type OddsFeedMessage,
  type OddsFeedState,
} from '../../domain/sports/odds-feed.ts';
import { footballPricingFromModel, quoteMarkets, type Pricing } from '../../domain/sports/pricing.ts';
import { replayFootballDay, replayNbaDay, replayScript, type ReplayFixture } from '../../domain/sports/replay.ts';
import { advanceScript, nextEventAt, type Script } from '../../domain/sports/script.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { simulatedDay, simulatedScript, type PlannedFixture } from '../../domain/sports/simulator.ts';
import { clockElapsed, clockMinute, marketMode } from '../../domain/sports/state-machine.ts';
import type { SportsConfig } from './config.ts';
import { dayOf, type SportsData } from './data.ts';
import * as repo from './repo.ts';
import { marketView, matchUpdateView } from './views.ts';

/** Publishes on public channels (visitors' tokens allow `public:*`). */
export interface SportsPublisher {
  publishPublic(channel: string, name: string, data: unknown): Promise<void>;
}

export interface SportsLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RecoveryRequest {
  producer: number;
  requestId: number;
  /** Epoch ms of the last message processed; null = a full snapshot. */
  after: number | null;
}

export interface FeedRunnerDeps {
  db: Database;
  now: () => Date;
  config: SportsConfig;
  data: () => SportsData;
  publisher: SportsPublisher | null;
  log: SportsLogger;
  /** How long before kick-off pre-match betting closes (SportsDeps'): the published `prematch_closes_at`. */
  prematchCutoffMs: number;
  /** This node's lease holder id. */
  holder?: string;
  onSettlement?: (instruction: SettlementInstruction) => void | Promise<void>;
  onRecoveryRequest?: (request: RecoveryRequest) => void | Promise<void>;
}

export interface FeedReport {
  /** False when another node holds the feed lease (nothing was played here). */
  leader: boolean;
  /** Fixtures created by this pass. */
  created: number;
  /** Matches whose state or markets changed. */
  updated: number;
  /** Settlement instructions issued. */
  instructions: number;
  /** Messages published. */
  published: number;
}

export interface OddsFeedReport {
  changes: number;
  notes: string[];
  recoveries: RecoveryRequest[];
}

const LEASE = 'sports-feed';
const SCHEDULE_EVERY_MS = 10 * 60_000;
const DUE_BATCH = 50;

export interface Publication {
  channel: string;
  name: string;
  data: unknown;
}

/** Clock reading the prices depend on: the period and the minute of play (null when the clock is not running). */
function priceReading(state: MatchState, at: number): number | null {
  if (!PLAYING_STATUSES.includes(state.status) || !state.clock || state.clock.stopped || state.period === null) return null;
  return state.period * 1000 + Math.floor(clockElapsed(state.clock, at) / 60);
}

/** Sim second at which the clock next crosses a whole minute (null when stopped or at its limit). */
function nextMinuteAt(state: MatchState, at: number): number | null {
  const clock = state.clock;
  if (!PLAYING_STATUSES.includes(state.status) || !clock || clock.stopped || clock.rate <= 0) return null;
  const elapsed = clockElapsed(clock, at);
  const next = (Math.floor(elapsed / 60) + 1) * 60;
  if (next > clock.limit) return null;
  return clock.at + (next - clock.elapsed) / clock.rate;
}

/**
 * After a match's row changed: the live channel (while live, and once as it ends) and the match
 * channel. `prematchCutoffMs` is the bets' cut-off the reads use too, so a moved kick-off tells a
 * slip the same closing a read of the match would.
 */
export async function matchPublications(
  q: Queryable,
  matchId: bigint,
  previous: MatchStatus | null,
  changedMarkets: readonly repo.ChangedMarket[],
  prematchCutoffMs: number,
): Promise<Publication[]> {
  const row = await repo.matchLite(q, matchId);
  if (!row) return [];
  const out: Publication[] = [];
  const update = matchUpdateView(row, prematchCutoffMs);
  if (isLive(row.status) || (previous !== null && isLive(previous))) out.push({ channel: 'public:sports.live', name: 'match-update', data: update });
  out.push({ channel: `public:match.${row.id}`, name: 'match-update', data: update });
  if (changedMarkets.length > 0) {
    out.push({
      channel: `public:match.${row.id}`,
      name: 'markets',
      data: {
        match_id: Number(row.id),
        version: row.version,
        status: row.status,
        suspended: row.suspended_until !== null,
        markets: changedMarkets.map((market) => marketView(market, row.sport)),
      },
    });
  }
  return out;
}

export function createFeedRunner(deps: FeedRunnerDeps) {
  const { db, config, log } = deps;
  const holder = deps.holder ?? `sports-${randomUUID()}`;
  const speed = config.speed;
  let leaguesWritten = false;
  let lastSchedule: { at: number; day: number } | null = null;

  const simAt = (nowMs: number, startsAt: number) => ((nowMs - startsAt) / 1000) * speed;
  const realAt = (sim: number, startsAt: number) => startsAt + (sim * 1000) / speed;

  async function publish(publications: readonly Publication[]): Promise<number> {
    if (!deps.publisher) return 0;
    let sent = 0;
    for (const p of publications) {
      try {
        await deps.publisher.publishPublic(p.channel, p.name, p.data);
        sent++;
      } catch (error) {
        log.warn({ channel: p.channel, name: p.name, error: (error as Error).message }, 'sports publish failed');
      }
    }
    return sent;
  }

  async function handOver(instructions: readonly SettlementInstruction[]): Promise<void> {
    for (const instruction of instructions) {
      try {
        await deps.onSettlement?.(instruction);
      } catch (error) {
        log.error({ id: instruction.id, error: (error as Error).message }, 'onSettlement failed');
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Rolling schedule.

  function plannedFor(data: SportsData, day: number): (PlannedFixture | ReplayFixture)[] {
    const out: (PlannedFixture | ReplayFixture)[] = [];
    if (config.feeds.includes('simulator')) for (const league of data.simLeagues) out.push(...simulatedDay(config.seed, day, league));
    if (config.feeds.includes('replay')) {
      for (const league of data.replayFootball) out.push(...replayFootballDay(config.seed, day, league, config.replayPerLeague));
      if (data.replayNba.length > 0) out.push(...replayNbaDay(config.seed, day, data.replayNba, config.replayPerLeague));
    }
    return out;
  }

  function pricingFor(data: SportsData, fixture: PlannedFixture | ReplayFixture, day: number): Pricing {
    if ('source' in fixture) {
      if (fixture.sport === 'basketball')
        return { model: 'basketball-margin', homeLine: fixture.source.homeLine, total: fixture.source.total, source: 'closing-line' };
      // A replayed match is priced as the model saw it then: on the results before its original date.
      return footballPricingFromModel(data.footballModel(fixture.leagueId, dayOf(fixture.source.date)), fixture.home, fixture.away, fixture.source.date);
    }
    if (fixture.sport === 'basketball') return basketballPricingFromRatings(data.nbaRatings, fixture.home, fixture.away);
    return footballPricingFromModel(data.footballModel(fixture.leagueId, day), fixture.home, fixture.away, isoDay(day));
  }

  async function ensureSchedule(nowMs: number, force: boolean): Promise<number> {
    if (config.feeds.length === 0) return 0;
    const today = brazilDay(nowMs);
    if (!force && lastSchedule && lastSchedule.day === today && nowMs - lastSchedule.at < SCHEDULE_EVERY_MS) return 0;
    const data = deps.data();
    if (!leaguesWritten) {
      await repo.upsertLeagues(db, data.leagues);
      leaguesWritten = true;
    }
    let created = 0;
    for (let day = today; day < today + config.scheduleDays; day++) {
      const planned = plannedFor(data, day);
      const existing = await repo.existingExternalIds(
        db,
        planned.map((p) => p.externalId),
      );
      for (const fixture of planned) {
        if (existing.has(fixture.externalId)) continue;
        if (await createFixture(data, fixture, day, nowMs)) created++;
      }
    }
    lastSchedule = { at: nowMs, day: today };
    return created;
  }

  async function createFixture(data: SportsData, fixture: PlannedFixture | ReplayFixture, day: number, nowMs: number): Promise<boolean> {
    const pricing = pricingFor(data, fixture, day);
    const script: Script = 'source' in fixture ? replayScript(config.seed, fixture) : simulatedScript(config.seed, fixture, pricing);
    const state = initialMatchState(script.initialStatus);
    const quotes = quoteMarkets(pricing, state, simAt(nowMs, fixture.startsAt));
    const first = nextEventAt(script, 0);
    const now = new Date(nowMs);
    return db.transaction(async (tx) => {
      const id = await repo.insertFixture(tx, {
        externalId: fixture.externalId,
        feed: fixture.feed,
        sport: fixture.sport,
        leagueId: fixture.leagueId,
        home: fixture.home,
        away: fixture.away,
        startsAt: new Date(fixture.startsAt),
        status: script.initialStatus,
        referee: fixture.referee,
        venue: fixture.venue,
        pricing: pricing as unknown as Record<string, unknown>,
        now,
      });
      if (id === null) return false;
      await repo.writeMarkets(tx, id, quotes, now, 'keep');
      const nextAt = first === null ? null : new Date(Math.max(nowMs, realAt(first, fixture.startsAt)));
      await repo.insertFeedMatch(tx, { matchId: id, feed: fixture.feed, script, state, nextAt, producer: null, now });
      return true;
    });
  }

  // -------------------------------------------------------------------------------------------
  // Playing scripted matches.

  async function advanceMatch(
    matchId: bigint,
    nowMs: number,
  ): Promise<{ updated: boolean; instructions: SettlementInstruction[]; publications: Publication[] }> {
    const now = new Date(nowMs);
    return db.transaction(async (tx) => {
      const none = { updated: false, instructions: [], publications: [] };
      const row = await repo.lockFeedMatch(tx, matchId);
      if (!row) return none;
      if (!row.script) {
        await repo.updateFeedMatch(tx, matchId, {
          applied: row.applied,
          state: row.state as unknown as MatchState,
          nextAt: null,
          pricedAt: row.priced_at,
          now,
        });
        return none;
      }
      const script = row.script;
      const sport: Sport = row.sport;
      const pricing = row.pricing as unknown as Pricing;
      const startsAt = row.starts_at.getTime();
      const sim = simAt(nowMs, startsAt);
      const stored: MatchState = 'status' in row.state ? (row.state as MatchState) : initialMatchState(script.initialStatus);
      const advance = advanceScript(script, stored, row.applied, sim);
      let state = advance.state;
      let suspensionOver = false;
      if (state.suspendedUntil !== null && sim >= state.suspendedUntil) {
        state = { ...state, suspendedUntil: null };
        suspensionOver = true;
      }
      const reading = priceReading(state, sim);
      const mode = marketMode(state, sim);
      const clockMoved = mode === 'open' && reading !== null && reading !== row.priced_at;
      const minute = clockMinute(sport, state, sim);
      const stateChanged = advance.steps.length > 0 || suspensionOver || minute !== row.minute;

      let changedMarkets: repo.ChangedMarket[] = [];
      if (advance.steps.length > 0 || suspensionOver || clockMoved) {
        // A market no longer quoted is closed: a line the book moved away from, a quarter already
        // played. Left suspended, every line a live match had passed through stayed on its page and
        // in its count; one the book comes back to reopens (writeMarkets reopens a closed market it quotes).
        changedMarkets =
          mode === 'closed'
            ? await repo.setMarketStatus(tx, matchId, 'all', 'closed', now)
            : await repo.writeMarkets(tx, matchId, quoteMarkets(pricing, state, sim), now, 'close');
      }

      const instructions: SettlementInstruction[] = [];
      let endedAt: number | null = null;
      for (const step of advance.steps) {
        if (step.effect.kind !== 'close') continue;
        endedAt ??= realAt(step.event.at, startsAt);
        const markets = (await repo.loadMarkets(tx, matchId)).map((m) => ({ key: m.key, selections: m.selections.map((s) => s.key) }));
        instructions.push(
          ...endOfMatchInstructions({
            sport,
            feed: row.feed,
            matchId: String(matchId),
            externalId: row.external_id,
            before: step.before,
            after: step.after,
            issuedAt: new Date(realAt(step.event.at, startsAt)).toISOString(),
            markets,
          }),
        );
      }
      const issued: SettlementInstruction[] = [];
      for (const instruction of instructions) if (await repo.insertInstruction(tx, instruction, now)) issued.push(instruction);

      if (stateChanged || changedMarkets.length > 0) {
        const regular = sport === 'football' ? (state.regularScore ?? state.score) : state.score;
        const suspendedUntil = state.suspendedUntil !== null && sim < state.suspendedUntil ? new Date(realAt(state.suspendedUntil, startsAt)) : null;
        await repo.updateMatch(
          tx,
          matchId,
          {
            status: state.status,
            minute,
            period: state.period,
            homeScore: regular.home,
            awayScore: regular.away,
            htHome: state.htScore?.home ?? null,
            htAway: state.htScore?.away ?? null,
            homeRed: state.redCards.home,
            awayRed: state.redCards.away,
            periods: state.periods,
            events: state.timeline,
            suspendedUntil,
            finishedAt: isEnded(state.status) ? new Date(endedAt ?? nowMs) : null,
          },
          now,
        );
      }

      const candidates: number[] = [];
      const nextEvent = nextEventAt(script, advance.applied);
      if (nextEvent !== null) candidates.push(nextEvent);
      if (state.suspendedUntil !== null) candidates.push(state.suspendedUntil);
      const nextMinute = nextMinuteAt(state, sim);
      if (nextMinute !== null) candidates.push(nextMinute);
      const nextAt = candidates.length === 0 ? null : new Date(Math.max(nowMs + 1, Math.ceil(realAt(Math.min(...candidates), startsAt))));
      await repo.updateFeedMatch(tx, matchId, {
        applied: advance.applied,
        state,
        nextAt,
        pricedAt: changedMarkets.length > 0 || clockMoved ? reading : row.priced_at,
        now,
      });
      const updated = stateChanged || changedMarkets.length > 0;
      const publications = updated ? await matchPublications(tx, matchId, row.status, changedMarkets, deps.prematchCutoffMs) : [];
      return { updated, instructions: issued, publications };
    });
  }

  async function advanceDue(nowMs: number): Promise<{ updated: number; instructions: number; published: number }> {
    const seen: string[] = [];
    let updated = 0;
    let instructions = 0;
    let published = 0;
    for (;;) {
      const ids = await repo.dueMatchIds(db, new Date(nowMs), DUE_BATCH, seen);
      if (ids.length === 0) break;
      for (const id of ids) {
        seen.push(String(id));
        try {
          const result = await advanceMatch(id, nowMs);
          if (result.updated) updated++;
          instructions += result.instructions.length;
          published += await publish(result.publications);
          await handOver(result.instructions);
        } catch (error) {
          log.error({ matchId: String(id), error: (error as Error).message }, 'sports feed could not advance a match');
        }
      }
    }
    return { updated, instructions, published };
  }

  // -------------------------------------------------------------------------------------------
  // Odds-feed adapter.

  /** Read afresh each time: the node consuming the feed and the node checking heartbeats may differ. */
  async function loadOddsState(): Promise<OddsFeedState> {
    return (await repo.loadCursor<OddsFeedState>(db, 'odds_feed')) ?? INITIAL_ODDS_FEED_STATE;
  }

  async function statusOf(externalId: string): Promise<MatchStatus | null> {
    const result = await db.query<{ status: MatchStatus }>('SELECT status FROM sports_matches WHERE external_id = $1', [externalId]);
    return result.rows[0]?.status ?? null;
  }

  async function applyChanges(result: HandlerResult, nowMs: number, report: OddsFeedReport): Promise<void> {
    const now = new Date(nowMs);
    const publications: Publication[] = [];
    const issued: SettlementInstruction[] = [];
    await db.transaction(async (tx) => {
      const touched = new Map<string, { id: bigint; previous: MatchStatus; markets: repo.ChangedMarket[] }>();
      const matchOf = async (externalId: string) => {
        const known = touched.get(externalId);
        if (known) return known;
        const row = await repo.lockFeedMatchByExternalId(tx, externalId);
        if (!row) return null;
        const entry = { id: row.id, previous: row.status, markets: [] as repo.ChangedMarket[] };
        touched.set(externalId, entry);
        return entry;
      };
      for (const change of result.changes) {
        report.changes++;
        await applyChange(tx, change, now, matchOf, report, issued);
      }
      for (const [, entry] of touched) {
        // Prices moved without the match row: its version still moves, so a page that reads the
        // match can tell which realtime messages are newer than its read (use-live-match).
        if (entry.markets.length > 0) await repo.bumpMatchVersion(tx, entry.id, now);
        publications.push(...(await matchPublications(tx, entry.id, entry.previous, entry.markets, deps.prematchCutoffMs)));
      }
      // The adapter's state moves with the changes it caused: both commit or neither.
      await repo.saveCursor(tx, 'odds_feed', result.state, now);
    });
    await publish(publications);
    await handOver(issued);
  }

  async function applyChange(
    tx: Queryable,
    change: ModelChange,
    now: Date,
    matchOf: (externalId: string) => Promise<{ id: bigint; previous: MatchStatus; markets: repo.ChangedMarket[] } | null>,
    report: OddsFeedReport,
    issued: SettlementInstruction[],
  ): Promise<void> {
    const unknown = (externalId: string): void => {
      report.notes.push(`${externalId}: unknown event, ${change.type} skipped`);
    };
    switch (change.type) {
      case 'fixture': {
        const f = change.fixture;
        await repo.upsertLeagues(tx, [
          {
            id: f.tournament.id,
            sport: f.sport,
            name: f.tournament.name,
            country: f.tournament.country,
            countryCode: f.tournament.countryCode,
            season: f.tournament.season,
            priority: 50,
          },
        ]);
        const id = await repo.insertFixture(tx, {
          externalId: change.externalId,
          feed: 'odds_feed',
          sport: f.sport,
          leagueId: f.tournament.id,
          home: f.home,
          away: f.away,
          startsAt: new Date(f.scheduled),
          status: 'Not Started',
          referee: f.referee ?? null,
          venue: f.venue ?? null,
          pricing: { source: 'odds_feed' },
          now,
        });
        if (id !== null) await repo.insertFeedMatch(tx, { matchId: id, feed: 'odds_feed', script: null, state: null, nextAt: null, producer: null, now });
        return;
      }
      case 'kickoff': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        await repo.setKickoff(tx, match.id, new Date(change.startsAt), now);
        return;
      }
      case 'match-state': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        const row = await repo.matchLite(tx, match.id);
        if (!row) return;
        const score = change.regularScore ?? change.score ?? { home: row.home_score, away: row.away_score };
        await repo.updateMatch(
          tx,
          match.id,
          {
            status: change.status,
            minute: change.minute !== undefined ? change.minute : isLive(change.status) ? row.minute : null,
            period: change.period !== undefined ? change.period : row.period,
            homeScore: score.home,
            awayScore: score.away,
            htHome: change.htScore?.home ?? row.ht_home_score,
            htAway: change.htScore?.away ?? row.ht_away_score,
            homeRed: change.redCards?.home ?? row.home_red_cards,
            awayRed: change.redCards?.away ?? row.away_red_cards,
            periods: change.periods ?? row.periods,
            events: row.events,
            suspendedUntil: null,
            finishedAt: isEnded(change.status) ? now : null,
          },
          now,
        );
        return;
      }
      case 'markets': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        await repo.setFeedProducer(tx, match.id, change.producer, now);
        // A closed market (settled, cancelled) stays closed whatever a late odds_change says; the
        // adapter drops those quotes too, but it may no longer hold the event (pruned state).
        match.markets.push(...(await repo.writeMarkets(tx, match.id, change.markets, now, 'keep', { reopenClosed: false })));
        return;
      }
      case 'market-status': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        match.markets.push(...(await repo.setMarketStatus(tx, match.id, change.marketKeys, change.status, now, change.inactiveSelections)));
        return;
      }
      case 'suspend-producer': {
        for (const id of await repo.suspendProducerMarkets(tx, change.producer, now)) {
          const row = await repo.matchLite(tx, id);
          if (!row) continue;
          const match = await matchOf(row.external_id);
          if (match) match.markets.push(...(await repo.loadMarkets(tx, id)).map((m) => ({ ...m, line: m.line === null ? null : Number(m.line) })));
        }
        return;
      }
      case 'settle-markets': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        await repo.settleMarkets(tx, match.id, change.markets, now);
        return;
      }
      case 'unsettle-markets': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        await repo.unsettleMarkets(tx, match.id, change.marketKeys, now);
        return;
      }
      case 'reopen-markets': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        await repo.reopenClosedMarkets(tx, match.id, change.marketKeys, now);
        return;
      }
      case 'settlement': {
        const match = await matchOf(change.externalId);
        if (!match) return unknown(change.externalId);
        const instruction = { ...change.instruction, matchId: String(match.id) } as SettlementInstruction;
        if (await repo.insertInstruction(tx, instruction, now)) issued.push(instruction);
        return;
      }
      case 'request-recovery':
        report.recoveries.push({ producer: change.producer, requestId: change.requestId, after: change.after });
        return;
    }
  }

  async function requestRecoveries(recoveries: readonly RecoveryRequest[]): Promise<void> {
    for (const request of recoveries) {
      try {
        await deps.onRecoveryRequest?.(request);
      } catch (error) {
        log.error({ producer: request.producer, error: (error as Error).message }, 'recovery request failed');
      }
    }
  }

  let oddsQueue: Promise<unknown> = Promise.resolve();
  /** Messages are handled one at a time, in order (the adapter's state is sequential). */
  function serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = oddsQueue.then(work, work);
    oddsQueue = run.catch(() => undefined);
    return run;
  }

  function receiveOddsFeed(messages: readonly OddsFeedMessage[]): Promise<OddsFeedReport> {
    return serialised(async () => {
      const report: OddsFeedReport = { changes: 0, notes: [], recoveries: [] };
      let state = await loadOddsState();
      for (const message of messages) {
        const nowMs = deps.now().getTime();
        const externalId = 'eventId' in message ? `uof:${message.eventId}` : null;
        const previous = externalId ? await statusOf(externalId) : null;
        const result = handleOddsFeedMessage(state, message, nowMs, () => previous);
        report.notes.push(...result.notes);
        await applyChanges(result, nowMs, report);
        state = result.state;
      }
      await requestRecoveries(report.recoveries);
      return report;
    });
  }

  function checkOddsFeed(nowMs: number): Promise<OddsFeedReport> {
    return serialised(async () => {
      const report: OddsFeedReport = { changes: 0, notes: [], recoveries: [] };
      const state = await loadOddsState();
      if (Object.keys(state.producers).length === 0) return report;
      const result = checkProducers(state, nowMs, { ...ODDS_FEED_DEFAULTS, aliveTimeoutMs: config.aliveTimeoutMs });
      // A sweep that only dropped events from the state still saves it.
      if (result.changes.length === 0 && result.state === state) return report;
      report.notes.push(...result.notes);
      await applyChanges(result, nowMs, report);
      await requestRecoveries(report.recoveries);
      return report;
    });
  }

  // -------------------------------------------------------------------------------------------

  /** One pass: lease, schedule, play what is due, check the odds feed's producers. */
  async function runOnce(options: { forceSchedule?: boolean } = {}): Promise<FeedReport> {
    const nowMs = deps.now().getTime();
    const leader = await repo.acquireLease(db, LEASE, holder, new Date(nowMs), new Date(nowMs + config.leaseMs));
    if (!leader) return { leader: false, created: 0, updated: 0, instructions: 0, published: 0 };
    const created = await ensureSchedule(nowMs, options.forceSchedule ?? false);
    const played = await advanceDue(nowMs);
    const odds = await checkOddsFeed(nowMs);
    for (const note of odds.notes) log.warn({ note }, 'odds feed');
    return { leader: true, created, ...played };
  }

  return {
    runOnce,
    receiveOddsFeed,
    oddsFeedState: loadOddsState,
    holder,
    async release() {
      await repo.releaseLease(db, LEASE, holder).catch(() => undefined);
    },
  };
}

export type FeedRunner = ReturnType<typeof createFeedRunner>;
