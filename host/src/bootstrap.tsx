import '@palpite/shared/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, readAuthToken, registerNamespace } from '@palpite/shared';
import { loadRegistry, REGISTRY_TIMEOUT_MS } from './features/remotes/registry.ts';
import { applyRegistry } from './features/remotes/remote-loader.ts';
import { shellLocales } from './locales.ts';
import { watchSessionExpiry } from './features/session/session-expiry.ts';
import { showSessionEndedNotice } from './features/session/forced-logout.ts';
import { loadUser } from './features/session/load-user.ts';

async function start(): Promise<void> {
  watchSessionExpiry();
  showSessionEndedNotice();
  // A returning player's details load beside the registry and the texts, so the first render
  // already shows them rather than a visitor's sign-up; the shell waits on nothing.
  if (readAuthToken()) void loadUser();
  // The registry, the texts and the shell load in parallel; none waits for another. The registry
  // gives up after REGISTRY_TIMEOUT_MS (then the last known good copy): a hanging request must not
  // keep the page blank.
  const [registry, { App }] = await Promise.all([
    loadRegistry(fetch, REGISTRY_TIMEOUT_MS),
    import('./app/App.tsx'),
    initI18n().then(() => registerNamespace('shell', shellLocales)),
  ]);
  // With its source: a slot's retry re-reads the registry when the page did not start from the live one.
  applyRegistry(registry);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container, {
    // A failing remote is caught by its boundary, which shows the "unavailable" panel: a warning, not an error.
    onCaughtError: (error, info) => console.warn('[palpite] a section failed and shows its fallback', error, info.componentStack),
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
