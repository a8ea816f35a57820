import { useId } from 'react';
import { useTranslation } from '@palpite/shared';
import styles from './Dashboard.module.css';

/** The email-marketing preference as a switch: a real checkbox, drawn as a toggle. */
export function MarketingToggle({ checked, onChange, className }: { checked: boolean; onChange: (checked: boolean) => void; className?: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className={[styles.toggleField, className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name="email_marketing"
        className={styles.switch}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-text`}
      />
      <label htmlFor={id} className={styles.toggleLabel}>
        {t('dashboard.form.marketing')}
      </label>
      <p id={`${id}-text`} className={styles.toggleText}>
        {t('dashboard.form.marketingText')}
      </p>
    </div>
  );
}
