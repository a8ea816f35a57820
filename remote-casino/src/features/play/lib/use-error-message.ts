import { useCallback } from 'react';
import { failedCallText, i18n, useTranslation, type ApiErrorView } from '@palpite/shared';
import { errorMessage } from './api-error.ts';

/** `describe(error)` → the translated message of a failed call. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('casino');
  return useCallback(
    (error: unknown) =>
      errorMessage(
        error,
        (key, options) => t(key, options),
        (key) => i18n.exists(key, { ns: 'common' }),
      ),
    [t],
  );
}

/**
 * `textOf(view)` → the message of a failed call kept as `readApiError(error)`, in the language
 * shown now (the SDK's `failedCallText`, for the components that pass the text maker on). Call it
 * while drawing: a message kept as text stays in the language it came in.
 */
export function useApiErrorText(): (view: ApiErrorView) => string {
  const { t } = useTranslation('casino');
  return useCallback((view: ApiErrorView) => failedCallText(view, t), [t]);
}

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
