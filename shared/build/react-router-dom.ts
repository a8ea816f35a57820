/**
 * The `react-router-dom` every app shares at run time: shared-deps.ts provides this module under
 * that share key. A shared module cannot be tree-shaken — it must carry whatever any remote might
 * import — and the whole package (server rendering, sessions, cookies, RSC) costs the home page
 * 59 KB gzip. This list is the platform's router API; a remote importing a name missing from it
 * fails `shared-api.test.ts` before it could fail in a browser. Add the name here to use it.
 *
 * Declarative routing only: the data router (loaders, actions, its blocker and scroll restoration)
 * would add 18 KB, and the host keeps its own guard and scroll restoration instead.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
