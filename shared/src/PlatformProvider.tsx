import type { ReactNode } from 'react';
import { Provider } from 'jotai/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/i18n.ts';
import { palpiteStore } from './state/store.ts';

/** Wraps an app (the host, or a remote's standalone harness) in the platform's store and i18n. */
export function PlatformProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={palpiteStore}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
