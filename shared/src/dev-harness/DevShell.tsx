import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_LABELS, LANGUAGES } from '../i18n/languages.ts';
import type { RemoteName } from '../routes/route-table.ts';
import type { HarnessRoute } from './harness-routes.ts';
import styles from './DevShell.module.css';

interface DevShellProps {
  remote: RemoteName;
  links: readonly HarnessRoute[];
  children: ReactNode;
}

/** The harness's stand-in for the host shell: the remote's name, a language picker, its pages. */
export function DevShell({ remote, links, children }: DevShellProps) {
  const { t, i18n } = useTranslation(remote);
  const languageId = useId();
  return (
    <>
      <header className={styles.strip}>
        <p className={styles.brand}>
          Palpite · {t('dev.name')} <span className={styles.badge}>{t('dev.standalone')}</span>
        </p>
        <div className={styles.language}>
          <label htmlFor={languageId}>{t('dev.language')}</label>
          <select id={languageId} value={i18n.language} onChange={(event) => void changeLanguage(event.target.value)} className={styles.select}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_LABELS[language]}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t('dev.pages')} className={styles.nav}>
          <ul className={styles.links}>
            {links.map(({ route, href }) => (
              <li key={route.id}>
                <NavLink to={href} end className={({ isActive }) => [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ')}>
                  {t(`${route.page}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">{children}</main>
    </>
  );
}
