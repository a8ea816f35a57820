import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { LayoutSkeleton } from '../ui/Page.tsx';
import { PlatformProvider } from '../PlatformProvider.tsx';
import type { RemoteModule } from '../contract/remote.ts';
import type { RouteDefinition } from '../routes/route-table.ts';
import { DevShell } from './DevShell.tsx';
import { harnessLinks, harnessRoutes, pagePropsFor } from './harness-routes.ts';

function HarnessPage({ remote, route }: { remote: RemoteModule; route: RouteDefinition }) {
  const params = useParams();
  const [search] = useSearchParams();
  const Page = remote.pages[route.page];
  if (!Page) throw new Error(`${remote.name} has no page ${route.page}`);
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <LayoutSkeleton layout="tiles" count={6} />
        </div>
      }
    >
      <Page {...pagePropsFor(route, params, search)} />
    </Suspense>
  );
}

/**
 * The remote on its own: the platform providers, a browser router and a minimal fake shell,
 * rendering the remote's pages at their paths from the SDK's route table (no guard: every page opens).
 */
export function DevHarness({ remote }: { remote: RemoteModule }) {
  const routes = harnessRoutes(remote.name);
  const links = harnessLinks(remote.name);
  const fallback = links[0]?.href ?? '/';
  return (
    <PlatformProvider>
      <BrowserRouter>
        <DevShell remote={remote.name} links={links}>
          <Routes>
            {routes.map(({ route }) => (
              <Route key={route.id} path={route.path} element={<HarnessPage key={route.id} remote={remote} route={route} />} />
            ))}
            <Route path="*" element={<Navigate to={fallback} replace />} />
          </Routes>
        </DevShell>
      </BrowserRouter>
    </PlatformProvider>
  );
}
