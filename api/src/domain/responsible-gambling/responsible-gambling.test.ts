import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcMs } from '../withdrawals/calendar.ts';
import { checkAge } from './age.ts';
import { exclusionEnd, exclusionInForce, exclusionRefusal, type ExclusionTerms } from './exclusion.ts';
import { breachedLimit, changeLimit, limitAt, NO_LIMIT, periodStartMs, withoutPendingLoosening } from './limits.ts';

const TZ = 'America/Sao_Paulo';
const HOUR_MS = 3_600_000;
const COOL_DOWN_MS = 24 * HOUR_MS;
/** Wednesday 18 November 2026, 15:00 in São Paulo (UTC−3). */
const NOW = utcMs(2026, 11, 18, 18);

describe('a break or self-exclusion starting', () => {
  it('drops a raise or removal still waiting out its cool-down, keeping the value in force', () => {
    const limited = changeLimit(NO_LIMIT, 10_00n, NOW, COOL_DOWN_MS);
    for (const requested of [5_000_00n, null]) {
      const waiting = changeLimit(limited, requested, NOW, COOL_DOWN_MS);
      const kept = withoutPendingLoosening(waiting, NOW + HOUR_MS);
      expect(kept).toEqual({ amountCentavos: 10_00n, pendingAmountCentavos: null, pendingFromMs: null });
      expect(limitAt(kept, NOW + 30 * COOL_DOWN_MS).amountCentavos).toBe(10_00n);
    }
    // A change already in force stays in force.
    const applied = changeLimit(limited, 900_00n, NOW, COOL_DOWN_MS);
    expect(withoutPendingLoosening(applied, NOW + COOL_DOWN_MS).amountCentavos).toBe(900_00n);
  });
});

describe('changing a limit', () => {
  it('applies a first limit and a decrease at once', () => {
    const first = changeLimit(NO_LIMIT, 500_00n, NOW, COOL_DOWN_MS);
    expect(first).toEqual({ amountCentavos: 500_00n, pendingAmountCentavos: null, pendingFromMs: null });
    expect(changeLimit(first, 100_00n, NOW, COOL_DOWN_MS)).toEqual({ amountCentavos: 100_00n, pendingAmountCentavos: null, pendingFromMs: null });
  });

  it('holds an increase or a removal for the cool-down, then applies it', () => {
    const limited = changeLimit(NO_LIMIT, 100_00n, NOW, COOL_DOWN_MS);
    const raised = changeLimit(limited, 900_00n, NOW, COOL_DOWN_MS);
    expect(raised).toEqual({ amountCentavos: 100_00n, pendingAmountCentavos: 900_00n, pendingFromMs: NOW + COOL_DOWN_MS });
    expect(limitAt(raised, NOW + COOL_DOWN_MS - 1).amountCentavos).toBe(100_00n);
    expect(limitAt(raised, NOW + COOL_DOWN_MS).amountCentavos).toBe(900_00n);
    const removed = changeLimit(limited, null, NOW, COOL_DOWN_MS);
    expect(limitAt(removed, NOW).amountCentavos).toBe(100_00n);
    expect(limitAt(removed, NOW + COOL_DOWN_MS).amountCentavos).toBeNull();
  });

  it('drops a pending increase when the player decreases or keeps the limit', () => {
    const raised = changeLimit(changeLimit(NO_LIMIT, 100_00n, NOW, COOL_DOWN_MS), 900_00n, NOW, COOL_DOWN_MS);
    expect(changeLimit(raised, 50_00n, NOW + HOUR_MS, COOL_DOWN_MS)).toEqual({ amountCentavos: 50_00n, pendingAmountCentavos: null, pendingFromMs: null });
    expect(changeLimit(raised, 100_00n, NOW + HOUR_MS, COOL_DOWN_MS)).toEqual({ amountCentavos: 100_00n, pendingAmountCentavos: null, pendingFromMs: null });
  });

  it('never lets the limit in force get looser before the cool-down', () => {
    const amount = fc.option(fc.bigInt({ min: 1n, max: 10n ** 9n }), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, fc.integer({ min: 0, max: 2 * COOL_DOWN_MS })), { maxLength: 12 }), (steps) => {
        let stored = NO_LIMIT;
        let at = NOW;
        for (const [requested, afterMs] of steps) {
          at += afterMs;
          const before = limitAt(stored, at).amountCentavos;
          stored = changeLimit(stored, requested, at, COOL_DOWN_MS);
          const now = limitAt(stored, at).amountCentavos;
          const looser = before !== null && (now === null || now > before);
          if (looser) return false;
        }
        return true;
      }),
    );
  });
});

describe('limit periods', () => {
  it('start at local midnight, on Sunday and on the 1st', () => {
    expect(periodStartMs('day', NOW, TZ)).toBe(utcMs(2026, 11, 18, 3));
    expect(periodStartMs('week', NOW, TZ)).toBe(utcMs(2026, 11, 15, 3));
    expect(periodStartMs('month', NOW, TZ)).toBe(utcMs(2026, 11, 1, 3));
  });

  it('name the first limit an amount would break, with what is left', () => {
    const uses = [
      { period: 'day' as const, limitCentavos: 100_00n, usedCentavos: 80_00n },
      { period: 'week' as const, limitCentavos: 150_00n, usedCentavos: 140_00n },
    ];
    expect(breachedLimit(uses, 5_00n)).toBeNull();
    expect(breachedLimit(uses, 15_00n)).toEqual({ ...uses[1], remainingCentavos: 10_00n });
    expect(breachedLimit(uses, 30_00n)).toEqual({ ...uses[0], remainingCentavos: 20_00n });
    expect(breachedLimit([{ period: 'day', limitCentavos: 100_00n, usedCentavos: -500_00n }], 100_00n)).toBeNull();
  });
});

describe('breaks and self-exclusion', () => {
  const terms: ExclusionTerms = { minBreakHours: 24, maxBreakMonths: 6, selfExclusionMonths: [6, 12, 60] };

  it('allow a break from 24 hours to 6 months', () => {
    expect(exclusionRefusal('break', { unit: 'hours', value: 23 }, null, NOW, terms, TZ)).toBe('break_too_short');
    expect(exclusionRefusal('break', { unit: 'hours', value: 24 }, null, NOW, terms, TZ)).toBeNull();
    expect(exclusionRefusal('break', { unit: 'months', value: 6 }, null, NOW, terms, TZ)).toBeNull();
    expect(exclusionRefusal('break', { unit: 'months', value: 7 }, null, NOW, terms, TZ)).toBe('break_too_long');
    expect(exclusionRefusal('break', { unit: 'indefinite' }, null, NOW, terms, TZ)).toBe('length_not_offered');
  });

  it('offer self-exclusion for the listed lengths or indefinitely', () => {
    expect(exclusionRefusal('self_exclusion', { unit: 'months', value: 12 }, null, NOW, terms, TZ)).toBeNull();
    expect(exclusionRefusal('self_exclusion', { unit: 'indefinite' }, null, NOW, terms, TZ)).toBeNull();
    expect(exclusionRefusal('self_exclusion', { unit: 'days', value: 3 }, null, NOW, terms, TZ)).toBe('length_not_offered');
  });

  it('can only be lengthened, never shortened', () => {
    const week = { kind: 'break' as const, untilMs: NOW + 7 * 24 * HOUR_MS };
    expect(exclusionRefusal('break', { unit: 'days', value: 2 }, week, NOW, terms, TZ)).toBe('would_shorten');
    expect(exclusionRefusal('break', { unit: 'days', value: 8 }, week, NOW, terms, TZ)).toBeNull();
    expect(exclusionRefusal('break', { unit: 'days', value: 30 }, { kind: 'self_exclusion', untilMs: null }, NOW, terms, TZ)).toBe('would_shorten');
  });

  it('count months on the local calendar', () => {
    expect(exclusionEnd({ unit: 'months', value: 6 }, NOW, TZ)).toBe(utcMs(2027, 5, 18, 18));
    expect(exclusionEnd({ unit: 'months', value: 1 }, utcMs(2027, 1, 31, 15), TZ)).toBe(utcMs(2027, 2, 28, 15));
  });

  it('bind until the last one ends', () => {
    const soon = { kind: 'break' as const, untilMs: NOW + HOUR_MS };
    const later = { kind: 'self_exclusion' as const, untilMs: NOW + 100 * HOUR_MS };
    expect(exclusionInForce([soon, later], NOW)).toBe(later);
    expect(exclusionInForce([soon], NOW + HOUR_MS)).toBeNull();
    expect(exclusionInForce([soon, { kind: 'self_exclusion', untilMs: null }], NOW)).toEqual({ kind: 'self_exclusion', untilMs: null });
  });
});

describe('age', () => {
  it('accepts players from their 18th birthday on the São Paulo calendar', () => {
    expect(checkAge('2008-11-18', NOW, 18, TZ)).toEqual({ ok: true, ageYears: 18 });
    expect(checkAge('2008-11-19', NOW, 18, TZ)).toEqual({ ok: false, reason: 'under_age' });
    // 02:30 UTC on the 19th is still 23:30 on the 18th in São Paulo: not 18 yet there.
    expect(checkAge('2008-11-19', utcMs(2026, 11, 19, 2, 30), 18, TZ)).toEqual({ ok: false, reason: 'under_age' });
  });

  it('refuses dates that are not real or lie ahead', () => {
    expect(checkAge('2001-02-29', NOW, 18, TZ)).toEqual({ ok: false, reason: 'invalid_date' });
    expect(checkAge('18/11/2000', NOW, 18, TZ)).toEqual({ ok: false, reason: 'invalid_date' });
    expect(checkAge('2030-01-01', NOW, 18, TZ)).toEqual({ ok: false, reason: 'in_future' });
  });
});
