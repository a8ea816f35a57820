import type { ComponentType } from 'react';
import { useStore } from 'jotai/react';
import type { RemoteModule, RemotePage, RemotePageProps, WidgetSlot } from '../contract/remote.ts';
import type { RemoteName } from '../routes/route-table.ts';
import { commonProductTexts } from '../i18n/common.ts';
import { registerNamespace, type NamespaceLoaders, type TextsPart } from '../i18n/i18n.ts';
import { recordRender } from './diagnostics.ts';
import { retryableLazy } from './retryable-lazy.tsx';

/**
 * The identity of a React copy. `import * as React` gives each bundle its own namespace object,
 * so compare what the copy is made of, not the wrapper.
 */
function reactIdentity(react: object): object {
  const candidate = (react as { useState?: unknown }).useState;
  return typeof candidate === 'function' ? candidate : react;
}

type PageLoader = () => Promise<{ default: ComponentType<RemotePageProps> }>;

/**
 * A page, or a page with texts of its own: parts of the remote's namespace (or of `common`) that
 * only this page needs, downloaded with it rather than with every page of the remote.
 */
export type PageEntry = PageLoader | { load: PageLoader; texts: readonly TextsPart[] };

export interface DefineRemoteOptions {
  name: RemoteName;
  version: string;
  /** The React the remote was built against; recorded to prove there is only one. */
  react: object;
  /** The remote's i18n namespace (usually its name) and a loader per language. */
  locales: NamespaceLoaders;
  /**
   * More texts every page and widget of the remote needs (say, the common product messages).
   * Omitted, every page gets `commonProductTexts`: a remote built before SDK 1.3.0 expects the
   * whole common namespace, so an older release (a rollback) still finds every text it uses.
   */
  texts?: readonly TextsPart[];
  pages: Record<string, PageEntry>;
  widgets?: Partial<Record<WidgetSlot, () => Promise<{ default: ComponentType }>>>;
}

/**
 * Describes a remote to the host. Pages load on demand (and again on a retry after a failed
 * download); each waits for the remote's texts in the active language so nothing renders untranslated.
 */
export function defineRemote(options: DefineRemoteOptions): RemoteModule {
  const remoteTexts: readonly TextsPart[] = [{ namespace: options.name, loaders: options.locales }, ...(options.texts ?? [commonProductTexts])];
  const textsReady = (pageTexts: readonly TextsPart[]) =>
    Promise.all([...remoteTexts, ...pageTexts].map((part) => registerNamespace(part.namespace, part.loaders)));

  function probed<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, pageTexts: readonly TextsPart[] = []) {
    return retryableLazy(async () => {
      const [{ default: Component }] = await Promise.all([load(), textsReady(pageTexts)]);
      function Probed(props: Props) {
        recordRender(options.name, reactIdentity(options.react), useStore());
        return (
          <div data-remote={options.name} data-remote-version={options.version} style={{ display: 'contents' }}>
            <Component {...props} />
          </div>
        );
      }
      Probed.displayName = `${options.name}(${Component.displayName ?? Component.name})`;
      return { default: Probed };
    });
  }

  const pages: Record<string, RemotePage> = {};
  for (const [id, entry] of Object.entries(options.pages)) {
    pages[id] = typeof entry === 'function' ? probed(entry) : probed(entry.load, entry.texts);
  }

  const widgets: Partial<Record<WidgetSlot, ReturnType<typeof probed<object>>>> = {};
  for (const [slot, load] of Object.entries(options.widgets ?? {})) {
    if (load) widgets[slot as WidgetSlot] = probed(load);
  }

  return { name: options.name, version: options.version, pages, widgets };
}
