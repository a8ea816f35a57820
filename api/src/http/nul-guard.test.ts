import { describe, expect, it } from 'vitest';
import { containsNul } from './nul-guard.ts';

describe('containsNul', () => {
  it('finds a NUL character in any string, at any depth, keys included', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ user: { names: ['Ana', 'So\u0000uza'] } })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  });

  it('passes everything else', () => {
    expect(containsNul({ email: 'ana@example.com', amount: 10, tags: ['a', null, true], nested: { deep: 'ção' } })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul('\\u0000')).toBe(false);
  });
});
