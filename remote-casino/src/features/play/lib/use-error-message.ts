import { useCallback } from 'react';
import { i18n, useTranslation } from '@palpite/shared';
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
