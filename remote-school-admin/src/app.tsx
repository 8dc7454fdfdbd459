import { Route, Routes } from '@school/shared';
import { CHANGE_PASSWORD_PATH } from '@school/shared/contracts/auth';
import { SECURITY_PATH } from '@school/shared/contracts/second-factor';
import { LoginPage } from './pages/login-page';
import { SettingsPage } from './pages/settings-page';
import { PagesPage } from './pages/pages-page';
import { PageEditorPage } from './pages/page-editor-page';
import { PageHistoryPage } from './pages/page-history-page';
import { FeedbackPage } from './pages/feedback-page';
import { NoticesPage } from './pages/notices-page';
import { AuditPage } from './pages/audit-page';
import { AlertsPage } from './pages/alerts-page';
import { PasswordPage } from './pages/password-page';
import { TeamPage } from './pages/team-page';
import { SecurityPage } from './pages/security-page';
import { DraftsPage } from './pages/drafts-page';
import { DraftReviewPage } from './pages/draft-review-page';
import { SupportPage } from './pages/support-page';
import { SUPPORT_PATH } from '@school/shared/contracts/support';
import { HEALTH_PATH } from '@school/shared/contracts/health';
import { HealthPage } from './pages/health-page';

/** The school staff's screens; the host routes here only the paths this remote owns. */
export default function App() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/Manage-Settings" element={<SettingsPage />} />
      <Route path="/Manage-Pages">
        <Route index element={<PagesPage />} />
        <Route path=":kind" element={<PageEditorPage />} />
        <Route path=":kind/history" element={<PageHistoryPage />} />
      </Route>
      <Route path="/Manage-Feedback" element={<FeedbackPage />} />
      <Route path="/Manage-Notices" element={<NoticesPage />} />
      <Route path="/Manage-Audit" element={<AuditPage />} />
      <Route path="/Manage-Alerts" element={<AlertsPage />} />
      <Route path="/Manage-Team" element={<TeamPage />} />
      <Route path={HEALTH_PATH} element={<HealthPage />} />
      <Route path="/Manage-Drafts">
        <Route index element={<DraftsPage />} />
        <Route path=":id" element={<DraftReviewPage />} />
      </Route>
      <Route path={CHANGE_PASSWORD_PATH.school} element={<PasswordPage />} />
      <Route path={SECURITY_PATH.school} element={<SecurityPage />} />
      <Route path={SUPPORT_PATH} element={<SupportPage />} />
    </Routes>
  );
}
