import { Navigate, useLocation, useSession } from '@school/shared';
import { RemoteArea } from '../remotes/remote-area';
import { NotFoundPage } from '../pages/not-found';
import { LandingPlaceholder, landingShown } from '../landing/landing-placeholder';
import { ENROL_PATH, findRoute, LOGIN_PATH, PASSWORD_PATH } from './route-map';

/** Renders the remote that owns the current path, after its guard; unknown paths get the 404 page. */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const { schoolToken, providerToken, schoolMustChangePassword, providerMustChangePassword, schoolMustEnrol, providerMustEnrol, schoolEndMessage } = useSession();
  const route = findRoute(pathname);

  if (!route) return <NotFoundPage />;
  const token = route.guard === 'school' ? schoolToken : route.guard === 'provider' ? providerToken : 'public';
  // The login page says why a school session ended, when the screens know (a support session the API refused).
  const why = route.guard === 'school' && schoolEndMessage ? { message: schoolEndMessage } : null;
  if (route.guard && !token) return <Navigate to={LOGIN_PATH[route.guard]} replace state={why} />;
  // A temporary password opens nothing guarded but its password change (the API refuses the rest).
  const mustChange = route.guard === 'school' ? schoolMustChangePassword : route.guard === 'provider' ? providerMustChangePassword : false;
  if (route.guard && mustChange && pathname !== PASSWORD_PATH[route.guard]) return <Navigate to={PASSWORD_PATH[route.guard]} replace />;
  // Then a second factor still to set up opens nothing guarded but its enrolment (the API refuses the rest too).
  const mustEnrol = route.guard === 'school' ? schoolMustEnrol : route.guard === 'provider' ? providerMustEnrol : false;
  if (route.guard && !mustChange && mustEnrol && pathname !== ENROL_PATH[route.guard]) return <Navigate to={ENROL_PATH[route.guard]} replace />;
  if (pathname === '/') return <RemoteArea remote={route.remote} placeholder={<LandingPlaceholder />} loadAfter={landingShown} />;
  return <RemoteArea remote={route.remote} />;
}
