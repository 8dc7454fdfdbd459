import type { StaffRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { draftSaveFailure } from '../../../ui/drafts/draft-save-failure';
import { draftedRecordId, type DraftSaving } from '../../../ui/drafts/save-record-draft';
import { saveStaffMember } from '../api/save-staff-member';
import type { StaffInput } from '../staff-input-schema';
import { StaffForm } from './staff-form';

/** The staff modal: Add Staff, or Edit Staff prefilled with the member; with `draft`, its save is an editor's draft (decision 013). */
export function StaffDialog({ editor, draft }: { editor: RecordEditor<StaffRecord>; draft?: DraftSaving }) {
  return (
    <RecordDialog
      editor={editor}
      titles={{ add: 'Add Staff', edit: 'Edit Staff' }}
      save={(input: StaffInput, member) =>
        draft ? saveStaffMember(input, draftedRecordId(draft, member?.schoolStaffId), draft) : saveStaffMember(input, member?.schoolStaffId)
      }
      failure={draft ? draftSaveFailure : 'Failed to save staff member'}
    >
      {(form) => <StaffForm {...form} drafting={Boolean(draft)} />}
    </RecordDialog>
  );
}
