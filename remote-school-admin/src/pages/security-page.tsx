import { useNavigate } from '@school/shared';
import { SecondFactorPanel } from '@school/shared/ui/second-factor-panel';
import './login-page.css';

/**
 * /Manage-Security: the school admin's two-factor sign-in, under Admin in the menu. An account
 * that must set it up is brought here after the login (and after a temporary password's
 * change); once it is on, the site opens at /, as after a login.
 */
export function SecurityPage() {
  const navigate = useNavigate();
  return (
    <div className="school-login">
      <div className="school-login-bar">
        <h1>Two-factor sign-in</h1>
      </div>
      <div className="school-login-card">
        <SecondFactorPanel kind="school" onEnrolled={() => void navigate('/')} />
      </div>
    </div>
  );
}
