/**
 * Roulette's bet types, as a play request names them and the game's paytable publishes their
 * per-spot limits: the API validates against this list and the table offers exactly these.
 */
export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'trio',
  'street',
  'corner',
  'first_four',
  'six_line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;

export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];
