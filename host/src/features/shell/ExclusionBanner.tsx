import { Link } from 'react-router-dom';
import { paths, routePath, useExclusion, useTranslation, type ExclusionInForce } from '@palpite/shared';
import styles from './ExclusionBanner.module.css';

const TOOLS_PATH = routePath('responsibleGambling');

const MESSAGE_KEYS: Record<ExclusionInForce['messageKey'], string> = {
  'rg.errors.onBreak': 'exclusionBanner.onBreak',
  'rg.errors.selfExcluded': 'exclusionBanner.selfExcluded',
  'rg.errors.selfExcludedIndefinitely': 'exclusionBanner.selfExcludedIndefinitely',
};

/**
 * Under the top bar on every page while the player's break or self-exclusion lasts: when it ends,
 * that betting and deposits are closed and withdrawals open, with the way to both. Not dismissable:
 * a regulated site keeps saying it rather than let the first refused bet be the news. Gone when it ends.
 */
export function ExclusionBanner() {
  const { t } = useTranslation('shell');
  const exclusion = useExclusion();
  if (!exclusion) return null;
  return (
    <section className={styles.banner} aria-label={t('exclusionBanner.label')} data-exclusion={exclusion.kind}>
      <p className={styles.message}>{t(MESSAGE_KEYS[exclusion.messageKey], { until: exclusion.until })}</p>
      <p className={styles.links}>
        <Link to={paths.withdraw()} className={styles.link}>
          {t('exclusionBanner.withdraw')}
        </Link>
        <Link to={TOOLS_PATH} className={styles.link}>
          {t('exclusionBanner.tools')}
        </Link>
      </p>
    </section>
  );
}
