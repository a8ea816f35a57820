import { useMemo, useState } from 'react';
import { Navigate, unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_PATH, ROUTES } from '@palpite/shared';
import { createGuardedHistory, type GuardedHistory } from './guarded-history.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteElement } from './RouteElement.tsx';

/** Spec §2's route table as React Router routes; anything else goes to /404. */
export function buildRoutes(setNavigationGuard: GuardedHistory['setGuard']): RouteObject[] {
  return [
    {
      element: <RootLayout setNavigationGuard={setNavigationGuard} />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: <RouteElement key={route.id} route={route} />, id: route.id })),
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The browser's address drives the route table, through a history the route guard can veto. */
export function AppRouter() {
  const [{ history, setGuard }] = useState(createGuardedHistory);
  const routes = useMemo(() => buildRoutes(setGuard), [setGuard]);
  return (
    <HistoryRouter history={history}>
      <AppRoutes routes={routes} />
    </HistoryRouter>
  );
}
