import { Route, Routes } from 'react-router';
import { HomePage } from './pages/home-page';
import { RtiPage } from './pages/rti-page';
import { CommitteePage } from './pages/committee-page';
import { PendingPage } from './pages/pending-page';

/** The public pages; the host routes here only the paths this remote owns. */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/rti" element={<RtiPage />} />
      <Route path="/committee" element={<CommitteePage />} />
      <Route path="*" element={<PendingPage />} />
    </Routes>
  );
}
