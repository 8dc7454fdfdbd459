import { BrowserRouter, Navigate, Route, Routes, useLocation, useSite } from '@school/shared';
import { Layout } from './layout/layout';
import { PlatformLayout } from './layout/platform-layout';
import { NoSchoolPage } from './pages/no-school';
import { RemoteRoute } from './routes/remote-route';
import { findRoute } from './routes/route-map';

export function App() {
  const site = useSite();
  // Nothing until the API has said whose site this is (the header shows that school's details,
  // and drawing it twice would move the page); a school's site only at a school's address.
  if (site.status === 'loading') return null;
  return (
    // Without transitions a navigation renders in the same pass as the session change that
    // caused it (see Logout), and a remote still loading shows its progress at once.
    <BrowserRouter useTransitions={false}>
      <Routes>{site.status === 'unknown' ? platformRoutes : schoolRoutes}</Routes>
    </BrowserRouter>
  );
}

/** A school's site: its layout around the remote that owns each path (a prerendered page's too, server/render-page.tsx). */
export const schoolRoutes = (
  <Route element={<Layout />}>
    {/* The 404 page's 'Go to Home' links to /home. */}
    <Route path="/home" element={<Navigate to="/" replace />} />
    <Route path="*" element={<RemoteRoute />} />
  </Route>
);

/**
 * An address no school has (the platform's own, before any school is configured there): the
 * provider's login and area, which belong to no school, and the no-school page for the rest.
 * One splat route, as for a school: a remote's own routes match the whole path.
 */
const platformRoutes = <Route path="*" element={<PlatformPage />} />;

function PlatformPage() {
  const { pathname } = useLocation();
  if (findRoute(pathname)?.remote !== 'providerAdmin') return <NoSchoolPage />;
  return (
    <PlatformLayout>
      <RemoteRoute />
    </PlatformLayout>
  );
}
