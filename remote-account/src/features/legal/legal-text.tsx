import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { matchRoute, Trans, useIsLoggedIn, useModals, useTranslation, type Jurisdiction, type Language } from '@palpite/shared';
import type { LegalFigures, Translate } from './legal-figures.ts';
import styles from './LegalPage.module.css';

/**
 * The texts of one part of a legal page (keys under a prefix of the `account` namespace), with
 * every figure of the terms available to interpolate: `{{minWithdrawal}}`, `{{bonusValidity}}`…
 */
export interface LegalText {
  language: Language;
  /** The site's profile: `br` states the Brazilian licence's rules where they differ. */
  jurisdiction: Jurisdiction;
  figures: LegalFigures;
  t: Translate;
  /** The plain text of `<prefix>.<key>`. */
  text(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** The text of `<prefix>.<key>` with `<strong>` and the given tags (`<page>…</page>`) as elements. */
  rich(key: string, components?: Readonly<Record<string, ReactElement>>, count?: number): ReactNode;
  /** The texts under `<prefix>.<key>`. */
  scope(key: string): LegalText;
}

export function legalText(t: Translate, language: Language, jurisdiction: Jurisdiction, figures: LegalFigures, prefix: string): LegalText {
  const full = (key: string) => `${prefix}.${key}`;
  return {
    language,
    jurisdiction,
    figures,
    t,
    text: (key, options) => t(full(key), { ...figures, ...options }),
    rich: (key, components, count) => (
      <Trans t={t} ns="account" i18nKey={full(key)} values={figures} components={components ?? {}} {...(count === undefined ? {} : { count })} />
    ),
    scope: (key) => legalText(t, language, jurisdiction, figures, full(key)),
  };
}

/** What the site's profile says where the two differ: `forProfile(text, { default: […], br: […] })`. */
export function forProfile<Value>(text: LegalText, values: Readonly<Record<Jurisdiction, Value>>): Value {
  return values[text.jurisdiction];
}

/** One paragraph per key. */
export function Paragraphs({ text, keys }: { text: LegalText; keys: readonly string[] }) {
  return (
    <>
      {keys.map((key) => (
        <p key={key}>{text.rich(key)}</p>
      ))}
    </>
  );
}

/** A bulleted list, one item per key. */
export function Bullets({ text, keys }: { text: LegalText; keys: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {keys.map((key) => (
        <li key={key}>{text.rich(key)}</li>
      ))}
    </ul>
  );
}

/** A highlighted remark inside a section (what applies when texts disagree, a caveat). */
export function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** An h3 block inside a section. */
export function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.subsection}>
      <h3 className={styles.subtitle}>{title}</h3>
      {children}
    </div>
  );
}

/**
 * Elements for the texts' link tags: `<mail>` (an address) and `<page>` (a page of the site; not
 * `<link>`, which HTML — and so the texts' parser — takes for an empty element).
 */
export function mailLink(address: string): ReactElement {
  return <a href={`mailto:${address}`} className={styles.link} />;
}

export function pageLink(to: string): ReactElement {
  return <PageLink to={to} />;
}

/** Stands in for the origin where only a link's path is wanted. */
const ANY_ORIGIN = 'https://palpite.invalid';

function needsLogin(to: string): boolean {
  return matchRoute(new URL(to, ANY_ORIGIN).pathname)?.route.meta.requiresAuth ?? false;
}

/**
 * A page of the site named in a text. A visitor cannot open a login-required one (the host sends
 * them from /user/* to "page not found", spec §4): for them the name says to log in, and opens
 * the warning, whose log in or sign up goes on to the page.
 */
function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('account');
  const loggedIn = useIsLoggedIn();
  const [, dispatchModal] = useModals();
  if (loggedIn || !needsLogin(to))
    return (
      <Link to={to} className={styles.link}>
        {children}
      </Link>
    );
  return (
    <button type="button" className={`${styles.link} ${styles.loginLink}`} onClick={() => dispatchModal({ type: 'showWarning', redirectTo: to })}>
      {children} <span className={styles.loginHint}>{t('legal.logInToOpen')}</span>
    </button>
  );
}
