import './admin-screen.css';

/** The Status column: Active or Inactive, in words first and colour second. */
export function StatusBadge({ active }: { active: boolean }) {
  return <span className={`admin-status ${active ? 'admin-status-active' : 'admin-status-inactive'}`}>{active ? 'Active' : 'Inactive'}</span>;
}
