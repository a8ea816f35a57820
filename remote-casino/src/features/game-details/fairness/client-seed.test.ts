import { describe, expect, it } from 'vitest';
import { isValidClientSeed } from './client-seed.ts';

describe('client seed', () => {
  it('takes 1 to 64 characters', () => {
    expect(isValidClientSeed('a')).toBe(true);
    expect(isValidClientSeed('minha seed da sorte ✓')).toBe(true);
    expect(isValidClientSeed('x'.repeat(64))).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
  });

  it('refuses control characters', () => {
    expect(isValidClientSeed('tab\there')).toBe(false);
    expect(isValidClientSeed('line\n')).toBe(false);
    expect(isValidClientSeed('del\u007f')).toBe(false);
  });
});
