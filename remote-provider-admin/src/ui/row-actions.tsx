import { Icon } from './icons';
import './admin-screen.css';

interface RowActionsProps {
  /** Names the row in the buttons' accessible names: "Edit Pupil School". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** True while this row's details are being fetched for the edit form. */
  editing?: boolean;
  disabled?: boolean;
}

/** The Action column: Edit and Delete for one row. */
export function RowActions({ name, onEdit, onDelete, editing = false, disabled = false }: RowActionsProps) {
  return (
    <div className="admin-row-actions">
      <button type="button" className="admin-row-button" aria-label={`Edit ${name}`} onClick={onEdit} disabled={disabled || editing} aria-busy={editing}>
        <Icon name="edit" size={16} />
        <span className="admin-row-button-label">Edit</span>
      </button>
      <button type="button" className="admin-row-button admin-row-button-danger" aria-label={`Delete ${name}`} onClick={onDelete} disabled={disabled}>
        <Icon name="delete" size={16} />
        <span className="admin-row-button-label">Delete</span>
      </button>
    </div>
  );
}
