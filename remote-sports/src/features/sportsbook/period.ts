/** The period chips of /sportsbet: which kick-offs each keeps (the player's local days). */
export const PERIODS = ['all', 'today', 'tomorrow', 'week'] as const;
export type Period = (typeof PERIODS)[number];

function dayIndex(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

export function inPeriod(startsAt: string, period: Period, now: Date): boolean {
  if (period === 'all') return true;
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return false;
  const days = dayIndex(start) - dayIndex(now);
  if (period === 'today') return days <= 0;
  if (period === 'tomorrow') return days === 1;
  return days < 7;
}

/** Countries in order of first appearance, each with its leagues. */
export function byCountry<League extends { country: string; country_code: string }>(
  leagues: readonly League[],
): { country: string; code: string; leagues: League[] }[] {
  const groups = new Map<string, { country: string; code: string; leagues: League[] }>();
  for (const league of leagues) {
    const group = groups.get(league.country) ?? { country: league.country, code: league.country_code, leagues: [] };
    group.leagues.push(league);
    groups.set(league.country, group);
  }
  return [...groups.values()];
}
