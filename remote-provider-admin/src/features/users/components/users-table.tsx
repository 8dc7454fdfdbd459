import type { UserRecord } from '@school/shared/contracts/users';
import type { PendingAction } from '@school/shared/record-editor';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { RowActions } from '../../../ui/row-actions';
import { StatusBadge } from '../../../ui/status-badge';
import { userTypeLabel } from '../user-form-values';

interface UsersTableProps {
  users: readonly UserRecord[];
  /** The call in flight for a row: its details for the edit form, or its delete. */
  pending: (id: number) => PendingAction | undefined;
  onEdit: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
}

/** The Users table of docs/product.md#provider-area. */
export function UsersTable({ users, pending, onEdit, onDelete }: UsersTableProps) {
  const columns: DataTableColumn<UserRecord>[] = [
    { id: 'name', header: 'Full Name', cell: (user) => user.fullName, sortValue: (user) => user.fullName },
    { id: 'username', header: 'Username', cell: (user) => user.userName, sortValue: (user) => user.userName },
    { id: 'type', header: 'User Type', cell: (user) => userTypeLabel(user.userType), sortValue: (user) => userTypeLabel(user.userType) },
    {
      id: 'status',
      header: 'Status',
      // A password the provider set (a new account, a reset) until its user changes it.
      cell: (user) => (
        <>
          <StatusBadge active={user.active} />
          {user.temporaryCredential && <span className="admin-status-note"> Temporary password</span>}
        </>
      ),
      sortValue: (user) => (user.active ? 'Active' : 'Inactive'),
    },
    {
      id: 'action',
      header: 'Action',
      className: 'admin-actions-column',
      cell: (user) => (
        <RowActions name={user.fullName} pending={pending(user.schoolUserId)} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
      ),
    },
  ];
  return <DataTable caption="Users" captionHidden columns={columns} rows={users} rowKey={(user) => user.schoolUserId} />;
}
