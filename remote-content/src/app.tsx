import { Suspense, type ReactElement } from 'react';
import { Outlet, prepareCatalog, Route, Routes, useLanguage } from '@school/shared';
import { PUBLIC_ROUTES } from '@school/shared/contracts/site-map';
import { contentCatalog } from './i18n/content-strings';
import { lazyPage } from './lazy-page';
import { HomePage } from './pages/home-page';
import { PageLoading } from './ui/page-loading';
import { PageShown } from './ui/page-shown';

// Every page but home loads only when its route is visited: each is its own chunk, named by its
// import's request (lazy-page.tsx). Pages are named exports, as in every app.
const RtiPage = lazyPage('./pages/rti-page', () => import('./pages/rti-page').then((module) => module.RtiPage));
const CommitteePage = lazyPage('./pages/committee-page', () => import('./pages/committee-page').then((module) => module.CommitteePage));
const AcademicsPage = lazyPage('./pages/academics-page', () => import('./pages/academics-page').then((module) => module.AcademicsPage));
const CertificatesPage = lazyPage('./pages/certificates-page', () => import('./pages/certificates-page').then((module) => module.CertificatesPage));
const MandatoryDisclosurePage = lazyPage('./pages/mandatory-disclosure-page', () => import('./pages/mandatory-disclosure-page').then((module) => module.MandatoryDisclosurePage));
const FaqsPage = lazyPage('./pages/faqs-page', () => import('./pages/faqs-page').then((module) => module.FaqsPage));
const ContactPage = lazyPage('./pages/contact-page', () => import('./pages/contact-page').then((module) => module.ContactPage));
const NamesakePage = lazyPage('./pages/namesake-page', () => import('./pages/namesake-page').then((module) => module.NamesakePage));
const PrincipalMessagePage = lazyPage('./pages/principal-message-page', () => import('./pages/principal-message-page').then((module) => module.PrincipalMessagePage));
const SchoolHistoryPage = lazyPage('./pages/school-history-page', () => import('./pages/school-history-page').then((module) => module.SchoolHistoryPage));
const ClassRoomPage = lazyPage('./pages/class-room-page', () => import('./pages/class-room-page').then((module) => module.ClassRoomPage));
const ScienceLabPage = lazyPage('./pages/science-lab-page', () => import('./pages/science-lab-page').then((module) => module.ScienceLabPage));
const SportsPage = lazyPage('./pages/sports-page', () => import('./pages/sports-page').then((module) => module.SportsPage));
const StaffPage = lazyPage('./pages/staff-page', () => import('./pages/staff-page').then((module) => module.StaffPage));
const AlumniPage = lazyPage('./pages/alumni-page', () => import('./pages/alumni-page').then((module) => module.AlumniPage));
const EventsPage = lazyPage('./pages/events-page', () => import('./pages/events-page').then((module) => module.EventsPage));
const PolicyPage = lazyPage('./pages/policy-page', () => import('./pages/policy-page').then((module) => module.PolicyPage));
const SitemapPage = lazyPage('./pages/sitemap-page', () => import('./pages/sitemap-page').then((module) => module.SitemapPage));
const FeedbackPage = lazyPage('./pages/feedback-page', () => import('./pages/feedback-page').then((module) => module.FeedbackPage));
const SearchPage = lazyPage('./pages/search-page', () => import('./pages/search-page').then((module) => module.SearchPage));
const NoticesPage = lazyPage('./pages/notices-page', () => import('./pages/notices-page').then((module) => module.NoticesPage));
const NoticesArchivePage = lazyPage('./pages/notices-archive-page', () => import('./pages/notices-archive-page').then((module) => module.NoticesArchivePage));
const NoticesItemPage = lazyPage('./pages/notices-item-page', () => import('./pages/notices-item-page').then((module) => module.NoticesItemPage));

/**
 * The page at each public route but home's (contracts/site-map.ts's PUBLIC_ROUTES, the one list
 * of them: app.test.tsx keeps this the same).
 */
export const PAGES: Readonly<Record<string, ReactElement>> = {
  '/principalMessage': <PrincipalMessagePage />,
  '/staffDetail': <StaffPage />,
  '/rti': <RtiPage />,
  '/committee': <CommitteePage />,
  '/schoolHistory': <SchoolHistoryPage />,
  '/sports': <SportsPage />,
  '/alumni': <AlumniPage />,
  '/classRoom': <ClassRoomPage />,
  '/aboutSahid': <NamesakePage />,
  '/scienceLab': <ScienceLabPage />,
  '/photos': <EventsPage />,
  '/contact': <ContactPage />,
  '/mandatory-public-disclosure': <MandatoryDisclosurePage />,
  '/academics': <AcademicsPage />,
  '/certificates_&_Approvals': <CertificatesPage />,
  '/faqs': <FaqsPage />,
  '/copyright-policy': <PolicyPage kind="copyright" />,
  '/hyperlinking-policy': <PolicyPage kind="hyperlinking" />,
  '/privacy-policy': <PolicyPage kind="privacy" />,
  '/terms-and-conditions': <PolicyPage kind="terms" />,
  '/content-moderation-policy': <PolicyPage kind="moderation" />,
  '/accessibility-statement': <PolicyPage kind="accessibility" />,
  '/help': <PolicyPage kind="help" />,
  '/sitemap': <SitemapPage />,
  '/feedback': <FeedbackPage />,
  '/search': <SearchPage />,
  '/notices': <NoticesPage />,
  '/notices/archive': <NoticesArchivePage />,
  '/notices/:id': <NoticesItemPage />,
};

/** The event, staff and alumni screens again, for a logged-in school admin (the host guards them). */
const ADMIN_SCREENS: Readonly<Record<string, ReactElement>> = {
  '/Manage-Activity': <EventsPage />,
  '/Manage-Staff': <StaffPage />,
  '/Manage-Alumni': <AlumniPage />,
};

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
  // Every page shows some of the content catalog's strings ("Loading…", "Last updated:") beside
  // its feature's own (features/<feature>/<feature>-strings.ts, in the page's chunk): in Hindi the
  // content ones are fetched now, beside the page's chunk, so the feature's are not waited for after them.
  void prepareCatalog(contentCatalog);
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
        {PUBLIC_ROUTES.filter((path) => path !== '/').map((path) => (
          <Route key={path} path={path} element={PAGES[path]} />
        ))}
        {Object.entries(ADMIN_SCREENS).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
