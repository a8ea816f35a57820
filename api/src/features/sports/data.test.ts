import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../domain/odds/index.ts';
import { NBA_TEAMS } from '../../domain/sports/names.ts';
import { loadSportsConfig } from './config.ts';
import { LEAGUES, loadSportsData } from './data.ts';

const data = loadSportsData(loadSportsConfig({}).dataDir, null);

describe('the data behind the feeds', () => {
  it('names real leagues and their real teams', () => {
    expect(LEAGUES.map((l) => l.id)).toEqual([
      'bra-serie-a',
      'conmebol-libertadores',
      'eng-premier-league',
      'nba',
      'esp-la-liga',
      'bra-serie-b',
      'ita-serie-a',
      'ger-bundesliga',
      'fra-ligue-1',
      'por-primeira-liga',
      'tur-super-lig',
    ]);
    const teams = (id: string) => data.simLeagues.find((l) => l.id === id)!.teams;
    expect(teams('bra-serie-a')).toHaveLength(20);
    expect(teams('bra-serie-a')).toEqual(expect.arrayContaining(['CR Flamengo', 'SE Palmeiras', 'São Paulo FC']));
    expect(teams('eng-premier-league')).toEqual(expect.arrayContaining(['Liverpool FC', 'Arsenal FC']));
    expect(teams('nba')).toEqual(Object.values(NBA_TEAMS).sort());
    expect(data.simLeagues.find((l) => l.id === 'conmebol-libertadores')?.knockout).toBe(true);
  });

  it('keeps the played results to replay and to fit on', () => {
    const serieA = data.replayFootball.find((l) => l.id === 'bra-serie-a')!;
    expect(serieA.matches).toHaveLength(380);
    expect(data.replayFootball.find((l) => l.id === 'conmebol-libertadores')!.matches.some((m) => m.penalties !== undefined)).toBe(true);
    expect(data.replayNba.length).toBeGreaterThan(14_000);
  });

  it('fits Dixon–Coles per league per day (cached) and rates NBA teams from closing lines', () => {
    const day = dayNumber(2026, 11, 22);
    const model = data.footballModel('bra-serie-a', day);
    expect(data.footballModel('bra-serie-a', day)).toBe(model);
    expect(model.converged).toBe(true);
    expect(model.matchesUsed).toBe(380);
    // Only results before the day count: the first match day of 2025 had nothing before it.
    expect(data.footballModel('bra-serie-a', dayNumber(2025, 3, 29)).matchesUsed).toBe(0);
    expect(data.nbaRatings.homeAdvantage).toBeGreaterThan(1.5);
    expect(data.nbaRatings.homeAdvantage).toBeLessThan(4.5);
    expect(data.nbaRatings.rating['Golden State Warriors']).toBeGreaterThan(data.nbaRatings.rating['Sacramento Kings']!);
  });
});
