import type { AlumnusRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { saveAlumnus } from '../api/save-alumnus';
import type { AlumnusInput } from '../alumni-input-schema';
import { AlumniForm } from './alumni-form';

/** The alumni modal: a click on the backdrop closes it (docs/product.md#record-screens). */
export function AlumniDialog({ editor }: { editor: RecordEditor<AlumnusRecord> }) {
  return (
    <RecordDialog
      editor={editor}
      titles={{ add: 'Add Alumni', edit: 'Edit Alumni' }}
      save={(input: AlumnusInput, alumnus) => saveAlumnus(input, alumnus?.alumniId)}
      failure="Failed to save alumni"
      closeOnBackdrop
    >
      {(form) => <AlumniForm {...form} />}
    </RecordDialog>
  );
}
