import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnRouteChange } from '../features/shell/hooks/useOnRouteChange.ts';
import { focusNewPageWhenShown, followFocus } from './route-change-focus.ts';

/**
 * Keeps the focus off <body> across navigations (WCAG 2.4.3): a page that takes the focused link
 * away with it (a tab bar inside each page, an in-page link) hands the focus to the new page once
 * it is shown. Not on the first load.
 */
export function useRouteChangeFocus(): void {
  const { pathname, search } = useLocation();
  const lastFocused = useRef<Element | null>(null);
  useEffect(
    () =>
      followFocus((element) => {
        lastFocused.current = element;
      }),
    [],
  );
  useOnRouteChange(() => {
    const main = document.getElementById('main');
    return main ? focusNewPageWhenShown(main, lastFocused.current, { pathname, search }) : undefined;
  });
}
