import { session } from '@school/shared';
import { CHANGE_PASSWORD_PATH, USER_TYPES } from '@school/shared/contracts/auth';
import { SECURITY_PATH } from '@school/shared/contracts/second-factor';
import { LoginForm, type SuccessfulLogin } from '@school/shared/ui/login-form';
import './provider-login-page.css';

function startProviderSession({ token, schoolUserId, temporaryCredential, secondFactorEnrolment }: SuccessfulLogin) {
  session.startProviderSession({ token, schoolUserId: schoolUserId ?? '', mustChangePassword: temporaryCredential, mustEnrol: secondFactorEnrolment });
}

/** Provider login, /sgi-login (docs/product.md#provider-area). */
export function ProviderLoginPage() {
  return (
    <section className="ui-card sgi-login" aria-labelledby="sgi-login-title">
      <h1 id="sgi-login-title">SGI Login</h1>
      <LoginForm userType={USER_TYPES.provider} startSession={startProviderSession} destination="/sgi-admin" changePasswordAt={CHANGE_PASSWORD_PATH.provider} enrolAt={SECURITY_PATH.provider} />
    </section>
  );
}
