import { Button, Notice, failedCallText, readApiError, useTranslation } from '@palpite/shared';

/** A list that could not load: the reason and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('casino');
  return (
    <div>
      <Notice tone="error">{failedCallText(readApiError(error), t)}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
