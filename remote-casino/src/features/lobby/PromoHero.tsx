import { Link } from 'react-router-dom';
import { buttonClassName, paths, routePath, useTranslation } from '@palpite/shared';
import styles from './PromoHero.module.css';

/** The lobby's banner advertising the welcome offer (spec §9). */
export function PromoHero() {
  const { t } = useTranslation('casino');
  return (
    <div className={styles.hero}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('welcome.eyebrow')}</p>
        <p className={styles.offer}>{t('welcome.offer')}</p>
        <p className={styles.details}>{t('welcome.details')}</p>
        <div className={styles.actions}>
          <Link to={paths.wallet()} className={buttonClassName('gold')}>
            {t('welcome.cta')}
          </Link>
          <Link to={routePath('bonusterm')} className={styles.terms}>
            {t('welcome.terms')}
          </Link>
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.coin}>R$</span>
        <span className={[styles.chip, styles.chipOne].join(' ')} />
        <span className={[styles.chip, styles.chipTwo].join(' ')} />
      </div>
    </div>
  );
}
