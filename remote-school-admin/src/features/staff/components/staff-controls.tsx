import { errorMessage, notifier } from '@school/shared';
import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import type { StaffRecord } from '@school/shared/contracts/records';
import { useRecordEditor, type RecordEditorOptions } from '@school/shared/record-editor';
import { ItemActions } from '../../../ui/item-actions';
import '../../../ui/toolbar-button.css';
import { deleteStaffMember } from '../api/delete-staff-member';
import { getStaffMember } from '../api/get-staff-member';
import { StaffDialog } from './staff-dialog';
import { moveFocusTo, useFocusTarget } from '../focus-after-reload';

const toasts = notifier('admin');
const ADD_BUTTON = 'staff.add';
const editButton = (member: StaffRecord) => `staff.edit.${member.schoolStaffId}`;

/** Staff edits open once the by-id call answers; a delete asks nothing (docs/product.md#record-screens). */
function staffEditor(reload: () => void, afterSave: () => void): RecordEditorOptions<StaffRecord> {
  return {
    fetch: getStaffMember,
    delete: deleteStaffMember,
    afterSave() {
      afterSave();
      reload();
    },
    afterDelete() {
      toasts.success('Staff member deleted successfully!');
      moveFocusTo(ADD_BUTTON); // the row is about to go
      reload();
    },
    fetchFailed: (error) => console.error('Failed to fetch staff member', error), // only logged (docs/product.md#record-screens)
    deleteFailed: (error) => toasts.error(errorMessage(error, 'Failed to delete staff')),
  };
}

/** The staff screen's toolbar (slot staff.toolbar): Add Staff and its modal. */
export function AddStaffButton({ reload }: AdminSlots['staff.toolbar']) {
  const editor = useRecordEditor(staffEditor(reload, () => undefined));
  const focusTarget = useFocusTarget(ADD_BUTTON);
  return (
    <>
      <button ref={focusTarget} type="button" className="ui-button ui-button-primary toolbar-button" onClick={editor.add}>
        Add Staff
      </button>
      <StaffDialog editor={editor} />
    </>
  );
}

/** Edit and Delete on one row (slot staff.row-actions). */
export function StaffRowActions({ item, reload }: AdminSlots['staff.row-actions']) {
  // The row is drawn anew by the reload after a save: focus goes back to its Edit button.
  const editor = useRecordEditor(staffEditor(reload, () => moveFocusTo(editButton(item))));
  const focusTarget = useFocusTarget(editButton(item));
  const id = item.schoolStaffId;
  return (
    <>
      <ItemActions
        name={item.fullName}
        busy={editor.pending(id) !== undefined}
        onEdit={() => void editor.edit(id)}
        onDelete={() => void editor.remove(id)}
        editRef={focusTarget}
      />
      <StaffDialog editor={editor} />
    </>
  );
}
