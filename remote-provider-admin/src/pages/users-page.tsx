import { UsersScreen } from '../features/users/components/users-screen';

/** /sgi-admin/users. */
export function UsersPage() {
  return <UsersScreen />;
}
