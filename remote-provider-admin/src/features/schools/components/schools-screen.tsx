import { useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import type { NewSchool } from '@school/shared/contracts/new-school';
import { useRecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { FormPanel } from '../../../ui/form-panel';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { ErrorBanner } from '../../../ui/error-banner';
import { RecordTable } from '../../../ui/record-table';
import { AddButton, AdminScreen, RefreshButton } from '../../../ui/screen-header';
import { useLoad } from '@school/shared/use-load';
import { deleteSchool } from '../api/delete-school';
import { getSchool } from '../api/get-school';
import { getSchools } from '../api/get-schools';
import { saveSchool } from '../api/save-school';
import { schoolFormValues } from '../school-form-values';
import { SchoolForm, type EditedSchool } from './school-form';
import { SCHOOLS_TABLE } from './schools-table';
import type { SchoolRecord } from '@school/shared/contracts/school';
import type { ReactNode } from 'react';

const toasts = notifier('admin');

/**
 * The Schools screen (docs/product.md#provider-area): Refresh, Add School, the inline add/edit form
 * and the table; `moreActions` adds to a row's Edit and Delete (the page's support session).
 */
export function SchoolsScreen({ moreActions }: { moreActions?: (school: SchoolRecord) => ReactNode }) {
  const schools = useLoad(getSchools);
  const [detailsFailure, setDetailsFailure] = useState<string | null>(null);
  const editor = useRecordEditor<EditedSchool>({
    fetch: async (id) => {
      setDetailsFailure(null);
      return { schoolId: id, values: schoolFormValues(await getSchool(id)) };
    },
    delete: deleteSchool,
    confirmDelete: 'Are you sure you want to delete this school?',
    afterSave: schools.reload,
    afterDelete() {
      toasts.success('School deleted successfully');
      schools.reload();
    },
    fetchFailed(error) {
      console.error(error);
      setDetailsFailure(errorMessage(error, 'Failed to fetch school details. Please try again.'));
    },
    deleteFailed(error) {
      console.error(error);
      window.alert('Failed to delete school. Please try again.');
    },
  });

  const loadFailed = Boolean(schools.error);
  return (
    <AdminScreen
      title="Schools"
      titleId="schools-title"
      actions={
        <>
          <RefreshButton load={schools} />
          <AddButton onClick={editor.add}>Add School</AddButton>
        </>
      }
    >

      {detailsFailure && (
        <ErrorBanner
          message={detailsFailure}
          action={
            <button type="button" className="ui-button" onClick={() => setDetailsFailure(null)}>
              Dismiss
            </button>
          }
        />
      )}

      <RecordDialog
        editor={editor}
        frame={FormPanel}
        titles={{ add: 'Add School', edit: 'Edit School' }}
        save={async (input: NewSchool, school) => {
          await saveSchool(input, school?.schoolId);
          toasts.success(school ? 'School updated successfully' : 'School added successfully');
        }}
        // A taken school code is the likely cause; the server's message says so.
        failure={(error) => <ErrorBanner message="Failed to save school. Please try again." detail={errorMessage(error, '')} />}
      >
        {(form) => <SchoolForm {...form} />}
      </RecordDialog>

      {loadFailed && <LoadFailed message="Failed to fetch schools. Please try again." retry="Try again" onRetry={schools.reload} />}
      <RecordTable table={SCHOOLS_TABLE} load={schools} editor={editor} moreActions={moreActions} />
    </AdminScreen>
  );
}
