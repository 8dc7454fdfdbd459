import { Navigate, Route, Routes, useNavigate } from '@school/shared';
import { Sidebar } from '../features/sidebar/components/sidebar';
import { useSidebarOpen } from '../features/sidebar/hooks/use-sidebar-open';
import { SchoolsPage } from './schools-page';
import { UsersPage } from './users-page';
import { AlertsPage } from './alerts-page';
import { AuditPage } from './audit-page';
import { ReleasesPage } from './releases-page';
import { HealthPage } from './health-page';
import { PasswordPage } from './password-page';
import { SecurityPage } from './security-page';
import './provider-area-page.css';

/** The provider's admin area (docs/product.md#provider-area): its name followed by -admin. */
export const PROVIDER_AREA = '/sgi-admin';

/**
 * The provider area behind the provider login: the sidebar and, beside it, Schools (the index
 * and /schools) or Users (/users). The host lets only a provider session in.
 */
export function ProviderAreaPage() {
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const navigate = useNavigate();
  // Where the password's change and the second factor's set-up lead once done.
  const openArea = () => void navigate(PROVIDER_AREA);
  return (
    <div className="provider-area">
      <h1>Provider administration</h1>
      <div className="provider-area-body">
        <Sidebar base={PROVIDER_AREA} open={sidebarOpen} onOpenChange={setSidebarOpen} />
        <div className="provider-area-content">
          <Routes>
            <Route index element={<SchoolsPage />} />
            <Route path="schools" element={<SchoolsPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="alerts" element={<AlertsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="releases" element={<ReleasesPage />} />
            <Route path="health" element={<HealthPage />} />
            <Route path="password" element={<PasswordPage onDone={openArea} />} />
            <Route path="security" element={<SecurityPage onDone={openArea} />} />
            {/* An unknown path inside the area shows its index rather than an empty panel. */}
            <Route path="*" element={<Navigate to={PROVIDER_AREA} replace />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
