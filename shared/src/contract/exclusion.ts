import { formatDateTime } from '../format/date.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * When a break or self-exclusion ends, as the pages and the API's refusals write it (`{{until}}` in
 * `rg.errors.onBreak` and `rg.errors.selfExcluded`): the way the site writes every instant,
 * `3 de dez. de 2026, 00:41` (pt-BR), `Dec 3, 2026, 12:41 AM` (en), in the viewer's time zone — the
 * device's on a page, the request's `X-Time-Zone` in the API — so it matches the other times the
 * player sees beside it.
 */
export function exclusionUntilText(endMs: number, language: Language, timeZone?: string): string {
  return formatDateTime(endMs, language, timeZone) ?? '';
}
