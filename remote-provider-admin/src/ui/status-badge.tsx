import './admin-screen.css';

/**
 * The Status column: Active or Inactive, in words first and colour second; `label` words it
 * otherwise where those two do not fit (a remote On or Switched off).
 */
export function StatusBadge({ active, label }: { active: boolean; label?: string }) {
  return <span className={`admin-status ${active ? 'admin-status-active' : 'admin-status-inactive'}`}>{label ?? (active ? 'Active' : 'Inactive')}</span>;
}
