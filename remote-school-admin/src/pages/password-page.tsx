import { useNavigate } from '@school/shared';
import { ChangePasswordForm } from '@school/shared/ui/change-password-form';
import './login-page.css';

/**
 * /Manage-Password: the school admin changes their own password, under Admin in the menu. A
 * temporary password (one the provider set) leads here from the login, and the host keeps the
 * other admin pages away until it is changed; then the site opens at /, as after a login.
 */
export function PasswordPage() {
  const navigate = useNavigate();
  return (
    <div className="school-login">
      <div className="school-login-bar">
        <h1>Change password</h1>
      </div>
      <div className="school-login-card">
        <ChangePasswordForm kind="school" onChanged={() => void navigate('/')} />
      </div>
    </div>
  );
}
