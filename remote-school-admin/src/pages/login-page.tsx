import { Link, session, useLocation } from '@school/shared';
import { CHANGE_PASSWORD_PATH, USER_TYPES } from '@school/shared/contracts/auth';
import { SECURITY_PATH } from '@school/shared/contracts/second-factor';
import { LoginForm, type SuccessfulLogin } from '@school/shared/ui/login-form';
import './login-page.css';

function startSchoolSession({ token, schoolId, schoolCode, schoolUserId, role, temporaryCredential, secondFactorEnrolment }: SuccessfulLogin) {
  session.startSchoolSession({
    token,
    schoolId: schoolId ?? '',
    schoolCode: schoolCode ?? '',
    mustChangePassword: temporaryCredential,
    mustEnrol: secondFactorEnrolment,
    userId: schoolUserId,
    role,
  });
}

/** School login, /login (docs/product.md#school-admin): on success the session is kept and the site opens at /. */
export function LoginPage() {
  // Why the last session ended, when the screens know (a support session at its time limit, or one the API refused).
  const ended = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <div className="school-login">
      <div className="school-login-bar">
        <h1>Login to Your Account</h1>
        <Link to="/">Back to Home</Link>
      </div>
      <div className="school-login-card">
        {typeof ended === 'string' && (
          <p role="status" className="school-login-ended">
            {ended}
          </p>
        )}
        <LoginForm userType={USER_TYPES.school} startSession={startSchoolSession} destination="/" changePasswordAt={CHANGE_PASSWORD_PATH.school} enrolAt={SECURITY_PATH.school} />
      </div>
    </div>
  );
}
