import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Notice, buttonClassName, failedCallText, readApiError, routePath, useTranslation } from '@palpite/shared';
import { isMissingTable } from './use-live-table.ts';
import styles from './LiveTable.module.css';

interface LiveTableFailedProps {
  failure: unknown;
  onRetry: () => void;
  /** How the page leaves the table itself (keeping its filter and moving the focus); else the link goes to the live lobby. */
  onLeave?: () => void;
}

/**
 * A table that could not be read. An unknown or closed table will not come back by asking again:
 * it says so and leads to the live tables; a lost answer or a server error offers to read it again.
 */
export function LiveTableFailed({ failure, onRetry, onLeave }: LiveTableFailedProps) {
  const { t } = useTranslation('casino');
  if (isMissingTable(failure)) {
    const leave = (event: MouseEvent) => {
      if (!onLeave) return;
      event.preventDefault();
      onLeave();
    };
    return (
      <div className={styles.failed}>
        <Notice tone="error">{t('live.table.notFound')}</Notice>
        <Link to={routePath('live')} onClick={leave} className={buttonClassName('secondary')}>
          {t('live.table.backToLobby')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.failed}>
      <Notice tone="error">{failedCallText(readApiError(failure), t)}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
