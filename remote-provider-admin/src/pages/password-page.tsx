import { ChangePasswordForm } from '@school/shared/ui/change-password-form';
import { AdminScreen } from '../ui/screen-header';

/**
 * /sgi-admin/password: the provider admin changes their own password, from the sidebar. A
 * temporary password leads here from the login; once it is changed, the area opens (`onDone`).
 */
export function PasswordPage({ onDone }: { onDone(): void }) {
  return (
    <AdminScreen title="Change password" titleId="password-title" className="provider-password">
      <ChangePasswordForm kind="provider" onChanged={onDone} />
    </AdminScreen>
  );
}
