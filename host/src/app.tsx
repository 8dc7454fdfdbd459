import { BrowserRouter, Navigate, Route, Routes } from '@school/shared';
import { Layout } from './layout/layout';
import { RemoteRoute } from './routes/remote-route';

export function App() {
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
