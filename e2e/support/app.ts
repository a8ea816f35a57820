/**
 * Page object of the running site. It relies only on the platform's contracts, never on the
 * markup the teams are still building:
 * - every page has exactly one `h1`;
 * - every remote page is wrapped in `[data-remote="<remote>"][data-remote-version="<version>"]`;
 * - a remote that cannot load shows `[data-testid="remote-unavailable-<remote>"]`;
 * - `<html lang>` is the active language;
 * - `window.__PALPITE_RUNTIME__` and `window.__FEDERATION__` describe what runs.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from './routes.ts';

/** What `window.__PALPITE_RUNTIME__` holds, reduced to what can cross into the test. */
export interface RuntimeSummary {
  sdkInstances: number;
  reactInstances: number;
  /**
   * Distinct React implementations behind the recorded React objects (told apart by React's
   * internals object): a bundle's `import * as React` namespace is its own object even when it
   * wraps the shared React, so this is the count that says whether React is really one.
   */
  reactCores: number;
  stores: number;
  remotesRendered: string[];
}

/** One version of one shared package in one share scope of `__FEDERATION__.__SHARE__`. */
export interface SharedVersion {
  instance: string;
  scope: string;
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

export class PalpiteApp {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The page's heading: there is exactly one per page. */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The wrapper of a remote's page (the one that holds the page's h1). */
  remotePage(remote: RemoteName): Locator {
    return this.page.locator(`[data-remote="${remote}"]`).filter({ has: this.page.locator('h1') });
  }

  /** The "section unavailable, retry" panel of a remote. */
  unavailable(remote: RemoteName): Locator {
    return this.page.getByTestId(`remote-unavailable-${remote}`);
  }

  /** Loads a path (a full page load) and waits until a page with its h1 is shown. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.expectOnePage();
  }

  /** A page is shown: exactly one h1, visible. */
  async expectOnePage(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.heading).toHaveCount(1);
  }

  /** The host's frame around the pages: its top bar (banner landmark) and the main region. */
  async expectShell(): Promise<void> {
    await expect(this.page.getByRole('banner')).toBeVisible();
    await expect(this.page.getByRole('main')).toBeVisible();
  }

  /** A remote's page is shown (its wrapper holds the page's one h1). */
  async expectRemotePage(remote: RemoteName, version?: string): Promise<void> {
    await this.expectOnePage();
    await expect(this.remotePage(remote)).toHaveCount(1);
    if (version) await expect(this.remotePage(remote)).toHaveAttribute('data-remote-version', version);
  }

  /**
   * Client-side navigation without a page load. The host exposes no navigation hook, so this
   * changes the URL and fires `popstate`, which React Router's browser history follows (as a
   * back/forward navigation).
   */
  async navigate(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
    await expect(this.page).toHaveURL((url) => url.pathname + url.search === path);
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** URLs of every resource the current document loaded (cache hits included). */
  async resourceUrls(): Promise<string[]> {
    return this.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  }

  async runtime(): Promise<RuntimeSummary | null> {
    return this.page.evaluate(() => {
      const runtime = (
        window as unknown as {
          __PALPITE_RUNTIME__?: { sdkInstances: number; reactInstances: Set<object>; stores: Set<object>; remotesRendered: Set<string> };
        }
      ).__PALPITE_RUNTIME__;
      if (!runtime) return null;
      const core = (react: object) => {
        const module = react as Record<string, unknown> & { default?: Record<string, unknown> };
        return (
          module.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE ??
          module.default?.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE ??
          react
        );
      };
      return {
        sdkInstances: runtime.sdkInstances,
        reactInstances: runtime.reactInstances.size,
        reactCores: new Set([...runtime.reactInstances].map(core)).size,
        stores: runtime.stores.size,
        remotesRendered: [...runtime.remotesRendered].sort(),
      };
    });
  }

  /** Every version of the named shared packages in every share scope the MF runtime knows. */
  async sharedVersions(names: readonly string[]): Promise<SharedVersion[]> {
    return this.page.evaluate((wanted) => {
      type Shared = { from?: unknown; loaded?: unknown; useIn?: unknown };
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
        .__FEDERATION__?.__SHARE__;
      const found: SharedVersion[] = [];
      for (const [instance, scopes] of Object.entries(share ?? {})) {
        for (const [scope, packages] of Object.entries(scopes ?? {})) {
          for (const name of wanted) {
            for (const [version, shared] of Object.entries(packages?.[name] ?? {})) {
              found.push({
                instance,
                scope,
                name,
                version,
                from: String(shared.from),
                loaded: shared.loaded === true,
                useIn: Array.isArray(shared.useIn) ? shared.useIn.map(String).sort() : [],
              });
            }
          }
        }
      }
      return found;
    }, names);
  }
}
