import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TIME_ZONE_HEADER, viewerTimeZone } from '../../http/time-zone.ts';
import { calendarDay, parseInput } from '../../http/validate.ts';
import { SPORT_FILTERS, type SportsReader } from './read.ts';

const sport = z.enum(SPORT_FILTERS, { error: 'sports.sportInvalid' });
const day = calendarDay('sports.dateInvalid');
const text = z.string().trim().min(1, 'validation.fieldInvalid').max(60, 'validation.fieldInvalid');

export const homeQuery = z.object({ sport: sport.default('home') });
export const leaguesQuery = z.object({ sport: sport.default('home') });
export const resultsQuery = z.object({ date: day.optional(), country: text.optional(), league: text.optional() });
export const filtersQuery = z.object({ date: day.optional() });
/**
 * As long as the site's search box lets a player type (100). The status and kick-off window pick the
 * rows (indexed); the text only filters them, matched literally with one LIKE '%…%' (wildcards
 * escaped), so a longer text costs no more.
 */
const SEARCH_MAX_LENGTH = 100;
export const searchQuery = z.object({ q: z.string().max(SEARCH_MAX_LENGTH, 'validation.fieldInvalid').default('') });

/** The sportsbook's public read API (no login: visitors browse). */
export function sportsRoutes(app: FastifyInstance, deps: { reader: SportsReader }): void {
  const { reader } = deps;
  /** ?sport=home|football|basketball|… */
  app.get('/sports/home', async (request) => reader.home(parseInput(homeQuery, request.query).sport));
  app.get('/sports/live', async () => reader.live());
  /** ?q=flamengo: live and upcoming matches by team or league (blank: the featured ones). */
  app.get('/sports/search', async (request) => reader.search(parseInput(searchQuery, request.query).q));
  app.get('/sports/leagues', async (request) => reader.leagues(parseInput(leaguesQuery, request.query).sport));
  app.get<{ Params: { id: string } }>('/sports/matches/:id', async (request) => reader.match(request.params.id));
  /**
   * ?date=YYYY-MM-DD (default today)&country=BR|Brazil&league=bra-serie-a. The day is the device's (`X-Time-Zone`,
   * else Brazil's), as the pages show kick-off times, so the answer varies with that header.
   */
  app.get('/sports/results', async (request, reply) => {
    reply.header('Vary', TIME_ZONE_HEADER);
    return reader.results(parseInput(resultsQuery, request.query), viewerTimeZone(request));
  });
  app.get('/sports/results/filters', async (request, reply) => {
    reply.header('Vary', TIME_ZONE_HEADER);
    return reader.resultFilters(parseInput(filtersQuery, request.query), viewerTimeZone(request));
  });
}
