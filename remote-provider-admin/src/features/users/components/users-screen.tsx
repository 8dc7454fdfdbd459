import { useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import { encryptPassword } from '@school/shared/cipher';
import { useRecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { FormPanel } from '../../../ui/form-panel';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { ErrorBanner } from '../../../ui/error-banner';
import { RecordTable } from '../../../ui/record-table';
import { AddButton, AdminScreen } from '../../../ui/screen-header';
import { useLoad } from '@school/shared/use-load';
import { deleteUser } from '../api/delete-user';
import { getSchoolOptions } from '../api/get-school-options';
import { getUser } from '../api/get-user';
import { getUsers } from '../api/get-users';
import { saveUser } from '../api/save-user';
import { providerAdminId, userFormValues, userPayload, type UserFormOutput } from '../user-form-values';
import { UserForm, type EditedUser } from './user-form';
import { USERS_TABLE } from './users-table';

const toasts = notifier('admin');

/** A failure of an action, shown in the banner with its fixed text (docs/product.md#exact-texts). */
interface Failure {
  message: string;
  detail?: string | undefined;
}

/** The Users screen (docs/product.md#provider-area): Add User, the error banner, the inline add/edit form and the table. */
export function UsersScreen() {
  const users = useLoad(getUsers);
  const schools = useLoad(getSchoolOptions);
  const [failure, setFailure] = useState<Failure | null>(null);
  const editor = useRecordEditor<EditedUser>({
    fetch: async (id) => {
      const user = await getUser(id);
      setFailure(null);
      return { schoolUserId: id, values: userFormValues(user), secondFactorOn: user.secondFactorOn };
    },
    delete: (id) => {
      setFailure(null);
      return deleteUser(id);
    },
    confirmDelete: 'Are you sure you want to delete this user?',
    afterSave() {
      setFailure(null);
      users.reload();
    },
    afterDelete() {
      toasts.success('User deleted successfully');
      users.reload();
    },
    fetchFailed(error) {
      console.error(error);
      setFailure({ message: 'Failed to fetch user details. Please try again.', detail: errorMessage(error, '') });
    },
    deleteFailed(error) {
      console.error(error);
      setFailure({ message: 'Failed to delete user. Please try again.', detail: errorMessage(error, '') });
    },
  });

  const retry = () => {
    if (users.error) users.reload();
    if (schools.error) schools.reload();
  };
  const dismiss = (
    <button type="button" className="ui-button" onClick={() => setFailure(null)}>
      Dismiss
    </button>
  );

  return (
    <AdminScreen
      title="Users"
      titleId="users-title"
      actions={
        <AddButton
          onClick={() => {
            setFailure(null);
            editor.add();
          }}
        >
          Add User
        </AddButton>
      }
    >

      {/* The error banner of docs/product.md#provider-area: load failures offer a retry (of both), action failures a dismiss. */}
      {Boolean(users.error) && <LoadFailed message="Failed to fetch users. Please try again." retry="Try again" onRetry={retry} />}
      {Boolean(schools.error) && <LoadFailed message="Failed to fetch schools. Please try again." retry="Try again" onRetry={retry} />}
      {failure && <ErrorBanner message={failure.message} detail={failure.detail} action={dismiss} />}

      <RecordDialog
        editor={editor}
        frame={FormPanel}
        titles={{ add: 'Add User', edit: 'Edit User' }}
        save={async (values: UserFormOutput, user) => {
          await saveUser(userPayload(values, { schoolUserId: user?.schoolUserId, createdBy: providerAdminId(), encrypt: encryptPassword }));
          toasts.success(user ? 'User updated successfully' : 'User added successfully');
        }}
        failure={(error) => {
          console.error(error);
          return <ErrorBanner message="Failed to save user. Please try again." detail={errorMessage(error, '')} />;
        }}
      >
        {(form) =>
          // The School selector must have its options before an edit form selects one of them.
          schools.loading && !schools.data ? (
            <p className="admin-loading">Loading schools...</p>
          ) : (
            <UserForm {...form} schools={schools.data ?? []} schoolsLoading={schools.loading} />
          )
        }
      </RecordDialog>

      <RecordTable table={USERS_TABLE} load={users} editor={editor} />
    </AdminScreen>
  );
}
