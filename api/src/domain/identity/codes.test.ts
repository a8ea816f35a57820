import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeFromBytes, drawCode } from './codes.ts';

describe('six-digit codes', () => {
  it('are always six digits, or a rejection of the biased tail', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const code = codeFromBytes(bytes);
        if (code !== null) expect(code).toMatch(/^\d{6}$/);
      }),
    );
    expect(codeFromBytes(Uint8Array.from([0, 0, 0, 7]))).toBe('000007');
    expect(codeFromBytes(Uint8Array.from([255, 255, 255, 255]))).toBeNull();
  });

  it('draw again until a code comes out', () => {
    const draws = [Uint8Array.from([255, 255, 255, 255]), Uint8Array.from([0, 1, 0, 0])];
    expect(drawCode(() => draws.shift()!)).toBe('065536');
  });
});
