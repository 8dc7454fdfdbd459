import { useState } from 'react';
import { errorMessage, notifier, useNavigate } from '@school/shared';
import { useSchemaForm } from '@school/shared/schema-form';
import { adminLogin } from '@school/shared/admin-login';
import {
  LoginInputSchema,
  type LoginAnswer,
  type LoginInput,
  type UserType,
} from '@school/shared/contracts/auth';
import { Field } from './form-field';
import { LoginCodeStep } from './login-code-step';
import './login-form.css';

const toasts = notifier('admin');

export type SuccessfulLogin = LoginAnswer & { token: string };

interface LoginFormProps {
  userType: UserType;
  /** Keeps the session of a successful login. */
  startSession(answer: SuccessfulLogin): void;
  /** Where a successful login goes. */
  destination: string;
  /** Where it goes instead when the password is temporary (CHANGE_PASSWORD_PATH). */
  changePasswordAt: string;
  /** Where it goes when the account must set up its second factor (SECURITY_PATH). */
  enrolAt: string;
}

/**
 * The school and the provider login share this form (docs/product.md#school-admin): username,
 * password with a show/hide toggle, the spec's messages and toasts; then, for an account with
 * its second factor on, the code step (docs/decisions/013-school-team.md).
 */
export function LoginForm({ userType, startSession, destination, changePasswordAt, enrolAt }: LoginFormProps) {
  const navigate = useNavigate();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(LoginInputSchema, { defaultValues: { username: '', password: '' } });

  /** A login's answer, from the password step or the code step. */
  const answered = async (answer: LoginAnswer) => {
    if (answer.challenge) {
      setChallenge(answer.challenge);
      return;
    }
    if (!answer.token) {
      toasts.error(answer.message || 'Login failed');
      return;
    }
    startSession({ ...answer, token: answer.token });
    toasts.success('Login successful');
    // The server refuses everything else until then (403): straight to the change, which says
    // why, and then to the second factor's set-up.
    if (answer.temporaryCredential) await navigate(changePasswordAt);
    else if (answer.secondFactorEnrolment) await navigate(enrolAt);
    else await navigate(destination);
  };

  const logIn = async (input: LoginInput) => {
    try {
      await answered(await adminLogin(input, userType));
    } catch (error) {
      toasts.error(errorMessage(error, 'Login failed'));
    }
  };

  if (challenge) return <LoginCodeStep challenge={challenge} onAnswer={answered} onExpired={() => setChallenge(null)} />;

  return (
    <form className="ui-login-form" noValidate onSubmit={handleSubmit(logIn)}>
      <Field label="Username" error={errors.username?.message}>
        {(control) => <input type="text" autoComplete="username" {...control} {...register('username')} />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <div className="ui-password">
            <input type={passwordVisible ? 'text' : 'password'} autoComplete="current-password" {...control} {...register('password')} />
            <button
              type="button"
              className="ui-password-toggle"
              aria-controls={control.id}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              {passwordVisible ? 'Hide password' : 'Show password'}
            </button>
          </div>
        )}
      </Field>
      <button type="submit" className="ui-button ui-button-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        Login
      </button>
    </form>
  );
}
