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
}

/**
 * The school and the provider login share this form (docs/product.md#school-admin): username,
 * password with a show/hide toggle, the spec's messages and toasts.
 */
export function LoginForm({ userType, startSession, destination, changePasswordAt }: LoginFormProps) {
  const navigate = useNavigate();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(LoginInputSchema, { defaultValues: { username: '', password: '' } });

  const logIn = async (input: LoginInput) => {
    try {
      const answer = await adminLogin(input, userType);
      if (!answer.token) {
        toasts.error(answer.message || 'Login failed');
        return;
      }
      startSession({ ...answer, token: answer.token });
      toasts.success('Login successful');
      if (answer.temporaryCredential) {
        // The server refuses everything else until then (403): straight to the change, which says why.
        await navigate(changePasswordAt);
        return;
      }
      await navigate(destination);
    } catch (error) {
      toasts.error(errorMessage(error, 'Login failed'));
    }
  };

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
