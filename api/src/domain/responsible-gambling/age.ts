/** Spec §9: players must be 18 or older, checked against the birthdate on the São Paulo calendar. */
import { ageInYears, localDateOf, parseLocalDate } from '../withdrawals/calendar.ts';

export type AgeCheck = { ok: true; ageYears: number } | { ok: false; reason: 'invalid_date' | 'in_future' | 'under_age' };

export function checkAge(birthdate: string, nowMs: number, minimumAgeYears: number, timeZone: string): AgeCheck {
  const birth = parseLocalDate(birthdate);
  if (!birth || birth.year < 1900) return { ok: false, reason: 'invalid_date' };
  const age = ageInYears(birth, localDateOf(nowMs, timeZone));
  if (age < 0) return { ok: false, reason: 'in_future' };
  return age >= minimumAgeYears ? { ok: true, ageYears: age } : { ok: false, reason: 'under_age' };
}
