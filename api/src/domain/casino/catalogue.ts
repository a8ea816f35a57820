/**
 * The catalogue of in-house games: one definition per game with a stable id (UUID v4 format,
 * fixed here; the image is `/images/games/{uuid}.webp`), its studio, category, RTP, volatility,
 * maximum win and demo availability. The bonus rules decide by category what counts towards
 * wagering (video poker, keno and table games do not). RTPs are derived from the exact figures in
 * figures.ts, which the tests recompute from the engines.
 */
import { FIGURES, figure } from './figures.ts';
import { type Rational, ONE, add, toNumber } from './math/rational.ts';
import { type Volatility, volatilityBand } from './slots/reels.ts';

export type GameCategory = 'slots' | 'table' | 'video_poker' | 'keno' | 'live' | 'dice';
export const PROVIDERS = ['Palpite Originals', 'Samba Studios', 'Copacabana Games'] as const;
export type Provider = (typeof PROVIDERS)[number];
export type EngineId =
  'slots.classic' | 'slots.video' | 'slots.ways' | 'roulette.european' | 'blackjack' | 'baccarat' | 'videopoker.jacks_or_better' | 'keno' | 'dice';

export interface InHouseGame {
  readonly uuid: string;
  readonly slug: string;
  readonly name: string;
  readonly provider: Provider;
  readonly category: GameCategory;
  readonly engine: EngineId;
  /** Headline RTP as a fraction (0.9601 = 96.01%): the main bet, or optimal/basic-strategy play. */
  readonly rtp: number;
  /** The same, exact. */
  readonly rtpExact: Rational;
  /** Lowest and highest RTP across the game's bets or options (equal when there is one). */
  readonly rtpRange: { readonly min: number; readonly max: number };
  /** What the headline RTP assumes. */
  readonly rtpBasis: string;
  readonly volatility: Volatility;
  /** Largest total return of one round, in multiples of the (base) stake. */
  readonly maxWinMultiplier: number;
  readonly demoAvailable: boolean;
  readonly image: string;
}

type Definition = Omit<InHouseGame, 'rtp' | 'rtpRange' | 'image'> & { readonly rtpOptions?: readonly Rational[] };

const keno = Object.values(FIGURES.keno).map(figure);
const baccarat = [figure(FIGURES.baccarat.banker), figure(FIGURES.baccarat.player), figure(FIGURES.baccarat.tie)];

const DEFINITIONS: readonly Definition[] = [
  {
    uuid: '64190c38-439b-4608-a538-a5134ce454c2',
    slug: 'sete-da-sorte',
    name: 'Sete da Sorte',
    provider: 'Samba Studios',
    category: 'slots',
    engine: 'slots.classic',
    rtpExact: figure(FIGURES.classic.rtp),
    rtpBasis: 'full cycle of 32³ stops',
    volatility: volatilityBand(FIGURES.classic.standardDeviation),
    maxWinMultiplier: toNumber(figure(FIGURES.classic.maxMultiplier)),
    demoAvailable: true,
  },
  {
    uuid: '1ffd8fad-9fa7-4e83-bc50-a055fa11c607',
    slug: 'carnaval-do-rio',
    name: 'Carnaval do Rio',
    provider: 'Samba Studios',
    category: 'slots',
    engine: 'slots.video',
    rtpExact: figure(FIGURES.video.rtp),
    rtpBasis: 'full cycle of 40⁵ stops with the free-spin feature',
    volatility: volatilityBand(FIGURES.video.standardDeviation),
    maxWinMultiplier: toNumber(figure(FIGURES.video.maxMultiplier)),
    demoAvailable: true,
  },
  {
    uuid: 'a8932a9c-6e11-49e0-b915-4e5e3562fd0f',
    slug: 'amazonia-243',
    name: 'Amazônia 243',
    provider: 'Copacabana Games',
    category: 'slots',
    engine: 'slots.ways',
    rtpExact: figure(FIGURES.ways.rtp),
    rtpBasis: 'full cycle of 40⁵ stops',
    volatility: volatilityBand(FIGURES.ways.standardDeviation),
    maxWinMultiplier: toNumber(figure(FIGURES.ways.maxMultiplier)),
    demoAvailable: true,
  },
  {
    uuid: '6a7ca7c1-ce48-463a-a775-e6ae7a1fd3de',
    slug: 'roleta-europeia',
    name: 'Roleta Europeia',
    provider: 'Palpite Originals',
    category: 'table',
    engine: 'roulette.european',
    rtpExact: figure(FIGURES.roulette),
    rtpBasis: 'every bet',
    volatility: 'medium',
    maxWinMultiplier: 36,
    demoAvailable: true,
  },
  {
    uuid: 'd04ca334-1498-4944-9c84-50f6a8101dbc',
    slug: 'blackjack',
    name: 'Blackjack',
    provider: 'Palpite Originals',
    category: 'table',
    engine: 'blackjack',
    rtpExact: add(ONE, figure(FIGURES.blackjackExpectedReturn)),
    rtpBasis: 'basic strategy, insurance declined (infinite deck)',
    volatility: 'low',
    // Split, double both hands and win both: 4 base stakes staked, 8 returned.
    maxWinMultiplier: 8,
    demoAvailable: true,
  },
  {
    uuid: '6310d569-8cdc-4c5b-a2d2-431a9309ade9',
    slug: 'bacara-punto-banco',
    name: 'Bacará Punto Banco',
    provider: 'Copacabana Games',
    category: 'table',
    engine: 'baccarat',
    rtpExact: baccarat[0]!,
    rtpOptions: baccarat,
    rtpBasis: 'banker bet (player 98.77%, tie 85.88%)',
    volatility: 'low',
    maxWinMultiplier: 9,
    demoAvailable: true,
  },
  {
    uuid: '740e3b31-89c8-4eae-b253-a899bab36db0',
    slug: 'jacks-or-better',
    name: 'Jacks or Better',
    provider: 'Copacabana Games',
    category: 'video_poker',
    engine: 'videopoker.jacks_or_better',
    rtpExact: figure(FIGURES.videoPoker),
    rtpBasis: 'optimal holds, 9/6 full pay',
    volatility: 'medium',
    maxWinMultiplier: 800,
    demoAvailable: true,
  },
  {
    uuid: 'e461f58d-1a83-4b97-80dc-d497c738fa66',
    slug: 'keno',
    name: 'Keno',
    provider: 'Palpite Originals',
    category: 'keno',
    engine: 'keno',
    rtpExact: keno.reduce((low, value) => (toNumber(value) < toNumber(low) ? value : low)),
    rtpOptions: keno,
    rtpBasis: 'lowest over 1–10 picks (95.33%–96.00%)',
    volatility: 'high',
    maxWinMultiplier: 10000,
    demoAvailable: true,
  },
  {
    uuid: '79d3d300-7156-40cb-b56c-f20ba3a7c83b',
    slug: 'dice',
    name: 'Dice',
    provider: 'Palpite Originals',
    category: 'dice',
    engine: 'dice',
    rtpExact: figure(FIGURES.dice),
    rtpBasis: 'every target',
    volatility: 'medium',
    maxWinMultiplier: 9900,
    demoAvailable: true,
  },
];

export const IN_HOUSE_GAMES: readonly InHouseGame[] = DEFINITIONS.map(({ rtpOptions, ...definition }) => {
  const options = (rtpOptions ?? [definition.rtpExact]).map(toNumber);
  return {
    ...definition,
    rtp: toNumber(definition.rtpExact),
    rtpRange: { min: Math.min(...options), max: Math.max(...options) },
    image: `/images/games/${definition.uuid}.webp`,
  };
});

export function findGame(uuidOrSlug: string): InHouseGame | undefined {
  return IN_HOUSE_GAMES.find((game) => game.uuid === uuidOrSlug || game.slug === uuidOrSlug);
}

/** An RTP as shown to players, e.g. "96.01%". */
export function formatRtp(game: Pick<InHouseGame, 'rtp'>): string {
  return `${(Math.floor(game.rtp * 10000) / 100).toFixed(2)}%`;
}
