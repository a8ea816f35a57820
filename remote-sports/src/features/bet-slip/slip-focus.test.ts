import { describe, expect, it } from 'vitest';
import { neighbourOf } from './slip-focus.ts';

describe('the pick that takes the focus after a removal', () => {
  it('is the next one, else the previous one, else none', () => {
    expect(neighbourOf(['a', 'b', 'c'], 'b')).toBe('c');
    expect(neighbourOf(['a', 'b', 'c'], 'a')).toBe('b');
    expect(neighbourOf(['a', 'b', 'c'], 'c')).toBe('b');
    expect(neighbourOf(['a'], 'a')).toBeNull();
    expect(neighbourOf(['a', 'b'], 'x')).toBeNull();
  });
});
