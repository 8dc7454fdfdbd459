import type { PendingAction } from '@school/shared/record-editor';
import { Icon } from './icons';
import './admin-screen.css';

interface RowActionsProps {
  /** Names the row in the buttons' accessible names: "Edit Pupil School". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** This row's call in flight: its details for the edit form, or its delete. */
  pending?: PendingAction | undefined;
}

/** The Action column: Edit and Delete for one row. */
export function RowActions({ name, onEdit, onDelete, pending }: RowActionsProps) {
  const editing = pending === 'edit';
  // The delete button stays enabled while its call runs (the editor ignores a second click), so
  // focus stays on it and comes back to it after the confirmation and after a failure.
  return (
    <div className="admin-row-actions">
      <button type="button" className="admin-row-button" aria-label={`Edit ${name}`} onClick={onEdit} disabled={editing} aria-busy={editing}>
        <Icon name="edit" size={16} />
        <span className="admin-row-button-label">Edit</span>
      </button>
      <button type="button" className="admin-row-button admin-row-button-danger" aria-label={`Delete ${name}`} onClick={onDelete} aria-busy={pending === 'delete'}>
        <Icon name="delete" size={16} />
        <span className="admin-row-button-label">Delete</span>
      </button>
    </div>
  );
}
