/**
 * The `react-router-dom` every app shares at run time: shared-deps.ts provides this module under
 * that share key. A shared module cannot be tree-shaken — it must carry whatever any remote might
 * import — and the whole package (server rendering, sessions, cookies, RSC) costs the home page
 * 59 KB gzip. This list is the platform's router API; a remote importing a name missing from it
 * fails `shared-api.test.ts` before it could fail in a browser. Add the name here to use it.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
