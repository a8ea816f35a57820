import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LayoutSkeleton,
  Page,
  revealFocusedItem,
  siteJurisdictionAtom,
  useAtomValue,
  useTranslation,
  type Jurisdiction,
  type Language,
} from '@palpite/shared';
import { LEGAL_DOCS, LEGAL_UPDATED_ON, legalPath, type LegalDoc } from './legal-docs.ts';
import { sectionsFor, type LegalDocument } from './legal-document.ts';
import { legalFigures } from './legal-figures.ts';
import { legalText } from './legal-text.tsx';
import { ABOUT } from './docs/about.tsx';
import { BONUS_TERMS_DOC } from './docs/bonus-terms.tsx';
import { PRIVACY } from './docs/privacy.tsx';
import { RESPONSIBLE_GAMBLING } from './docs/responsible-gambling.tsx';
import { TERMS } from './docs/terms.tsx';
import styles from './LegalPage.module.css';

export const LEGAL_DOCUMENTS: Readonly<Record<LegalDoc, LegalDocument>> = {
  terms: TERMS,
  bonusTerms: BONUS_TERMS_DOC,
  privacy: PRIVACY,
  responsibleGambling: RESPONSIBLE_GAMBLING,
  about: ABOUT,
};

/** `22 de novembro de 2026` — the date is a calendar day, so it is read and shown in UTC. */
function formatUpdatedOn(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

interface LegalPageProps {
  doc: LegalDoc;
  /** Player tools shown above the document (e.g. responsible-gambling settings). */
  tools?: ReactNode;
}

/**
 * A legal or info page: the list of those pages beside the document — its last-updated date,
 * introduction, table of contents (long pages) and sections, every figure from the terms config.
 * The site's jurisdiction profile decides which rules it states, so until the shell knows it the
 * page holds its place rather than show a br player the other profile's terms.
 */
export function LegalPage(props: LegalPageProps) {
  const { t } = useTranslation('account');
  const jurisdiction = useAtomValue(siteJurisdictionAtom);
  if (jurisdiction === null)
    return (
      <Page title={t(`${props.doc}.title`)} busy>
        <LayoutSkeleton layout="text" />
      </Page>
    );
  return <LegalDocumentPage {...props} jurisdiction={jurisdiction} />;
}

function LegalDocumentPage({ doc, tools, jurisdiction }: LegalPageProps & { jurisdiction: Jurisdiction }) {
  const { t, i18n } = useTranslation('account');
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const sections = sectionsFor(LEGAL_DOCUMENTS[doc], jurisdiction);
  const figures = useMemo(() => legalFigures(t, language, jurisdiction), [t, language, jurisdiction]);
  const text = legalText(t, language, jurisdiction, figures, doc);
  const sectionTitle = (key: string) => text.scope(key).text('title');
  const tocId = `legal-toc-${doc}`;
  useScrollToAnchor();

  return (
    <div className={styles.root}>
      <Page title={t(`${doc}.title`)}>
        <div className={styles.layout}>
          <nav aria-label={t('legal.navLabel')} className={styles.nav}>
            {/* The list is what scrolls sideways on phones: a chip the keyboard reaches there shows whole. */}
            <ul className={styles.links} onFocus={revealFocusedItem}>
              {(Object.keys(LEGAL_DOCS) as LegalDoc[]).map((other) => (
                <li key={other}>
                  <NavLink to={legalPath(other)} end className={styles.navLink}>
                    {t(`${other}.title`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <article className={styles.article}>
            {tools}
            <header className={styles.intro}>
              <p className={styles.updated}>
                {t('legal.updated')} <time dateTime={LEGAL_UPDATED_ON[doc]}>{formatUpdatedOn(LEGAL_UPDATED_ON[doc], language)}</time>
              </p>
              <p className={styles.lead}>{text.rich('intro')}</p>
            </header>
            {LEGAL_DOCUMENTS[doc].toc ? (
              <nav aria-labelledby={tocId} className={styles.toc}>
                <p id={tocId} className={styles.tocTitle}>
                  {t('legal.tocLabel')}
                </p>
                <ol className={styles.tocList}>
                  {sections.map((section) => (
                    <li key={section.id}>
                      <Link to={{ hash: `#${section.id}` }} className={styles.tocLink}>
                        {sectionTitle(section.key)}
                      </Link>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <div className={styles.body}>
              {sections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
                  <h2 id={`${section.id}-title`} className={styles.sectionTitle} tabIndex={-1}>
                    {sectionTitle(section.key)}
                  </h2>
                  {section.render(text.scope(section.key))}
                </section>
              ))}
            </div>
          </article>
        </div>
      </Page>
    </div>
  );
}

/**
 * `/terms#withdrawals`: the page arrives after the router's own scroll (it loads on demand), so it
 * brings its section into view itself, and moves focus to the section's heading for keyboard and
 * screen-reader users (the table of contents' links land here too).
 */
function useScrollToAnchor() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    section.scrollIntoView?.({ block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [hash]);
}
