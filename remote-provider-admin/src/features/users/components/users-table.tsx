import { SCHOOL_ROLE_LABELS } from '@school/shared/contracts/roles';
import type { UserRecord } from '@school/shared/contracts/users';
import { textColumn } from '@school/shared/ui/data-table';
import type { RecordTableSpec } from '../../../ui/record-table';
import { userTypeLabel } from '../user-form-values';

/** A school user's role by its name on the school's Team screen; a provider user has none. */
const roleText = (user: UserRecord) => (user.role ? SCHOOL_ROLE_LABELS[user.role] : '—');

/**
 * The Users table of docs/product.md#provider-area: name, username, type, then each school user's
 * role (docs/decisions/013-school-team.md), then status and actions.
 */
export const USERS_TABLE: RecordTableSpec<UserRecord> = {
  caption: 'Users',
  loadingText: 'Loading users...',
  columns: [
    textColumn('name', 'Full Name', (user) => user.fullName),
    textColumn('username', 'Username', (user) => user.userName),
    textColumn('type', 'User Type', (user) => userTypeLabel(user.userType)),
    textColumn('role', 'Role', roleText),
  ],
  rowId: (user) => user.schoolUserId,
  rowName: (user) => user.fullName,
  // A password the provider set (a new account, a reset) until its user changes it.
  statusNote: (user) => user.temporaryCredential && <span className="admin-status-note"> Temporary password</span>,
};
