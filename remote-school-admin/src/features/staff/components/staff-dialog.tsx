import type { StaffRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { saveStaffMember } from '../api/save-staff-member';
import type { StaffInput } from '../staff-input-schema';
import { StaffForm } from './staff-form';

/** The staff modal: Add Staff, or Edit Staff prefilled with the member. */
export function StaffDialog({ editor }: { editor: RecordEditor<StaffRecord> }) {
  return (
    <RecordDialog
      editor={editor}
      titles={{ add: 'Add Staff', edit: 'Edit Staff' }}
      save={(input: StaffInput, member) => saveStaffMember(input, member?.schoolStaffId)}
      failure="Failed to save staff member"
    >
      {(form) => <StaffForm {...form} />}
    </RecordDialog>
  );
}
