import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_PATH, ROUTES } from '@palpite/shared';
import { RootLayout } from './RootLayout.tsx';
import { RouteElement } from './RouteElement.tsx';

/** Spec §2's route table as React Router routes; anything else goes to /404. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: <RouteElement key={route.id} route={route} />, id: route.id })),
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
