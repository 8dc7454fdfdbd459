import { lazy, Suspense } from 'react';
import { Route, Routes } from '@school/shared';
import { ProviderLoginPage } from './pages/provider-login-page';

// The area (tables, forms) loads after the login, so the login page stays light.
const ProviderAreaPage = lazy(() => import('./pages/provider-area-page').then(({ ProviderAreaPage }) => ({ default: ProviderAreaPage })));

/** The provider's screens; the host routes here only the paths this remote owns. */
export default function App() {
  return (
    <Routes>
      <Route path="/sgi-login" element={<ProviderLoginPage />} />
      <Route
        path="/sgi-admin/*"
        element={
          <Suspense fallback={<p role="status">Loading…</p>}>
            <ProviderAreaPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
