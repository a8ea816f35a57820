import { Suspense, useEffect, useState } from 'react';
import { useEvent } from '@palpite/shared';
import { useHistoryStep } from '../../hooks/use-history-step.ts';
import { lazyWithTexts } from '../../lazy-with-texts.ts';
import { shellDialogTexts } from '../../locales.ts';
import { isMacPlatform, isSearchShortcut } from './search-logic.ts';

// The dialog, its results, its game search and its texts load the first time a player opens it: the home page does not wait for them.
const SearchDialog = lazyWithTexts(() => import('./SearchDialog.tsx').then((module) => module.SearchDialog), shellDialogTexts);

function platformName(): string {
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  return withHints.userAgentData?.platform ?? navigator.platform ?? '';
}

/**
 * Spec §2 "Search overlay": opened by the top bar, the sidebars and the bottom bar (the
 * `open-search` event) and by Ctrl+K (Cmd+K on a Mac). Closing clears the query and results.
 */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  const isMac = isMacPlatform(platformName());
  useEvent('open-search', () => setOpen(true));
  useHistoryStep(() => setOpen(false));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isMac)) return;
      // The browser's own Ctrl+K (search the web) would take the keys otherwise.
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMac]);

  return open ? (
    <Suspense fallback={null}>
      <SearchDialog shortcut={isMac ? '⌘K' : 'Ctrl+K'} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
