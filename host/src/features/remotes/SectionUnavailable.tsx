import { Button, useTranslation, type RemoteName } from '@palpite/shared';
import styles from './SectionUnavailable.module.css';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  compact?: boolean | undefined;
}

export function SectionUnavailable({ remote, onRetry, compact = false }: Props) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={[styles.panel, compact ? styles.compact : ''].join(' ')} data-testid={`remote-unavailable-${remote}`}>
      {compact ? null : (
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </svg>
      )}
      <p className={styles.title}>{t('errors.sectionUnavailable')}</p>
      {compact ? null : <p className={styles.hint}>{t('errors.sectionUnavailableHint')}</p>}
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
