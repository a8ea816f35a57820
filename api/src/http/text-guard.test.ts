import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './text-guard.ts';

describe('hasUnstorableText', () => {
  it('finds a NUL character or a lone surrogate in any string, at any depth, keys included', () => {
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    expect(hasUnstorableText({ user: { names: ['Ana', 'So\u0000uza'] } })).toBe(true);
    expect(hasUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(hasUnstorableText(JSON.parse('{"home_team_name":"\\ud800"}'))).toBe(true);
    expect(hasUnstorableText({ reason: 'x\udc00' })).toBe(true);
    expect(hasUnstorableText({ reason: 'emoji cut in half \ud83d' })).toBe(true);
    expect(hasUnstorableText({ ['\ud800']: 'key' })).toBe(true);
  });

  it('passes everything else, whole surrogate pairs (emoji) included', () => {
    expect(hasUnstorableText({ email: 'ana@example.com', amount: 10, tags: ['a', null, true], nested: { deep: 'ção' } })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
    expect(hasUnstorableText('\\u0000')).toBe(false);
    expect(hasUnstorableText('Gol! ⚽😀🇧🇷')).toBe(false);
  });
});
