import { useState } from 'react';
import { Button, LineIcon, readApiError, Spinner, useTranslation, saveBlob } from '@palpite/shared';
import { exportTransactions } from './api/export-transactions.ts';
import type { TransactionFilters } from './api/get-transactions.ts';
import styles from './Transactions.module.css';

type ExportFailure = 'transactions.nothingToExport' | 'transactions.exportFailed';
/** `inputs`: what it was asked with (see `exportInputs`); an outcome is shown only for the inputs still on screen. */
type ExportState = ({ kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; key: ExportFailure }) & { inputs: string };

interface ExportButtonProps {
  filters: TransactionFilters;
  disabled: boolean;
  empty: boolean;
  /** The newest line listed (null: none): a new one arriving changes what there is to export. */
  newestLineId: string | null;
}

/** What an export's outcome is about: the filters asked, and the lines there were to export with them. */
function exportInputs(filters: TransactionFilters, newestLineId: string | null): string {
  return JSON.stringify([filters.action, filters.from, filters.to, newestLineId]);
}

/**
 * Downloads the filtered history as CSV; says it started, or why when there is nothing to export or it failed.
 * `empty`: the list on screen has loaded with no line for these filters, so there is nothing to ask for
 * (the API's 404 would also show as an error in the browser's console). `disabled`: the dates are
 * wrong. Busy or off, the button is never `disabled`: it keeps the keyboard focus (a disabled one
 * drops it to the page) and, off, says why. What it says goes once the filters or the lines change
 * (another action or period, a new line listed): it was about the ones it was asked with.
 */
export function ExportButton({ filters, disabled, empty, newestLineId }: ExportButtonProps) {
  const { t } = useTranslation('wallet');
  const inputs = exportInputs(filters, newestLineId);
  // The failure's `common` key, translated as it is drawn: a language picked meanwhile turns it too.
  const [state, setState] = useState<ExportState>({ kind: 'idle', inputs });
  // Dropped as it is drawn, so it never shows under other filters, nor comes back when they return.
  // A run still going keeps its spinner: its answer is dropped the same way when it lands.
  if ((state.kind === 'done' || state.kind === 'failed') && state.inputs !== inputs) setState({ kind: 'idle', inputs });

  async function onExport() {
    if (empty) {
      setState({ kind: 'failed', key: 'transactions.nothingToExport', inputs });
      return;
    }
    setState({ kind: 'busy', inputs });
    try {
      const { blob, fileName } = await exportTransactions(filters);
      saveBlob(blob, fileName);
      setState({ kind: 'done', inputs });
    } catch (error) {
      const key = readApiError(error).messageKey === 'transactions.nothingToExport' ? 'transactions.nothingToExport' : 'transactions.exportFailed';
      setState({ kind: 'failed', key, inputs });
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
