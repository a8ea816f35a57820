import { useEffect, useRef, type RefObject } from 'react';
import { LANGUAGE_LABELS, LANGUAGES, eventBus, isLanguage, scrollBehavior, useTranslation, DEFAULT_LANGUAGE, type Language } from '@palpite/shared';
import { Icon } from './icons/Icon.tsx';
import { pickLanguage } from './pick-language.ts';
import { useDropdown } from './hooks/useDropdown.ts';
import dropdown from './topbar/Dropdown.module.css';
import iconButton from './topbar/IconButton.module.css';
import styles from './LanguagePicker.module.css';

const SHORT: Record<Language, string> = { 'pt-BR': 'PT', en: 'EN', tr: 'TR' };

/**
 * The language choice (spec §1): the three languages under their own names. `topbar` is a
 * compact globe button with a floating list; `sidebar` is a full-width row that opens in place.
 */
export function LanguagePicker({ variant }: { variant: 'topbar' | 'sidebar' }) {
  const { t, i18n } = useTranslation('shell');
  const { open, close, rootRef, panelId, triggerProps } = useDropdown(variant === 'topbar' ? 'language' : 'sidebarLanguage');
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const listRef = useRef<HTMLUListElement>(null);
  useRevealOpenedList(listRef, open && variant === 'sidebar');

  const choose = (language: Language) => {
    close();
    triggerProps.ref.current?.focus();
    // A failed switch leaves the page, and so this picker, in the language i18next still shows: say so (politely, as a toast).
    void pickLanguage(language).then((switched) => {
      if (!switched) eventBus.emit('toast', { tone: 'error', message: t('languageChangeFailed'), id: 'language-change-failed' });
    });
  };

  return (
    <div ref={rootRef} className={variant === 'topbar' ? dropdown.root : styles.sidebarRoot}>
      {variant === 'topbar' ? (
        <button
          type="button"
          className={iconButton.button}
          aria-label={t('topbar.language', { language: LANGUAGE_LABELS[current], code: SHORT[current] })}
          {...triggerProps}
        >
          <Icon name="globe" />
          <span className={styles.code} aria-hidden="true">
            {SHORT[current]}
          </span>
        </button>
      ) : (
        <button type="button" className={styles.sidebarTrigger} {...triggerProps}>
          <Icon name="globe" />
          <span className={styles.sidebarLabel}>{t('sidebar.language')}</span>
          <span className={styles.sidebarValue}>{LANGUAGE_LABELS[current]}</span>
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </button>
      )}
      {open ? (
        <ul ref={listRef} id={panelId} className={[dropdown.list, variant === 'topbar' ? dropdown.panel : styles.sidebarPanel].join(' ')}>
          {LANGUAGES.map((language) => (
            <li key={language}>
              <button
                type="button"
                lang={language}
                className={dropdown.item}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => choose(language)}
              >
                <span className={styles.badge} aria-hidden="true">
                  {SHORT[language]}
                </span>
                {LANGUAGE_LABELS[language]}
                {language === current ? <Icon name="check" size={18} className={dropdown.check} /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The sidebar's list opens in place at the foot of the drawer, below the bottom of a phone's
 * screen: the drawer scrolls just far enough to show it (the top bar's list floats in view).
 */
function useRevealOpenedList(listRef: RefObject<HTMLElement | null>, opened: boolean): void {
  useEffect(() => {
    if (opened) listRef.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [listRef, opened]);
}
