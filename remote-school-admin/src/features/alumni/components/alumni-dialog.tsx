import type { AlumnusRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { draftSaveFailure } from '../../../ui/drafts/draft-save-failure';
import { draftedRecordId, type DraftSaving } from '../../../ui/drafts/save-record-draft';
import { saveAlumnus } from '../api/save-alumnus';
import type { AlumnusInput } from '../alumni-input-schema';
import { AlumniForm } from './alumni-form';

/**
 * The alumni modal: a click on the backdrop closes it (docs/product.md#record-screens). With
 * `draft`, its save is an editor's draft (decision 013).
 */
export function AlumniDialog({ editor, draft }: { editor: RecordEditor<AlumnusRecord>; draft?: DraftSaving }) {
  return (
    <RecordDialog
      editor={editor}
      titles={{ add: 'Add Alumni', edit: 'Edit Alumni' }}
      save={(input: AlumnusInput, alumnus) => (draft ? saveAlumnus(input, draftedRecordId(draft, alumnus?.alumniId), draft) : saveAlumnus(input, alumnus?.alumniId))}
      failure={draft ? draftSaveFailure : 'Failed to save alumni'}
      closeOnBackdrop
    >
      {(form) => <AlumniForm {...form} drafting={Boolean(draft)} />}
    </RecordDialog>
  );
}
