import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes, useLanguage } from '@school/shared';
import { HomePage } from './pages/home-page';
import { PageLoading } from './ui/page-loading';
import { PageShown } from './ui/page-shown';

// Every page but home loads only when its route is visited: each is its own chunk. Pages are
// named exports, as in every app; React.lazy wants a default, so each import maps its page.
const RtiPage = lazy(() => import('./pages/rti-page').then((module) => ({ default: module.RtiPage })));
const CommitteePage = lazy(() => import('./pages/committee-page').then((module) => ({ default: module.CommitteePage })));
const AcademicsPage = lazy(() => import('./pages/academics-page').then((module) => ({ default: module.AcademicsPage })));
const CertificatesPage = lazy(() => import('./pages/certificates-page').then((module) => ({ default: module.CertificatesPage })));
const MandatoryDisclosurePage = lazy(() => import('./pages/mandatory-disclosure-page').then((module) => ({ default: module.MandatoryDisclosurePage })));
const FaqsPage = lazy(() => import('./pages/faqs-page').then((module) => ({ default: module.FaqsPage })));
const ContactPage = lazy(() => import('./pages/contact-page').then((module) => ({ default: module.ContactPage })));
const NamesakePage = lazy(() => import('./pages/namesake-page').then((module) => ({ default: module.NamesakePage })));
const PrincipalMessagePage = lazy(() => import('./pages/principal-message-page').then((module) => ({ default: module.PrincipalMessagePage })));
const SchoolHistoryPage = lazy(() => import('./pages/school-history-page').then((module) => ({ default: module.SchoolHistoryPage })));
const ClassRoomPage = lazy(() => import('./pages/class-room-page').then((module) => ({ default: module.ClassRoomPage })));
const ScienceLabPage = lazy(() => import('./pages/science-lab-page').then((module) => ({ default: module.ScienceLabPage })));
const SportsPage = lazy(() => import('./pages/sports-page').then((module) => ({ default: module.SportsPage })));
const StaffPage = lazy(() => import('./pages/staff-page').then((module) => ({ default: module.StaffPage })));
const AlumniPage = lazy(() => import('./pages/alumni-page').then((module) => ({ default: module.AlumniPage })));
const EventsPage = lazy(() => import('./pages/events-page').then((module) => ({ default: module.EventsPage })));
const PolicyPage = lazy(() => import('./pages/policy-page').then((module) => ({ default: module.PolicyPage })));
const SitemapPage = lazy(() => import('./pages/sitemap-page').then((module) => ({ default: module.SitemapPage })));
const FeedbackPage = lazy(() => import('./pages/feedback-page').then((module) => ({ default: module.FeedbackPage })));
const SearchPage = lazy(() => import('./pages/search-page').then((module) => ({ default: module.SearchPage })));
const NoticesPage = lazy(() => import('./pages/notices-page').then((module) => ({ default: module.NoticesPage })));
const NoticesArchivePage = lazy(() => import('./pages/notices-archive-page').then((module) => ({ default: module.NoticesArchivePage })));
const NoticesItemPage = lazy(() => import('./pages/notices-item-page').then((module) => ({ default: module.NoticesItemPage })));

/**
 * The public pages; the host routes here only the paths this remote owns. Each page shows the
 * school's own content, from its data. The Manage-* routes are the event, staff and alumni
 * screens again, for a logged-in school admin (the host guards them), with the school-admin
 * remote's controls plugged in. A default export, unlike the pages: the host renders the
 * default of each remote's exposed ./app.
 */
export default function App() {
  // A switch of language re-renders every page: the school's words (ui/school-text.tsx) follow it.
  useLanguage();
  return (
    <Routes>
      {/* Outside the pages' Suspense: while the home page waits (for its strings in Hindi), the
          host's placeholder holds the page's room, where a short "Loading…" would let the footer
          jump up and back (a layout shift). */}
      <Route
        path="/"
        element={
          <>
            <HomePage />
            <PageShown />
          </>
        }
      />
      <Route
        element={
          <Suspense fallback={<PageLoading className="page-loading" />}>
            <Outlet />
            <PageShown />
          </Suspense>
        }
      >
        <Route path="/principalMessage" element={<PrincipalMessagePage />} />
        <Route path="/staffDetail" element={<StaffPage />} />
        <Route path="/rti" element={<RtiPage />} />
        <Route path="/committee" element={<CommitteePage />} />
        <Route path="/schoolHistory" element={<SchoolHistoryPage />} />
        <Route path="/sports" element={<SportsPage />} />
        <Route path="/alumni" element={<AlumniPage />} />
        <Route path="/classRoom" element={<ClassRoomPage />} />
        <Route path="/aboutSahid" element={<NamesakePage />} />
        <Route path="/scienceLab" element={<ScienceLabPage />} />
        <Route path="/photos" element={<EventsPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/mandatory-public-disclosure" element={<MandatoryDisclosurePage />} />
        <Route path="/academics" element={<AcademicsPage />} />
        <Route path="/certificates_&_Approvals" element={<CertificatesPage />} />
        <Route path="/faqs" element={<FaqsPage />} />
        <Route path="/copyright-policy" element={<PolicyPage kind="copyright" />} />
        <Route path="/hyperlinking-policy" element={<PolicyPage kind="hyperlinking" />} />
        <Route path="/privacy-policy" element={<PolicyPage kind="privacy" />} />
        <Route path="/terms-and-conditions" element={<PolicyPage kind="terms" />} />
        <Route path="/content-moderation-policy" element={<PolicyPage kind="moderation" />} />
        <Route path="/accessibility-statement" element={<PolicyPage kind="accessibility" />} />
        <Route path="/help" element={<PolicyPage kind="help" />} />
        <Route path="/sitemap" element={<SitemapPage />} />
        <Route path="/feedback" element={<FeedbackPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/notices" element={<NoticesPage />} />
        <Route path="/notices/archive" element={<NoticesArchivePage />} />
        <Route path="/notices/:id" element={<NoticesItemPage />} />
        <Route path="/Manage-Activity" element={<EventsPage />} />
        <Route path="/Manage-Staff" element={<StaffPage />} />
        <Route path="/Manage-Alumni" element={<AlumniPage />} />
      </Route>
    </Routes>
  );
}
