import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { dockedPanelWidthAtom, eventBus, useAtomValue, useMode, useTranslation, type RouteDefinition } from '@palpite/shared';
import { useMediaQuery, DESKTOP_QUERY, PHONE_QUERY } from './hooks/useMediaQuery.ts';
import { useDocumentTitle } from './hooks/useDocumentTitle.ts';
import { useOnRouteChange } from './hooks/useOnRouteChange.ts';
import { TopBar } from './topbar/TopBar.tsx';
import type { NotificationsSlot } from './topbar/NotificationsPanel.tsx';
import { DesktopSidebar } from './sidebar/DesktopSidebar.tsx';
import { Drawer } from './sidebar/Drawer.tsx';
import { MobileSidebar } from './sidebar/MobileSidebar.tsx';
import { BottomBar } from './footer/BottomBar.tsx';
import { Footer } from './footer/Footer.tsx';
import { SportsFooter } from './footer/SportsFooter.tsx';
import { ExclusionBanner } from './ExclusionBanner.tsx';
import styles from './Shell.module.css';

export type { NotificationsSlot };

export interface ShellProps {
  /** The current route's definition; its meta decides the mode's chrome and hides the navbar. */
  route: RouteDefinition | null;
  children: ReactNode;
  onLogout: () => void;
  /** Filled by the notifications feature (loading flag and server actions); optional until then. */
  notifications?: NotificationsSlot;
}

const NO_NOTIFICATIONS: NotificationsSlot = {};

/**
 * The frame around every page (spec §2 "Shell"): top bar, the desktop sidebar (a drawer below
 * 1024 px), the phone sidebar and bottom bar, the sports footer in Sports mode and the footer; under
 * the top bar, the notice of a break or self-exclusion while one lasts.
 */
export function Shell({ route, children, onLogout, notifications = NO_NOTIFICATIONS }: ShellProps) {
  const { t } = useTranslation('shell');
  const [mode] = useMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const drawerId = useId();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  useOnRouteChange(closeDrawer);
  const main = useRef<HTMLElement>(null);
  useDocumentTitle(main, t('brand.name'));

  const dockedWidth = useAtomValue(dockedPanelWidthAtom);
  const hideNavbar = route?.meta.hideNavbar;
  const immersive = hideNavbar === 'always';
  const showDrawer = drawerOpen && !isDesktop && !immersive;

  return (
    <div className={[styles.shell, immersive ? '' : styles.withBottomBar].join(' ')}>
      <a href="#main" className={styles.skip} onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      {/* The slip floats after the page: without this, a keyboard reaches it after every price on the page. */}
      {mode === 'Sports' ? (
        <a href="#main" className={styles.skip} onClick={skipToBetSlip}>
          {t('skipToBetSlip')}
        </a>
      ) : null}
      {immersive ? null : (
        <TopBar
          hideOnPhone={hideNavbar === 'mobile'}
          menuOpen={showDrawer}
          menuId={drawerId}
          onOpenMenu={openDrawer}
          onLogout={onLogout}
          notifications={notifications}
        />
      )}
      <div className={styles.body}>
        {immersive ? null : (
          <aside className={styles.desktopSidebar} aria-label={t('sidebar.label')}>
            <DesktopSidebar variant="persistent" />
          </aside>
        )}
        {/* A panel docked at the right edge (the bet slip on a wide window) never covers the page. */}
        <div className={styles.column} style={dockedWidth > 0 ? { paddingInlineEnd: dockedWidth } : undefined}>
          {/* Before the page: a player on a break or self-excluded reads it before anything they could try. */}
          <ExclusionBanner />
          <main ref={main} id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          {mode === 'Sports' ? <SportsFooter /> : null}
          <Footer />
        </div>
      </div>
      {immersive ? null : <BottomBar menuOpen={showDrawer} menuId={drawerId} onOpenMenu={openDrawer} />}
      {showDrawer ? (
        <Drawer id={drawerId} label={t('sidebar.label')} size={isPhone ? 'phone' : 'tablet'} onClose={closeDrawer}>
          {isPhone ? <MobileSidebar onClose={closeDrawer} /> : <DesktopSidebar variant="drawer" onClose={closeDrawer} />}
        </Drawer>
      ) : null}
    </div>
  );
}

/**
 * Opens the bet slip, which takes the focus (the sports remote listens); no navigation either.
 * With the slip unavailable (its remote did not load) nobody listens: its panel's retry takes the focus.
 */
function skipToBetSlip(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  eventBus.emit('open-bet-slip', {});
  if (document.activeElement === event.currentTarget) document.querySelector<HTMLButtonElement>('[data-slot="betSlip"] button')?.focus();
}

/** Moves focus (not the URL) to the page content, so the router sees no navigation. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}
