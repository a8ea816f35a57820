/**
 * Sandbox controls of the sports feed (development and test only; 404 in production unless
 * SPORTS_SANDBOX=true): testers and the e2e suite make a match start now or end with a chosen score.
 *
 * - POST /sandbox/sports/matches/:id/start-now — a Not Started match kicks off now: its kick-off
 *   moves to now and its feed row is due, so the next feed pass plays it from kick-off (a scripted
 *   match replays its script from the new kick-off).
 * - POST /sandbox/sports/matches/:id/finish `{ home, away, ht_home?, ht_away? }` — the match ends
 *   as Finished with that score, the way the feed ends a match: its markets close, the row takes
 *   the final facts (football: the score after regular time and the half-time score), its
 *   settlement instructions are issued (`sports_settlement_instructions` and `onSettlement`), its
 *   script stops, and the channels hear it. The bets settlement job then pays the bets.
 *
 * Both answer `{ match: { id, status, starts_at, score, ht_score } }`; an unknown match is 404
 * `sports.matchNotFound`, a match in the wrong state 409 `sandbox.startsNotStartedOnly` / `sandbox.alreadyOver`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database.ts';
import { endOfMatchInstructions } from '../../domain/sports/match-settlement.ts';
import { initialMatchState, isEnded, type MatchState, type PeriodScores, type Score } from '../../domain/sports/model.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseInput, wholeNumber } from '../../http/validate.ts';
import { matchPublications, type Publication, type SportsLogger, type SportsPublisher } from './engine.ts';
import * as repo from './repo.ts';

export interface SportsSandboxDeps {
  db: Database;
  now: () => Date;
  publisher: SportsPublisher | null;
  log: SportsLogger;
  /** How long before kick-off pre-match betting closes (SportsDeps'): the published `prematch_closes_at`. */
  prematchCutoffMs: number;
  onSettlement?: (instruction: SettlementInstruction) => void | Promise<void>;
}

/** Goals as a number or its digits ("2" from a form): never null, true or [] read as 0 or 1 (z.coerce did). */
const goals = wholeNumber('validation.fieldInvalid', { min: 0, max: 500 });
export const finishBody = z
  .object({ home: goals, away: goals, ht_home: goals.optional(), ht_away: goals.optional() })
  .refine((body) => (body.ht_home === undefined) === (body.ht_away === undefined), { message: 'validation.fieldInvalid', path: ['ht_home'] })
  .refine((body) => body.ht_home === undefined || (body.ht_home <= body.home && (body.ht_away ?? 0) <= body.away), {
    message: 'validation.fieldInvalid',
    path: ['ht_home'],
  });
export type FinishBody = z.output<typeof finishBody>;

const matchNotFound = () => notFound('sports.matchNotFound', 'match not found');
/** `rule`: `sandbox.startsNotStartedOnly` or `sandbox.alreadyOver`. */
const wrongState = (status: string, rule: 'startsNotStartedOnly' | 'alreadyOver') =>
  new AppError({ status: 409, key: `sandbox.${rule}`, message: `the match is ${status}; it cannot do that now`, params: { status }, details: { status } });

function matchIdOf(params: unknown): bigint {
  const id = (params as { id?: string }).id ?? '';
  if (!/^\d{1,18}$/.test(id) || BigInt(id) <= 0n) throw matchNotFound();
  return BigInt(id);
}

/** Basketball quarters that add up to the final score (the later quarters take the remainder). */
function quarters(score: Score): PeriodScores {
  const split = (points: number) => {
    const base = Math.floor(points / 4);
    return [base, base, base, points - 3 * base];
  };
  const home = split(score.home);
  const away = split(score.away);
  return home.map((points, index) => [points, away[index] ?? 0] as [number, number]);
}

/** The state a Finished match ends in, from the state before and the chosen score. */
export function finishedState(sport: 'football' | 'basketball', before: MatchState, body: FinishBody): MatchState {
  const score = { home: body.home, away: body.away };
  if (sport === 'basketball') {
    return { ...before, status: 'Finished', resumeStatus: null, period: null, clock: null, score, periods: quarters(score), suspendedUntil: null };
  }
  const chosenHt = body.ht_home !== undefined && body.ht_away !== undefined ? { home: body.ht_home, away: body.ht_away } : null;
  const keptHt = before.htScore && before.htScore.home <= score.home && before.htScore.away <= score.away ? before.htScore : null;
  // Ended in its first half: the goals so far are the half's (0–0 would settle first-half markets on a score that never was).
  const firstHalfSoFar = before.status === '1st Half' && before.score.home <= score.home && before.score.away <= score.away ? before.score : null;
  const ht = chosenHt ?? keptHt ?? firstHalfSoFar ?? { home: 0, away: 0 };
  return {
    ...before,
    status: 'Finished',
    resumeStatus: null,
    period: null,
    clock: null,
    addedTime: null,
    score,
    regularScore: score,
    htScore: ht,
    periods: [[ht.home, ht.away], [score.home - ht.home, score.away - ht.away], null, null],
    suspendedUntil: null,
  };
}

async function view(q: Queryable, matchId: bigint) {
  const row = await repo.matchLite(q, matchId);
  if (!row) throw matchNotFound();
  return {
    id: Number(row.id),
    status: row.status,
    starts_at: row.starts_at.toISOString(),
    score: { home: row.home_score, away: row.away_score },
    ht_score: row.ht_home_score === null || row.ht_away_score === null ? null : { home: row.ht_home_score, away: row.ht_away_score },
  };
}

export function sportsSandboxRoutes(app: FastifyInstance, deps: SportsSandboxDeps): void {
  const { db, log } = deps;

  async function publish(publications: readonly Publication[]): Promise<void> {
    for (const p of publications) {
      try {
        await deps.publisher?.publishPublic(p.channel, p.name, p.data);
      } catch (error) {
        log.warn({ channel: p.channel, name: p.name, error: (error as Error).message }, 'sports publish failed');
      }
    }
  }

  app.post<{ Params: { id: string } }>('/sandbox/sports/matches/:id/start-now', async (request) => {
    const matchId = matchIdOf(request.params);
    const now = deps.now();
    const { publications, match } = await db.transaction(async (tx) => {
      const row = await repo.lockFeedMatch(tx, matchId);
      if (!row) throw matchNotFound();
      if (row.status !== 'Not Started') throw wrongState(row.status, 'startsNotStartedOnly');
      await repo.setKickoff(tx, matchId, now, now);
      // A scripted match is due at once: the next feed pass plays its script from the new kick-off.
      if (row.script) await tx.query('UPDATE sports_feed_matches SET next_at = $2, updated_at = $2 WHERE match_id = $1', [matchId, now]);
      return { publications: await matchPublications(tx, matchId, null, [], deps.prematchCutoffMs), match: await view(tx, matchId) };
    });
    await publish(publications);
    return { match };
  });

  app.post<{ Params: { id: string } }>('/sandbox/sports/matches/:id/finish', async (request) => {
    const matchId = matchIdOf(request.params);
    const body = parseInput(finishBody, request.body ?? {});
    const now = deps.now();
    const { publications, issued, match } = await db.transaction(async (tx) => {
      const row = await repo.lockFeedMatch(tx, matchId);
      if (!row) throw matchNotFound();
      if (isEnded(row.status)) throw wrongState(row.status, 'alreadyOver');
      const current = await repo.matchLite(tx, matchId);
      if (!current) throw matchNotFound();
      const stored: MatchState =
        'status' in row.state
          ? (row.state as MatchState)
          : {
              ...initialMatchState(row.status),
              score: { home: current.home_score, away: current.away_score },
              htScore: current.ht_home_score === null || current.ht_away_score === null ? null : { home: current.ht_home_score, away: current.ht_away_score },
              redCards: { home: current.home_red_cards, away: current.away_red_cards },
              periods: current.periods,
              timeline: current.events,
            };
      const after = finishedState(row.sport, stored, body);
      const changedMarkets = await repo.setMarketStatus(tx, matchId, 'all', 'closed', now);
      const markets = (await repo.loadMarkets(tx, matchId)).map((m) => ({ key: m.key, selections: m.selections.map((s) => s.key) }));
      const instructions = endOfMatchInstructions({
        sport: row.sport,
        feed: row.feed,
        matchId: String(matchId),
        externalId: row.external_id,
        before: stored,
        after,
        issuedAt: now.toISOString(),
        markets,
      });
      const issued: SettlementInstruction[] = [];
      for (const instruction of instructions) if (await repo.insertInstruction(tx, instruction, now)) issued.push(instruction);
      await repo.updateMatch(
        tx,
        matchId,
        {
          status: 'Finished',
          minute: null,
          period: null,
          homeScore: after.score.home,
          awayScore: after.score.away,
          htHome: after.htScore?.home ?? null,
          htAway: after.htScore?.away ?? null,
          homeRed: after.redCards.home,
          awayRed: after.redCards.away,
          periods: after.periods,
          events: [...after.timeline, { type: 'status', status: 'Finished', minute: null }],
          suspendedUntil: null,
          finishedAt: now,
        },
        now,
      );
      // The script is over: the feed never plays this match again.
      await repo.updateFeedMatch(tx, matchId, {
        applied: row.script ? row.script.events.length : row.applied,
        state: after,
        nextAt: null,
        pricedAt: row.priced_at,
        now,
      });
      return { publications: await matchPublications(tx, matchId, row.status, changedMarkets, deps.prematchCutoffMs), issued, match: await view(tx, matchId) };
    });
    await publish(publications);
    for (const instruction of issued) {
      try {
        await deps.onSettlement?.(instruction);
      } catch (error) {
        log.error({ id: instruction.id, error: (error as Error).message }, 'onSettlement failed');
      }
    }
    return { match };
  });
}

/** Whether the sandbox controls are on: not in production, unless SPORTS_SANDBOX=true. */
export function sportsSandboxEnabled(nodeEnv: 'development' | 'production' | 'test', env: Record<string, string | undefined>): boolean {
  return nodeEnv !== 'production' || env.SPORTS_SANDBOX === 'true';
}
