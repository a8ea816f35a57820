import { paths } from '@palpite/shared';

/** Sports of the menu (spec §2); those marked `soon` are shown but not clickable. */
export const SPORTS = [
  { id: 'home', soon: false },
  { id: 'football', soon: false },
  { id: 'basketball', soon: false },
  { id: 'volleyball', soon: true },
  { id: 'mma', soon: true },
  { id: 'nfl', soon: true },
  { id: 'afl', soon: true },
] as const;

export type SportId = (typeof SPORTS)[number]['id'];
export type OpenSport = Extract<(typeof SPORTS)[number], { soon: false }>['id'];

/** The sport a `sportType` prop shows: an open sport, else the sports home. */
export function openSport(sportType: string | undefined): OpenSport {
  const sport = SPORTS.find((candidate) => candidate.id === sportType);
  return sport && !sport.soon ? sport.id : 'home';
}

export function sportHref(sport: OpenSport): string {
  return sport === 'home' ? paths.sports() : paths.sports(sport);
}

/** Outcomes of a sport's main market: 1X2 for football, home/away for basketball. */
export type Outcome = 'home' | 'draw' | 'away';
export function mainOutcomes(sport: OpenSport): readonly Outcome[] {
  return sport === 'basketball' ? ['home', 'away'] : ['home', 'draw', 'away'];
}
