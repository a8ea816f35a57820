import { describe, expect, it } from 'vitest';
import { demoPath, playModeOf, withPlayMode } from './play-mode.ts';

describe('play mode in the address', () => {
  it('is demo only for ?mode=demo; anything else is real money', () => {
    expect(playModeOf(new URLSearchParams('mode=demo'))).toBe('demo');
    for (const search of ['', 'mode=real', 'mode=DEMO', 'mode=', 'other=demo']) {
      expect(playModeOf(new URLSearchParams(search))).toBe('real');
    }
  });

  it('writes demo as a parameter and real as its absence, keeping the other parameters', () => {
    const demo = withPlayMode(new URLSearchParams('tab=rules'), 'demo');
    expect(demo.toString()).toBe('tab=rules&mode=demo');
    expect(withPlayMode(demo, 'real').toString()).toBe('tab=rules');
    expect(playModeOf(withPlayMode(new URLSearchParams(), 'demo'))).toBe('demo');
  });

  it('links a game’s demo by its uuid, encoded', () => {
    expect(demoPath('sete da sorte')).toBe('/game/sete%20da%20sorte?mode=demo');
  });
});
