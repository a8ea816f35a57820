import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LineIcon, Modal, nextTabIndex, paths, useMode, useTranslation } from '@palpite/shared';
import { GameResults } from './GameResults.tsx';
import { MatchResults } from './MatchResults.tsx';
import { ProviderResults } from './ProviderResults.tsx';
import { nextFocusIndex, type SearchTab } from './search-logic.ts';
import styles from './SearchOverlay.module.css';

const TABS: readonly SearchTab[] = ['games', 'providers', 'matches'];

/**
 * The dialog: search box with its shortcut hint, Game and Providers tabs (spec §2) and a Matches tab
 * (teams and leagues), which is the one open first in Sports mode; the list.
 */
export function SearchDialog({ shortcut, onClose }: { shortcut: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [mode] = useMode();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<SearchTab>(mode === 'Sports' ? 'matches' : 'games');
  const placeholder = tab === 'matches' ? t('search.placeholderMatches') : t('search.placeholder');

  const go = (to: string) => {
    onClose();
    navigate(to);
  };

  // Arrow keys move between the box and the results (the list's buttons, in order).
  const onListKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-result]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = nextFocusIndex(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    (next === -1 ? inputRef.current : items[next])?.focus();
  };

  const onTabKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, TABS.indexOf(tab), TABS.length);
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <Modal open title={t('search.title')} onClose={onClose} initialFocus={inputRef} size="medium">
      <div className={styles.body} onKeyDown={onListKeys} ref={listRef}>
        <div className={styles.box}>
          <LineIcon className={styles.icon} strokeWidth={2} roundJoins={false}>
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.7-3.7" />
          </LineIcon>
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            aria-label={placeholder}
            aria-describedby={`${baseId}-hint`}
            placeholder={placeholder}
            value={query}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <span id={`${baseId}-hint`} className="visually-hidden">
            {t('search.hint', { shortcut })}
          </span>
          <kbd className={styles.hint} aria-hidden="true">
            {shortcut}
          </kbd>
        </div>
        <div role="tablist" aria-label={t('search.tabs')} className={styles.tabs} onKeyDown={onTabKeys}>
          {TABS.map((item, index) => (
            <button
              key={item}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item}`}
              aria-selected={tab === item}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === item ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(item)}
            >
              {t(`search.tab.${item}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className={styles.panel}>
          {tab === 'games' ? (
            <GameResults query={query} onPick={(uuid) => go(paths.gameDetails(uuid))} />
          ) : tab === 'providers' ? (
            <ProviderResults query={query} onPick={(slug) => go(`${paths.games()}?provider=${encodeURIComponent(slug)}`)} />
          ) : (
            <MatchResults query={query} onPick={(match) => go(paths.match(match))} />
          )}
        </div>
      </div>
    </Modal>
  );
}
