import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@school/shared';
import HomePage from './pages/home-page';

/** A page loaded only when its route is visited: each page is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const RtiPage = page(() => import('./pages/rti-page'));
const CommitteePage = page(() => import('./pages/committee-page'));
const AcademicsPage = page(() => import('./pages/academics-page'));
const CertificatesPage = page(() => import('./pages/certificates-page'));
const FaqsPage = page(() => import('./pages/faqs-page'));
const ContactPage = page(() => import('./pages/contact-page'));
const AboutSahidPage = page(() => import('./pages/about-sahid-page'));
const PrincipalMessagePage = page(() => import('./pages/principal-message-page'));
const SchoolHistoryPage = page(() => import('./pages/school-history-page'));
const ClassRoomPage = page(() => import('./pages/class-room-page'));
const ScienceLabPage = page(() => import('./pages/science-lab-page'));
const SportsPage = page(() => import('./pages/sports-page'));
const StaffPage = page(() => import('./pages/staff-page'));
const AlumniPage = page(() => import('./pages/alumni-page'));
const EventsPage = page(() => import('./pages/events-page'));

/**
 * The public pages; the host routes here only the paths this remote owns. The Manage-* routes
 * are the event, staff and alumni screens again, for a logged-in school admin (the host guards
 * them), with the school-admin remote's controls plugged in.
 */
export default function App() {
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status">
          Loading…
        </p>
      }
    >
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/principalMessage" element={<PrincipalMessagePage />} />
        <Route path="/staffDetail" element={<StaffPage />} />
        <Route path="/rti" element={<RtiPage />} />
        <Route path="/committee" element={<CommitteePage />} />
        <Route path="/schoolHistory" element={<SchoolHistoryPage />} />
        <Route path="/sports" element={<SportsPage />} />
        <Route path="/alumni" element={<AlumniPage />} />
        <Route path="/classRoom" element={<ClassRoomPage />} />
        <Route path="/aboutSahid" element={<AboutSahidPage />} />
        <Route path="/scienceLab" element={<ScienceLabPage />} />
        <Route path="/photos" element={<EventsPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/academics" element={<AcademicsPage />} />
        <Route path="/certificates_&_Approvals" element={<CertificatesPage />} />
        <Route path="/faqs" element={<FaqsPage />} />
        <Route path="/Manage-Activity" element={<EventsPage />} />
        <Route path="/Manage-Staff" element={<StaffPage />} />
        <Route path="/Manage-Alumni" element={<AlumniPage />} />
      </Routes>
    </Suspense>
  );
}
