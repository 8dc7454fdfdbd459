import { useNavigate } from '@school/shared';
import { ChangePasswordForm } from '@school/shared/ui/change-password-form';
import { ScreenHeader } from '../ui/screen-header';
import '../ui/admin-screen.css';

/**
 * /sgi-admin/password: the provider admin changes their own password, from the sidebar. A
 * temporary password leads here from the login; once it is changed, the area opens at Schools.
 */
export function PasswordPage({ area }: { area: string }) {
  const navigate = useNavigate();
  return (
    <section className="admin-screen provider-password" aria-labelledby="password-title">
      <ScreenHeader title="Change password" titleId="password-title">
        {null}
      </ScreenHeader>
      <ChangePasswordForm kind="provider" onChanged={() => void navigate(area)} />
    </section>
  );
}
