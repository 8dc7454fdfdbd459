import { session, useNavigate } from '@school/shared';
import { SECURITY_PATH } from '@school/shared/contracts/second-factor';
import { ChangePasswordForm } from '@school/shared/ui/change-password-form';
import './login-page.css';

/**
 * /Manage-Password: the school admin changes their own password, under Admin in the menu. A
 * temporary password (one the provider set) leads here from the login, and the host keeps the
 * other admin pages away until it is changed; then the second factor's set-up if it is still
 * to do, else the site at /, as after a login.
 */
export function PasswordPage() {
  const navigate = useNavigate();
  return (
    <div className="school-login">
      <div className="school-login-bar">
        <h1>Change password</h1>
      </div>
      <div className="school-login-card">
        <ChangePasswordForm kind="school" onChanged={() => void navigate(session.get().schoolMustEnrol ? SECURITY_PATH.school : '/')} />
      </div>
    </div>
  );
}
