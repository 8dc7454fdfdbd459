import type { AlumnusRecord } from '@school/shared/contracts/records';
import { Modal } from '@school/shared/ui/modal';
import { useSave } from '../../../ui/use-save';
import { toAlumnusInput } from '../api/get-alumnus';
import { saveAlumnus } from '../api/save-alumnus';
import { EMPTY_ALUMNUS_INPUT, type AlumnusInput } from '../alumni-input-schema';
import { AlumniForm } from './alumni-form';
import { reloadPage } from '../reload-page';

interface AlumniDialogProps {
  open: boolean;
  /** The alumnus to edit, as the by-id call answered; null adds a new one. */
  alumnus: AlumnusRecord | null;
  onClose(): void;
}

/**
 * The alumni modal: a click on the backdrop closes it (spec section 2), and a save reloads the
 * whole page (section 4).
 */
export function AlumniDialog({ open, alumnus, onClose }: AlumniDialogProps) {
  const { saving, run } = useSave((input: AlumnusInput) => saveAlumnus(input, alumnus?.alumniId), 'Failed to save alumni');
  return (
    <Modal open={open} title={alumnus ? 'Edit Alumni' : 'Add Alumni'} onClose={onClose} busy={saving} closeOnBackdrop>
      <AlumniForm
        defaults={alumnus ? toAlumnusInput(alumnus) : EMPTY_ALUMNUS_INPUT}
        submitLabel={alumnus ? 'Update Alumni' : 'Add Alumni'}
        saving={saving}
        onSave={async (input) => {
          if (await run(input)) reloadPage();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}
