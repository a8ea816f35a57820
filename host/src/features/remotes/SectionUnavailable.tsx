import { Button, LineIcon, useTranslation, type RemoteName, type WidgetSlot } from '@palpite/shared';
import styles from './SectionUnavailable.module.css';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  compact?: boolean | undefined;
  title?: string | undefined;
  slot?: WidgetSlot | undefined;
}

export function SectionUnavailable({ remote, onRetry, compact = false, title, slot }: Props) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={[styles.panel, compact ? styles.compact : ''].join(' ')} data-testid={`remote-unavailable-${remote}`} data-slot={slot}>
      {compact ? null : (
        <LineIcon className={styles.icon} size={48} strokeWidth={2}>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </LineIcon>
      )}
      <p className={styles.title}>{title ?? t('errors.sectionUnavailable')}</p>
      {compact ? null : <p className={styles.hint}>{t('errors.sectionUnavailableHint')}</p>}
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
