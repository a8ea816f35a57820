import { useState } from 'react';
import { Button, LineIcon, readApiError, Spinner, useTranslation, saveBlob } from '@palpite/shared';
import { exportTransactions } from './api/export-transactions.ts';
import type { TransactionFilters } from './api/get-transactions.ts';
import styles from './Transactions.module.css';

type ExportFailure = 'transactions.nothingToExport' | 'transactions.exportFailed';

/**
 * Downloads the filtered history as CSV; says it started, or why when there is nothing to export or it failed.
 * `empty`: the list on screen has loaded with no line for these filters, so there is nothing to ask for
 * (the API's 404 would also show as an error in the browser's console). `disabled`: the dates are
 * wrong. Busy or off, the button is never `disabled`: it keeps the keyboard focus (a disabled one
 * drops it to the page) and, off, says why.
 */
export function ExportButton({ filters, disabled, empty }: { filters: TransactionFilters; disabled: boolean; empty: boolean }) {
  const { t } = useTranslation('wallet');
  // The failure's `common` key, translated as it is drawn: a language picked meanwhile turns it too.
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; key: ExportFailure }>({ kind: 'idle' });

  async function onExport() {
    if (empty) {
      setState({ kind: 'failed', key: 'transactions.nothingToExport' });
      return;
    }
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await exportTransactions(filters);
      saveBlob(blob, fileName);
      setState({ kind: 'done' });
    } catch (error) {
      const key = readApiError(error).messageKey === 'transactions.nothingToExport' ? 'transactions.nothingToExport' : 'transactions.exportFailed';
      setState({ kind: 'failed', key });
    }
  }

  const busy = state.kind === 'busy';
  return (
    <div className={styles.export}>
      {/* The wrong date itself is said where it is, under its field or in the range alert. */}
      <Button variant="secondary" onClick={() => void onExport()} busy={busy} unavailableReason={disabled ? t('history.exportNeedsDates') : null}>
        {busy ? <Spinner /> : <DownloadIcon />}
        {busy ? t('history.exporting') : t('history.export')}
      </Button>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.exportFailed}>
          {t(state.key, { ns: 'common' })}
        </p>
      ) : null}
      {/* Always in the page, so the confirmation is announced when it appears; shown as well, since a
          browser may save the file without showing anything. */}
      <p role="status" className={state.kind === 'done' ? styles.exported : 'visually-hidden'}>
        {state.kind === 'done' ? t('history.exported') : ''}
      </p>
    </div>
  );
}

function DownloadIcon() {
  return (
    <LineIcon size={16} strokeWidth={2}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </LineIcon>
  );
}
