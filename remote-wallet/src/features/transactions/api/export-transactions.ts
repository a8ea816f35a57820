import { api } from '@palpite/shared';
import { fileNameFromDisposition } from '../../../lib/download.ts';
import { rangeParams } from '../../../lib/history.ts';
import type { TransactionFilters } from './get-transactions.ts';

/**
 * `GET /wallet/transactions/export?action&from&to`: every matching line as a CSV attachment,
 * fetched with the player's token (a plain link could not send it). Fails with 404
 * `transactions.nothingToExport`, 500 `transactions.exportFailed`.
 */
export async function exportTransactions(filters: TransactionFilters): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get('wallet/transactions/export', {
    searchParams: { action: filters.action, ...rangeParams(filters) },
    headers: { Accept: 'text/csv' },
  });
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), 'palpite-transactions.csv') };
}
