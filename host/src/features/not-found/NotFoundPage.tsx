import { Link } from 'react-router-dom';
import { buttonClassName, modeHomePath, useMode, useTranslation } from '@palpite/shared';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const [mode] = useMode();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.message')}</p>
      <Link to={modeHomePath(mode)} className={buttonClassName('primary')}>
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
