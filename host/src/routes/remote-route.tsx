import { Navigate, useLocation, useSession } from '@school/shared';
import { RemoteArea } from '../remotes/remote-area';
import { NotFoundPage } from '../pages/not-found';
import { LandingPlaceholder, landingShown } from '../landing/landing-placeholder';
import { findRoute, LOGIN_PATH, PASSWORD_PATH } from './route-map';

/** Renders the remote that owns the current path, after its guard; unknown paths get the 404 page. */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const { schoolToken, providerToken, schoolMustChangePassword, providerMustChangePassword } = useSession();
  const route = findRoute(pathname);

  if (!route) return <NotFoundPage />;
  const token = route.guard === 'school' ? schoolToken : route.guard === 'provider' ? providerToken : 'public';
  if (route.guard && !token) return <Navigate to={LOGIN_PATH[route.guard]} replace />;
  // A temporary password opens nothing guarded but its password change (the API refuses the rest).
  const mustChange = route.guard === 'school' ? schoolMustChangePassword : route.guard === 'provider' ? providerMustChangePassword : false;
  if (route.guard && mustChange && pathname !== PASSWORD_PATH[route.guard]) return <Navigate to={PASSWORD_PATH[route.guard]} replace />;
  if (pathname === '/') return <RemoteArea remote={route.remote} placeholder={<LandingPlaceholder />} loadAfter={landingShown} />;
  return <RemoteArea remote={route.remote} />;
}
