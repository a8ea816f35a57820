import { describe, expect, it } from 'vitest';
import { NetworkError, TimeoutError } from 'ky';
import { errorMessage } from './api-error.ts';

const t = (key: string) => key;
const known = () => true;

describe('errorMessage', () => {
  it('says "no connection" for any call that got no answer: ky’s network error, fetch’s TypeError, a timeout', () => {
    const request = new Request('http://localhost/api/palpite/games/blackjack/hands', { method: 'POST' });
    expect(errorMessage(new NetworkError(request), t, known)).toBe('networkError');
    expect(errorMessage(new TypeError('Failed to fetch'), t, known)).toBe('networkError');
    expect(errorMessage(new TimeoutError(request), t, known)).toBe('networkError');
    expect(errorMessage(new Error('boom'), t, known)).toBe('unexpectedError');
  });
});
