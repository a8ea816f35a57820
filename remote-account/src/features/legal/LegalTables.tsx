import { formatCentavos, STORAGE_KEYS } from '@palpite/shared';
import { BONUS_TERMS, DEFAULT_DEPOSIT_LIMITS, PROCESSING_TIMES } from '@palpite/shared/terms';
import { depositMethodsFor, formatShare, processingTime } from './legal-figures.ts';
import type { LegalText } from './legal-text.tsx';
import styles from './LegalPage.module.css';

/**
 * The host keeps the last registry document that worked under this local-storage key
 * (host/src/features/remotes/registry.ts, `LAST_KNOWN_GOOD_KEY`); the privacy policy names it.
 */
export const REGISTRY_CACHE_KEY = 'palpite.registry.lastKnownGood';

/** Per-method deposit limits and crediting times (terms §Deposits) of the methods the site accepts, straight from the config. */
export function DepositLimitsTable({ text }: { text: LegalText }) {
  const { t } = text;
  const labels = {
    minimum: t('legal.depositTable.minimum'),
    maximum: t('legal.depositTable.maximum'),
    processing: t('legal.depositTable.processing'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stacked}`}>
        <caption className={styles.caption}>{t('legal.depositTable.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('legal.depositTable.method')}</th>
            <th scope="col">{labels.minimum}</th>
            <th scope="col">{labels.maximum}</th>
            <th scope="col">{labels.processing}</th>
          </tr>
        </thead>
        <tbody>
          {depositMethodsFor(text.jurisdiction).map((method) => {
            const limits = DEFAULT_DEPOSIT_LIMITS[method];
            return (
              <tr key={method} data-method={method}>
                <th scope="row">{t(`payments.methods.${method}`, { ns: 'common' })}</th>
                <td data-label={labels.minimum} className={styles.amount}>
                  {formatCentavos(limits.minCentavos)}
                </td>
                <td data-label={labels.maximum} className={styles.amount}>
                  {formatCentavos(limits.maxCentavos)}
                </td>
                <td data-label={labels.processing} className={styles.capitalised}>
                  {processingTime(t, PROCESSING_TIMES[method])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** How much of a stake counts towards a bonus's wagering, by game category, then sports. */
export function ContributionsTable({ text }: { text: LegalText }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.compactHeads}`}>
        <caption className={styles.caption}>{text.text('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text.text('category')}</th>
            <th scope="col">{text.text('share')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(BONUS_TERMS.contributionByCategory).map(([category, share]) => (
            <tr key={category} data-category={category}>
              <th scope="row">{text.text(`categories.${category}`, { defaultValue: category })}</th>
              <td className={styles.amount}>{formatShare(share, text.language)}</td>
            </tr>
          ))}
          <tr data-category="sports">
            <th scope="row">{text.text('sports')}</th>
            <td>{text.text('sportsShare')}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The local-storage keys the site writes (spec §3) and what each one is for. */
export function StorageKeysTable({ text }: { text: LegalText }) {
  const rows: [string, string][] = [
    ...Object.entries(STORAGE_KEYS).map(([name, key]): [string, string] => [key, text.text(`keys.${name}`)]),
    [REGISTRY_CACHE_KEY, text.text('keys.registry')],
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.blocks}`}>
        <caption className={styles.caption}>{text.text('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text.text('key')}</th>
            <th scope="col">{text.text('purpose')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, purpose]) => (
            <tr key={key}>
              <th scope="row">
                <code className={styles.code}>{key}</code>
              </th>
              <td>{purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
