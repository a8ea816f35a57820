import { useCallback } from 'react';
import { failedCallText, useTranslation, type ApiErrorView } from '@palpite/shared';

/**
 * Why a play failed, kept untranslated: the server's answer as `readApiError` reads it, or a
 * `casino` key of this app's own (an answer that never came). Said by `usePlayFailureText` while
 * drawing, so a language picked while it shows turns it too.
 */
export type PlayFailure = { answer: ApiErrorView } | { key: string };

/** `textOf(failure)` → a failed play's message in the language shown now. */
export function usePlayFailureText(): (failure: PlayFailure) => string {
  const { t } = useTranslation('casino');
  return useCallback((failure: PlayFailure) => ('key' in failure ? t(failure.key) : failedCallText(failure.answer, t)), [t]);
}
