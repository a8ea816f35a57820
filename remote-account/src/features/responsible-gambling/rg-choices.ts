/** The choices the responsible-gambling tools offer, and how they are named (pure). */
import type { ExclusionLength } from './api/responsible-gambling.ts';

/**
 * The largest limit the API takes, in reais: it reads at most 12 digits of reais (api
 * `domain/money.ts`) and answers anything larger with its "too large" message.
 */
export const MAX_LIMIT_REAIS = 999_999_999_999.99;

/** Reminder intervals in minutes; null switches reminders off. The terms' minimum is 30. */
export const REALITY_CHECK_CHOICES: readonly (number | null)[] = [null, 30, 45, 60, 90, 120];

export const BREAK_CHOICES: readonly ExclusionLength[] = [
  { unit: 'hours', value: 24 },
  { unit: 'hours', value: 48 },
  { unit: 'days', value: 7 },
  { unit: 'months', value: 1 },
  { unit: 'months', value: 3 },
  { unit: 'months', value: 6 },
];

/** Self-exclusion lengths: the terms' months, then indefinite. */
export function selfExclusionChoices(months: readonly number[]): ExclusionLength[] {
  return [...months.map((value) => ({ unit: 'months' as const, value })), { unit: 'indefinite' }];
}

/** A stable option value for a length: `hours:24`, `indefinite`. */
export function lengthValue(length: ExclusionLength): string {
  return length.unit === 'indefinite' ? 'indefinite' : `${length.unit}:${length.value}`;
}

/** The translation key and count naming a length (`rg.lengths.hours` with count 24). */
export function lengthLabel(length: ExclusionLength): { key: string; count?: number } {
  return length.unit === 'indefinite' ? { key: 'rg.lengths.indefinite' } : { key: `rg.lengths.${length.unit}`, count: length.value };
}
