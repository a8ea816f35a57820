import { useId } from 'react';
import { Link } from 'react-router-dom';
import { siteJurisdictionAtom, todayInBrazil, useAtomValue, useServerNow, useTranslation } from '@palpite/shared';
import { LogoMark } from '../Logo.tsx';
import { BR_PAYMENT_METHODS, LEGAL_LINKS, PAYMENT_METHODS } from '../menu.ts';
import styles from './Footer.module.css';

/** The site footer (spec §2): legal links, 18+ and responsible gambling, payment methods. */
export function Footer() {
  const { t } = useTranslation('shell');
  const legalId = useId();
  const paymentsId = useId();
  const methods = useAtomValue(siteJurisdictionAtom) === 'br' ? BR_PAYMENT_METHODS : PAYMENT_METHODS;
  // Brazil's year on the server's clock: a device a day off around New Year showed the other year.
  const { year } = todayInBrazil(useServerNow());
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <LogoMark size={28} />
            <span>{t('brand.name')}</span>
          </p>
          <p className={styles.muted}>{t('footer.tagline')}</p>
          <p className={styles.responsible}>
            <span className={styles.adults} role="img" aria-label={t('footer.adultsOnlyLabel')}>
              {t('footer.adultsOnly')}
            </span>
            <span>{t('footer.responsibleLine')}</span>
          </p>
        </div>
        <nav aria-labelledby={legalId} className={styles.legal}>
          <p id={legalId} className={styles.heading}>
            {t('footer.legalLabel')}
          </p>
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.payments}>
          <p id={paymentsId} className={styles.heading}>
            {t('footer.paymentsTitle')}
          </p>
          <ul className={styles.badges} aria-labelledby={paymentsId}>
            {methods.map((method) => (
              <li key={method} className={[styles.badge, method === 'pix' ? styles.pix : ''].join(' ')}>
                {t(`footer.payments.${method}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
