import { useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { ErrorBanner } from '../../../ui/error-banner';
import { Icon } from '../../../ui/icons';
import { ScreenHeader } from '../../../ui/screen-header';
import { useLoad } from '@school/shared/use-load';
import { deleteSchool } from '../api/delete-school';
import { getSchool } from '../api/get-school';
import { getSchools } from '../api/get-schools';
import { schoolFormValues, type SchoolFormValues } from '../school-form-values';
import { SchoolForm } from './school-form';
import { SchoolsTable } from './schools-table';
import '../../../ui/admin-screen.css';

const toasts = notifier('admin');

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; schoolId: number; values: SchoolFormValues };

/** The Schools screen (spec section 2): Refresh, Add School, the inline form and the table. */
export function SchoolsScreen() {
  const schools = useLoad(getSchools);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  // Each opening of the form is a fresh form: a new key resets its fields and messages.
  const [formKey, setFormKey] = useState(0);
  const [fetchingId, setFetchingId] = useState<number | null>(null);
  const [detailsFailure, setDetailsFailure] = useState<string | null>(null);

  const open = (next: FormState) => {
    setForm(next);
    setFormKey((key) => key + 1);
  };

  // Edit mode starts only once the school's details have come (spec section 4).
  const edit = async (school: SchoolRecord) => {
    setFetchingId(school.schoolId);
    setDetailsFailure(null);
    try {
      const details = await getSchool(school.schoolId);
      open({ mode: 'edit', schoolId: details.schoolId, values: schoolFormValues(details) });
    } catch (error) {
      console.error(error);
      setDetailsFailure(errorMessage(error, 'Failed to fetch school details. Please try again.'));
    } finally {
      setFetchingId(null);
    }
  };

  const remove = async (school: SchoolRecord) => {
    if (!window.confirm('Are you sure you want to delete this school?')) return;
    try {
      await deleteSchool(school.schoolId);
      toasts.success('School deleted successfully');
      if (form.mode === 'edit' && form.schoolId === school.schoolId) setForm({ mode: 'closed' });
      schools.reload();
    } catch (error) {
      console.error(error);
      window.alert('Failed to delete school. Please try again.');
    }
  };

  const loadFailed = Boolean(schools.error);
  return (
    <section className="admin-screen" aria-labelledby="schools-title">
      <ScreenHeader title="Schools" titleId="schools-title">
        <button type="button" className="ui-button" onClick={schools.reload} disabled={schools.loading}>
          <Icon name="refresh" />
          Refresh
        </button>
        <button type="button" className="ui-button ui-button-primary" onClick={() => open({ mode: 'add' })}>
          <Icon name="add" />
          Add School
        </button>
      </ScreenHeader>

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

      {form.mode !== 'closed' && (
        <SchoolForm
          key={formKey}
          editing={form.mode === 'edit' ? form : undefined}
          onCancel={() => setForm({ mode: 'closed' })}
          onSaved={() => {
            setForm({ mode: 'closed' });
            schools.reload();
          }}
        />
      )}

      {loadFailed && (
        <ErrorBanner
          message="Failed to fetch schools. Please try again."
          action={
            <button type="button" className="ui-button" onClick={schools.reload} disabled={schools.loading}>
              Try again
            </button>
          }
        />
      )}
      <p className="admin-loading" role="status">
        {schools.loading ? 'Loading schools...' : ''}
      </p>
      {schools.data && (
        <SchoolsTable
          schools={schools.data}
          fetchingId={fetchingId}
          onEdit={(school) => void edit(school)}
          onDelete={(school) => void remove(school)}
        />
      )}
    </section>
  );
}
