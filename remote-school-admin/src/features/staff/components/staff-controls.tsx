import { errorMessage, notifier, useSession } from '@school/shared';
import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import type { StaffRecord } from '@school/shared/contracts/records';
import { useRecordEditor, type RecordEditorOptions } from '@school/shared/record-editor';
import { ItemActions } from '../../../ui/item-actions';
import { ownDraftOrRecord } from '../../../ui/drafts/own-draft';
import { DRAFT_FROM_SCREEN } from '../../../ui/drafts/save-record-draft';
import { AddButton } from '../../../ui/add-button';
import { deleteStaffMember } from '../api/delete-staff-member';
import { getStaffMember } from '../api/get-staff-member';
import { staffOfDraft } from '../staff-draft';
import { StaffDialog } from './staff-dialog';
import { moveFocusTo, useFocusTarget } from '../focus-after-reload';

const toasts = notifier('admin');
const ADD_BUTTON = 'staff.add';
const editButton = (member: StaffRecord) => `staff.edit.${member.schoolStaffId}`;

/** An editor's save is a draft for a publisher to approve (decision 013); the server decides, the screen only words it. */
const useDrafting = () => useSession().schoolRole === 'editor';

/**
 * Staff edits open once the by-id call answers; a delete asks nothing (docs/product.md#record-screens).
 * An editor's Edit opens their draft of the member, if they have one, and their save leaves the
 * list as visitors see it.
 */
function staffEditor(reload: () => void, afterSave: () => void, drafting: boolean): RecordEditorOptions<StaffRecord> {
  return {
    fetch: async (id) => {
      const stored = await getStaffMember(id);
      return drafting ? ownDraftOrRecord('staff', id, stored, staffOfDraft) : stored;
    },
    delete: deleteStaffMember,
    afterSave() {
      afterSave();
      if (!drafting) reload();
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
  const drafting = useDrafting();
  const editor = useRecordEditor(staffEditor(reload, () => undefined, drafting));
  const focusTarget = useFocusTarget(ADD_BUTTON);
  return (
    <>
      <AddButton ref={focusTarget} onClick={editor.add}>Add Staff</AddButton>
      <StaffDialog editor={editor} draft={drafting ? DRAFT_FROM_SCREEN : undefined} />
    </>
  );
}

/** Edit and Delete on one row (slot staff.row-actions); an editor has no Delete. */
export function StaffRowActions({ item, reload }: AdminSlots['staff.row-actions']) {
  const drafting = useDrafting();
  // The row is drawn anew by the reload after a save: focus goes back to its Edit button.
  const editor = useRecordEditor(staffEditor(reload, () => moveFocusTo(editButton(item)), drafting));
  const focusTarget = useFocusTarget(editButton(item));
  const id = item.schoolStaffId;
  return (
    <>
      <ItemActions
        name={item.fullName}
        busy={editor.pending(id) !== undefined}
        onEdit={() => void editor.edit(id)}
        onDelete={drafting ? undefined : () => void editor.remove(id)}
        editRef={focusTarget}
      />
      <StaffDialog editor={editor} draft={drafting ? DRAFT_FROM_SCREEN : undefined} />
    </>
  );
}
