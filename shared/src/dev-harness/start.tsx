import '../ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteModule } from '../contract/remote.ts';
import { initI18n, registerNamespace, type NamespaceLoaders } from '../i18n/i18n.ts';
import { DevHarness } from './DevHarness.tsx';

/**
 * A remote on its own (`npm run dev -w remote-x`): the platform's providers, a minimal fake
 * shell and the remote's pages at their real paths, so a team can work without the others.
 */
export async function startDevHarness(remote: RemoteModule, locales: NamespaceLoaders): Promise<void> {
  await initI18n();
  await registerNamespace(remote.name, locales);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <DevHarness remote={remote} />
    </StrictMode>,
  );
}
