import { Button, Notice, useTranslation } from '@palpite/shared';
import { useErrorMessage } from '../play/lib/use-error-message.ts';

/** A list that could not load: the reason and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('casino');
  const describe = useErrorMessage();
  return (
    <div>
      <Notice tone="error">{describe(error)}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
