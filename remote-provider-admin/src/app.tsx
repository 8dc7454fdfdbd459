import { Route, Routes } from '@school/shared';
import { SgiLoginPage } from './pages/sgi-login-page';
import { ProviderAreaPage } from './pages/provider-area-page';

/** The provider's screens; the host routes here only the paths this remote owns. */
export default function App() {
  return (
    <Routes>
      <Route path="/sgi-login" element={<SgiLoginPage />} />
      <Route path="/sgi-admin/*" element={<ProviderAreaPage />} />
    </Routes>
  );
}
