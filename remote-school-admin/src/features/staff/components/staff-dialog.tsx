import type { StaffRecord } from '@school/shared/contracts/records';
import { Modal } from '@school/shared/ui/modal';
import { useSave } from '../../../ui/use-save';
import { toStaffInput } from '../api/get-staff-member';
import { saveStaffMember } from '../api/save-staff-member';
import { EMPTY_STAFF_INPUT, type StaffInput } from '../staff-input-schema';
import { StaffForm } from './staff-form';

interface StaffDialogProps {
  open: boolean;
  /** The member to edit, as the by-id call answered; null adds a new one. */
  member: StaffRecord | null;
  onClose(): void;
  /** After a successful save: the caller closes the dialog and reloads the list. */
  onSaved(): void;
}

/** The staff modal: Add Staff, or Edit Staff prefilled with the member. */
export function StaffDialog({ open, member, onClose, onSaved }: StaffDialogProps) {
  const { saving, run } = useSave(
    (input: StaffInput) => saveStaffMember(input, member?.schoolStaffId),
    'Failed to save staff member',
  );
  return (
    <Modal open={open} title={member ? 'Edit Staff' : 'Add Staff'} onClose={onClose} busy={saving}>
      <StaffForm
        defaults={member ? toStaffInput(member) : EMPTY_STAFF_INPUT}
        submitLabel={member ? 'Update' : 'Submit'}
        saving={saving}
        onSave={async (input) => {
          if (await run(input)) onSaved();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}
