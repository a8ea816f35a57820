import { afterEach, describe, expect, it, vi } from 'vitest';
import { adultCutoff } from './ProfileForm.tsx';

afterEach(() => {
  vi.useRealTimers();
  // Node reads TZ again whenever it is set: the other test files get the machine's zone back.
  vi.unstubAllEnvs();
});

describe('the birth date’s latest offered day', () => {
  it('is 18 years before Brazil’s today, not the device’s (a day ahead in Kiritimati)', () => {
    // 1 December 2026, 00:30 in Kiritimati (UTC+14): still 30 November in São Paulo, where the API counts the age.
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    vi.useFakeTimers({ now: new Date('2026-11-30T10:30:00Z'), toFake: ['Date'] });
    expect(new Date().getDate()).toBe(1);
    expect(adultCutoff()).toBe('2008-11-30');
  });

  it('is the 28th of February when today is the 29th and that year had none', () => {
    expect(adultCutoff({ year: 2028, month: 2, day: 29 })).toBe('2010-02-28');
    expect(adultCutoff({ year: 2026, month: 11, day: 30 })).toBe('2008-11-30');
  });
});
