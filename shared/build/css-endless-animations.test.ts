/**
 * An animation that never ends keeps the compositor drawing every frame: the casino's pulsing live
 * dots alone kept headless Chromium above one CPU core on an idle lobby (2026-11-28), and on a phone
 * they hold the GPU awake. Blinking must also stop within 5 s (WCAG 2.2.2). So an endless animation
 * is allowed only on a state that ends by itself, each listed here with that state.
 */
import { describe, expect, it } from 'vitest';
import { STYLESHEETS, withoutComments } from './stylesheets.ts';

const WHILE_A_STATE_LASTS: Readonly<Record<string, string>> = {
  'shared/src/ui/form/Field.module.css spin': 'a field or button waiting for its request',
  'shared/src/ui/Skeleton.module.css shimmer': 'placeholders while their content loads',
  'remote-account/src/features/verification/Verification.module.css indeterminate': 'a document uploading',
  'remote-casino/src/features/game-details/GameDetailsPage.module.css spin': 'a game loading',
  'remote-casino/src/features/play/slots/ReelGrid.module.css blur': 'the reels spinning',
  'remote-casino/src/features/play/roulette/RouletteClient.module.css roll': 'the wheel spinning',
  'remote-casino/src/features/live/table/LiveTable.module.css spin': 'a live round’s wheel spinning',
};

const NOT_A_NAME =
  /^(infinite|linear|ease(-in|-out|-in-out)?|step-(start|end)|normal|reverse|alternate(-reverse)?|none|forwards|backwards|both|running|paused|-?[\d.]+(m?s)?)$/;

/** The keyframes a sheet runs with `infinite` (in the shorthand or as the iteration count). */
function endlessAnimations(css: string): string[] {
  const names: string[] = [];
  for (const [, block = ''] of withoutComments(css).matchAll(/\{([^{}]*)\}/g)) {
    const shorthand = /(?:^|;)\s*animation\s*:([^;]*)/.exec(block)?.[1] ?? '';
    const endless = /\binfinite\b/.test(shorthand) || /animation-iteration-count\s*:\s*infinite/.test(block);
    if (!endless) continue;
    const named = /animation-name\s*:\s*([\w-]+)/.exec(block)?.[1];
    names.push(
      named ??
        shorthand
          .replace(/[\w-]+\([^)]*\)/g, ' ')
          .trim()
          .split(/\s+/)
          .find((token) => !NOT_A_NAME.test(token)) ??
        '?',
    );
  }
  return names;
}

describe('endless animations', () => {
  it.each(Object.entries(STYLESHEETS))('%s runs animations without end only while a state lasts', (file, css) => {
    const unlisted = endlessAnimations(css).filter((name) => !(`${file} ${name}` in WHILE_A_STATE_LASTS));
    expect(unlisted).toEqual([]);
  });

  it('reads the keyframes of an endless animation, and lets finite ones be', () => {
    expect(endlessAnimations('.a { animation: pulse 1.6s ease-in-out infinite; }\n.b { animation: fade 1s 3; }')).toEqual(['pulse']);
    expect(endlessAnimations('.c { animation-name: glow; animation-iteration-count: infinite; }')).toEqual(['glow']);
    expect(endlessAnimations('.d { animation: 2s steps(4, end) infinite spin; }')).toEqual(['spin']);
  });

  it('lists only animations that still exist', () => {
    const present = new Set(Object.entries(STYLESHEETS).flatMap(([file, css]) => endlessAnimations(css).map((name) => `${file} ${name}`)));
    expect(Object.keys(WHILE_A_STATE_LASTS).filter((entry) => !present.has(entry))).toEqual([]);
  });
});
