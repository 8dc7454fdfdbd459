import { BrowserRouter, Navigate, Route, Routes, useSite } from '@school/shared';
import { Layout } from './layout/layout';
import { NoSchoolPage } from './pages/no-school';
import { RemoteRoute } from './routes/remote-route';

export function App() {
  const site = useSite();
  // Nothing until the API has said whose site this is (the header shows that school's details,
  // and drawing it twice would move the page); a school's site only at a school's address.
  if (site.status === 'loading') return null;
  if (site.status === 'unknown') return <NoSchoolPage />;
  return (
    // Without transitions a navigation renders in the same pass as the session change that
    // caused it (see Logout), and a remote still loading shows its progress at once.
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route element={<Layout />}>
          {/* The 404 page's 'Go to Home' links to /home (spec section 2). */}
          <Route path="/home" element={<Navigate to="/" replace />} />
          <Route path="*" element={<RemoteRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
