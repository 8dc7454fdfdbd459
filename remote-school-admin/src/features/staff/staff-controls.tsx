import { useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import type { StaffRecord } from '@school/shared/contracts/records';
import { ItemActions } from '../../ui/item-actions';
import '../../ui/toolbar-button.css';
import { deleteStaffMember } from './api/delete-staff-member';
import { getStaffMember } from './api/get-staff-member';
import { StaffDialog } from './components/staff-dialog';
import { moveFocusTo, useFocusTarget } from './focus-after-reload';

const toasts = notifier('admin');
const ADD_BUTTON = 'staff.add';
const editButton = (member: StaffRecord) => `staff.edit.${member.schoolStaffId}`;

/** The staff screen's toolbar (slot staff.toolbar): Add Staff and its modal. */
export function AddStaffButton({ reload }: AdminSlots['staff.toolbar']) {
  const [open, setOpen] = useState(false);
  const focusTarget = useFocusTarget(ADD_BUTTON);
  return (
    <>
      <button ref={focusTarget} type="button" className="ui-button ui-button-primary toolbar-button" onClick={() => setOpen(true)}>
        Add Staff
      </button>
      <StaffDialog
        open={open}
        member={null}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          reload();
        }}
      />
    </>
  );
}

/**
 * Edit and Delete on one row (slot staff.row-actions). Edit opens the modal once the by-id
 * call answers; Delete asks nothing (spec section 2) and the list reloads.
 */
export function StaffRowActions({ item, reload }: AdminSlots['staff.row-actions']) {
  const [editing, setEditing] = useState<StaffRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const focusTarget = useFocusTarget(editButton(item));

  const edit = async () => {
    setBusy(true);
    try {
      setEditing(await getStaffMember(item.schoolStaffId));
    } catch (error) {
      console.error('Failed to fetch staff member', error); // only logged (spec section 8)
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteStaffMember(item.schoolStaffId);
      toasts.success('Staff member deleted successfully!');
      moveFocusTo(ADD_BUTTON); // this row is about to go
      reload();
    } catch (error) {
      toasts.error(errorMessage(error, 'Failed to delete staff'));
      setBusy(false);
    }
  };

  return (
    <>
      <ItemActions name={item.fullName} busy={busy} onEdit={() => void edit()} onDelete={() => void remove()} editRef={focusTarget} />
      <StaffDialog
        open={editing !== null}
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          moveFocusTo(editButton(item)); // the row is drawn anew by the reload
          reload();
        }}
      />
    </>
  );
}
