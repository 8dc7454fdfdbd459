import { useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import type { UserRecord } from '@school/shared/contracts/users';
import { ErrorBanner } from '../../../ui/error-banner';
import { Icon } from '../../../ui/icons';
import { ScreenHeader } from '../../../ui/screen-header';
import { useLoad } from '@school/shared/use-load';
import { deleteUser } from '../api/delete-user';
import { getSchoolOptions } from '../api/get-school-options';
import { getUser } from '../api/get-user';
import { getUsers } from '../api/get-users';
import { userFormValues, type UserFormValues } from '../user-form-values';
import { UserForm } from './user-form';
import { UsersTable } from './users-table';
import '../../../ui/admin-screen.css';

const toasts = notifier('admin');

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; schoolUserId: number; values: UserFormValues };

/** A failure of an action, shown in the banner with the spec's text (section 8). */
interface Failure {
  message: string;
  detail?: string | undefined;
}

/** The Users screen (spec section 2): Add User, the error banner, the inline form and the table. */
export function UsersScreen() {
  const users = useLoad(getUsers);
  const schools = useLoad(getSchoolOptions);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [formKey, setFormKey] = useState(0);
  const [fetchingId, setFetchingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const open = (next: FormState) => {
    setFailure(null);
    setForm(next);
    setFormKey((key) => key + 1);
  };

  const edit = async (user: UserRecord) => {
    setFetchingId(user.schoolUserId);
    try {
      const details = await getUser(user.schoolUserId);
      open({ mode: 'edit', schoolUserId: details.schoolUserId, values: userFormValues(details) });
    } catch (error) {
      console.error(error);
      setFailure({ message: 'Failed to fetch user details. Please try again.', detail: errorMessage(error, '') });
    } finally {
      setFetchingId(null);
    }
  };

  const remove = async (user: UserRecord) => {
    if (!window.confirm('Are you sure you want to delete this user?')) return;
    setFailure(null);
    try {
      await deleteUser(user.schoolUserId);
      toasts.success('User deleted successfully');
      if (form.mode === 'edit' && form.schoolUserId === user.schoolUserId) setForm({ mode: 'closed' });
      users.reload();
    } catch (error) {
      console.error(error);
      setFailure({ message: 'Failed to delete user. Please try again.', detail: errorMessage(error, '') });
    }
  };

  const retry = (
    <button
      type="button"
      className="ui-button"
      onClick={() => {
        if (users.error) users.reload();
        if (schools.error) schools.reload();
      }}
    >
      Try again
    </button>
  );
  const dismiss = (
    <button type="button" className="ui-button" onClick={() => setFailure(null)}>
      Dismiss
    </button>
  );

  return (
    <section className="admin-screen" aria-labelledby="users-title">
      <ScreenHeader title="Users" titleId="users-title">
        <button type="button" className="ui-button ui-button-primary" onClick={() => open({ mode: 'add' })}>
          <Icon name="add" />
          Add User
        </button>
      </ScreenHeader>

      {/* The error banner of spec section 2: load failures offer a retry, action failures a dismiss. */}
      {Boolean(users.error) && <ErrorBanner message="Failed to fetch users. Please try again." action={retry} />}
      {Boolean(schools.error) && <ErrorBanner message="Failed to fetch schools. Please try again." action={users.error ? undefined : retry} />}
      {failure && <ErrorBanner message={failure.message} detail={failure.detail} action={dismiss} />}

      {form.mode !== 'closed' &&
        // The School selector must have its options before an edit form selects one of them.
        (schools.loading && !schools.data ? (
          <p className="admin-loading">Loading schools...</p>
        ) : (
          <UserForm
            key={formKey}
            editing={form.mode === 'edit' ? form : undefined}
            schools={schools.data ?? []}
            schoolsLoading={schools.loading}
            onCancel={() => setForm({ mode: 'closed' })}
            onFailure={(detail) => setFailure({ message: 'Failed to save user. Please try again.', detail })}
            onSaved={() => {
              setFailure(null);
              setForm({ mode: 'closed' });
              users.reload();
            }}
          />
        ))}

      <p className="admin-loading" role="status">
        {users.loading ? 'Loading users...' : ''}
      </p>
      {users.data && (
        <UsersTable users={users.data} fetchingId={fetchingId} onEdit={(user) => void edit(user)} onDelete={(user) => void remove(user)} />
      )}
    </section>
  );
}
