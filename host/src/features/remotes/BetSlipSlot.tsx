import { useTranslation } from '@palpite/shared';
import { RemoteWidget } from './RemoteWidget.tsx';
import styles from './BetSlipSlot.module.css';

/**
 * The Sports bet slip's host slot. It floats outside <main>, so without a landmark of its own its
 * button and panel sat outside every one (axe `region`): a screen reader's landmark list skipped it.
 */
export function BetSlipSlot() {
  const { t } = useTranslation('shell');
  return (
    <aside className={styles.slot} aria-label={t('betSlipLandmark')}>
      <RemoteWidget remote="sports" slot="betSlip" />
    </aside>
  );
}
