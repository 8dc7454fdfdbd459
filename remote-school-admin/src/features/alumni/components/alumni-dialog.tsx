import type { AlumnusRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '../../../ui/record-dialog';
import { toAlumnusInput } from '../api/get-alumnus';
import { saveAlumnus } from '../api/save-alumnus';
import { EMPTY_ALUMNUS_INPUT, type AlumnusInput } from '../alumni-input-schema';
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
      {({ record, ...form }) => (
        <AlumniForm defaults={record ? toAlumnusInput(record) : EMPTY_ALUMNUS_INPUT} submitLabel={record ? 'Update Alumni' : 'Add Alumni'} {...form} />
      )}
    </RecordDialog>
  );
}
