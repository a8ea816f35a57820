import { describe, expect, it } from 'vitest';
import { resultDistribution, spotRtps } from './baccarat/baccarat.ts';
import { computeGameValue } from './blackjack/strategy.ts';
import { IN_HOUSE_GAMES, PROVIDERS, findGame, formatRtp } from './catalogue.ts';
import { DICE_MAX_MULTIPLIER, DICE_RTP } from './dice/dice.ts';
import { KENO_MAX_MULTIPLIER, kenoRtp } from './keno/keno.ts';
import { type Rational, ONE, add, equals, toNumber } from './math/rational.ts';
import { ROULETTE_RTP } from './roulette/roulette.ts';
import { analyseClassic } from './slots/classic.ts';
import { analyseVideoSlot } from './slots/video.ts';
import { analyseWays } from './slots/ways.ts';
import { VIDEO_POKER_MAX_MULTIPLIER, VIDEO_POKER_OPTIMAL_RTP } from './videopoker/videopoker.ts';

describe('in-house game catalogue', () => {
  it('gives every game a stable v4-format id, a slug, an image and a known studio', () => {
    expect(IN_HOUSE_GAMES).toHaveLength(9);
    expect(new Set(IN_HOUSE_GAMES.map((game) => game.uuid)).size).toBe(9);
    expect(new Set(IN_HOUSE_GAMES.map((game) => game.slug)).size).toBe(9);
    for (const game of IN_HOUSE_GAMES) {
      expect(game.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(game.image).toBe(`/images/games/${game.uuid}.webp`);
      expect(PROVIDERS).toContain(game.provider);
      expect(game.demoAvailable).toBe(true);
      expect(game.rtpRange.min).toBeLessThanOrEqual(game.rtp);
      expect(game.rtpRange.max).toBeGreaterThanOrEqual(game.rtp);
      expect(findGame(game.slug)).toBe(game);
      expect(findGame(game.uuid)).toBe(game);
    }
    expect(new Set(IN_HOUSE_GAMES.map((game) => game.provider)).size).toBe(3);
  });

  it('files each game under the category the bonus rules use', () => {
    expect(Object.fromEntries(IN_HOUSE_GAMES.map((game) => [game.engine, game.category]))).toEqual({
      'slots.classic': 'slots',
      'slots.video': 'slots',
      'slots.ways': 'slots',
      'roulette.european': 'table',
      blackjack: 'table',
      baccarat: 'table',
      'videopoker.jacks_or_better': 'video_poker',
      keno: 'keno',
      dice: 'dice',
    });
  });

  it('states the RTPs and maximum wins the engines compute', { timeout: 30_000 }, () => {
    const byEngine = Object.fromEntries(IN_HOUSE_GAMES.map((game) => [game.engine, game]));
    const same = (engine: string, value: Rational) => expect(equals(byEngine[engine]!.rtpExact, value), engine).toBe(true);
    const classic = analyseClassic();
    const video = analyseVideoSlot();
    const ways = analyseWays();
    same('slots.classic', classic.rtp);
    same('slots.video', video.rtp);
    same('slots.ways', ways.rtp);
    same('roulette.european', ROULETTE_RTP);
    same('blackjack', add(ONE, computeGameValue().expectedReturn));
    same('baccarat', spotRtps(resultDistribution()).banker);
    same('videopoker.jacks_or_better', VIDEO_POKER_OPTIMAL_RTP);
    same('dice', DICE_RTP);
    const kenoRtps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((picks) => toNumber(kenoRtp(picks)));
    expect(byEngine.keno!.rtpRange).toEqual({ min: Math.min(...kenoRtps), max: Math.max(...kenoRtps) });
    expect(byEngine['slots.classic']!.maxWinMultiplier).toBe(toNumber(classic.maxMultiplier));
    expect(byEngine['slots.video']!.maxWinMultiplier).toBe(toNumber(video.maxMultiplier));
    expect(byEngine['slots.ways']!.maxWinMultiplier).toBe(toNumber(ways.maxMultiplier));
    expect(byEngine['slots.classic']!.volatility).toBe(classic.volatility);
    expect(byEngine.keno!.maxWinMultiplier).toBe(KENO_MAX_MULTIPLIER);
    expect(byEngine.dice!.maxWinMultiplier).toBe(DICE_MAX_MULTIPLIER);
    expect(byEngine['videopoker.jacks_or_better']!.maxWinMultiplier).toBe(VIDEO_POKER_MAX_MULTIPLIER);
    expect(formatRtp(byEngine['roulette.european']!)).toBe('97.29%');
  });
});
