import { useState } from 'react';
import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import { ItemActions } from '../../ui/item-actions';
import '../../ui/toolbar-button.css';
import { deleteAlumnus } from './api/delete-alumnus';
import { getAlumnus } from './api/get-alumnus';
import { alumnusEditor, useAlumnusBeingEdited } from './alumnus-editor';
import { AlumniDialog } from './components/alumni-dialog';
import { reloadPage } from './reload-page';
import './alumni-controls.css';

/**
 * The alumni screen's toolbar (slot alumni.toolbar): Add Alumni and its modal, and the edit
 * modal the cards open (see alumnus-editor).
 */
export function AddAlumniButton() {
  const [adding, setAdding] = useState(false);
  const editing = useAlumnusBeingEdited();
  return (
    <>
      <button type="button" className="ui-button ui-button-primary toolbar-button" onClick={() => setAdding(true)}>
        Add Alumni
      </button>
      <AlumniDialog open={adding} alumnus={null} onClose={() => setAdding(false)} />
      <AlumniDialog open={editing !== null} alumnus={editing} onClose={alumnusEditor.close} />
    </>
  );
}

/**
 * Edit and delete on one card (slot alumni.card-actions). Edit opens the modal once the by-id
 * call answers; delete asks nothing (spec section 2) and reloads the page. Failures are only
 * logged (spec section 8).
 */
export function AlumniCardActions({ item }: AdminSlots['alumni.card-actions']) {
  const [busy, setBusy] = useState(false);

  const edit = async () => {
    setBusy(true);
    try {
      alumnusEditor.open(await getAlumnus(item.alumniId));
    } catch (error) {
      console.error('Failed to fetch alumni', error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAlumnus(item.alumniId);
      reloadPage();
    } catch (error) {
      console.error('Failed to delete alumni', error);
      setBusy(false);
    }
  };

  return (
    <div className="alumni-card-actions">
      <ItemActions name={item.alumniName} busy={busy} onEdit={() => void edit()} onDelete={() => void remove()} />
    </div>
  );
}
