import { paths } from '@palpite/shared';

/** Play for real money or with the demo balance. */
export type PlayMode = 'real' | 'demo';

/**
 * A game's page says its mode in the address (`/game/:uuid?mode=demo`), so a tile's Demo button opens
 * the game in demo and a reload or a shared link keeps the mode chosen. No parameter is real money.
 */
const MODE_PARAM = 'mode';

export function playModeOf(params: URLSearchParams): PlayMode {
  return params.get(MODE_PARAM) === 'demo' ? 'demo' : 'real';
}

/** `params` with `mode` in it; the other parameters stay as they are. */
export function withPlayMode(params: URLSearchParams, mode: PlayMode): URLSearchParams {
  const next = new URLSearchParams(params);
  if (mode === 'demo') next.set(MODE_PARAM, 'demo');
  else next.delete(MODE_PARAM);
  return next;
}

/** The game's page opened in demo mode. */
export function demoPath(uuid: string): string {
  return `${paths.gameDetails(uuid)}?${MODE_PARAM}=demo`;
}
