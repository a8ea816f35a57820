import { NavLink } from 'react-router-dom';
import { LayoutSkeleton, Page, Skeleton, useTranslation } from '@palpite/shared';
import { LEGAL_DOCS, legalPath, type LegalDoc } from './legal-docs.ts';
import styles from './LegalPage.module.css';

/** A legal or info page: the list of those pages, then the document (its text comes later). */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('account');
  return (
    <Page title={t(`${doc}.title`)}>
      <div className={styles.layout}>
        <nav aria-label={t('legal.navLabel')} className={styles.nav}>
          <ul className={styles.links}>
            {(Object.keys(LEGAL_DOCS) as LegalDoc[]).map((other) => (
              <li key={other}>
                <NavLink to={legalPath(other)} end className={styles.link}>
                  {t(`${other}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <article className={styles.article} aria-label={t(`${doc}.title`)} aria-busy="true">
          <p className={styles.updated}>
            {t('legal.updated')} <Skeleton width={96} height={12} className={styles.inline} />
          </p>
          {[6, 4, 5].map((lines, index) => (
            <div key={index} className={styles.section}>
              <Skeleton width="40%" height={20} />
              <LayoutSkeleton layout="text" count={lines} />
            </div>
          ))}
        </article>
      </div>
    </Page>
  );
}
