import { describe, expect, it } from 'vitest';
import { isIsoDate } from './iso-date.ts';

describe('an ISO date from the address', () => {
  it.each(['2026-02-28', '2024-02-29', '1000-01-01', '2026-12-31'])('takes %s', (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each(['2026-02-29', '2026-02-31', '2026-13-01', '2026-00-10', '0999-12-31', '28/02/2026', '2026-2-28', ' 2026-02-28', '2026-02-28T00:00', ''])(
    'refuses %j',
    (text) => {
      expect(isIsoDate(text)).toBe(false);
    },
  );
});
