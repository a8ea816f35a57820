/**
 * X-Time-Zone picks the calendar of date filters: a zone this runtime knows, else Brazil's, never
 * an error (the routes' own tests show the days it gives: bets, wallet history, results).
 */
import { describe, expect, it } from 'vitest';
import { BRAZIL_TIME_ZONE } from '@palpite/shared/contract';
import { knownTimeZone, viewerTimeZone } from './time-zone.ts';

const withHeader = (value: string | string[] | undefined) => ({ headers: value === undefined ? {} : { 'x-time-zone': value } });

describe('the viewer’s time zone', () => {
  it('is the zone X-Time-Zone names, as Intl spells it', () => {
    expect(viewerTimeZone(withHeader('Pacific/Kiritimati'))).toBe('Pacific/Kiritimati');
    expect(viewerTimeZone(withHeader('America/Rio_Branco'))).toBe('America/Rio_Branco');
    expect(viewerTimeZone(withHeader('Etc/GMT+5'))).toBe('Etc/GMT+5');
    expect(viewerTimeZone(withHeader('UTC'))).toBe('UTC');
    expect(knownTimeZone('europe/lisbon')).toBe('Europe/Lisbon');
  });

  it('is Brazil’s without the header, or with anything that names no zone', () => {
    expect(viewerTimeZone(withHeader(undefined))).toBe(BRAZIL_TIME_ZONE);
    for (const nonsense of [
      '',
      'Mars/Olympus',
      '../',
      '../../etc/passwd',
      'A'.repeat(500),
      `Europe/${'x'.repeat(70)}`,
      '+05:00',
      'America/Sao_Paulo\r\nX: 1',
      ' UTC',
    ]) {
      expect(viewerTimeZone(withHeader(nonsense)), nonsense).toBe(BRAZIL_TIME_ZONE);
    }
    // Sent twice: no one zone.
    expect(viewerTimeZone(withHeader(['Pacific/Kiritimati', 'UTC']))).toBe(BRAZIL_TIME_ZONE);
  });

  it('takes no name longer than 64 characters to Intl', () => {
    expect(knownTimeZone('America/Argentina/ComodRivadavia')).not.toBeNull();
    expect(knownTimeZone(`America/${'A'.repeat(57)}`)).toBeNull();
  });
});
