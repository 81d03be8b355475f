// The part of React Router the browser builds share as `react-router-dom` (federation.cjs).
// A shared singleton is never tree-shaken (a remote may use any of its exports), so sharing the
// whole package shipped its data routers and framework mode (about 50 KB compressed) to every
// page. Every package provides this module instead: the declarative router the frontends use.
// A frontend that needs another export adds it here (tests/contract checks every import).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createSearchParams,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
