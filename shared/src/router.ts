// The router's pieces the apps use, passed on through this singleton. Shared as a whole
// package, react-router costs every page 61 KB of gzipped JavaScript (Module Federation does
// not tree-shake shared modules); bundled inside @school/shared only what is named here is
// kept, and there is still one router, so its context is the same in the host and every remote.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
