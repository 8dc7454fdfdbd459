import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { errorMessage, notifier } from '@school/shared';
import { adminLogin } from '@school/shared/admin-login';
import {
  LoginInputSchema,
  type LoginAnswer,
  type LoginInput,
  type UserType,
} from '@school/shared/contracts/auth';
import './login-form.css';

const toasts = notifier('admin');

export type SuccessfulLogin = LoginAnswer & { token: string };

interface LoginFormProps {
  userType: UserType;
  /** Keeps the session of a successful login. */
  startSession(answer: SuccessfulLogin): void;
  /** Where a successful login goes. */
  destination: string;
}

/**
 * The school and the provider login share this form (spec sections 2, 4, 5 and 8): username,
 * password with a show/hide toggle, the spec's messages and toasts.
 */
export function LoginForm({ userType, startSession, destination }: LoginFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: '', password: '' },
  });

  const logIn = async (input: LoginInput) => {
    try {
      const answer = await adminLogin(input, userType);
      if (!answer.token) {
        toasts.error(answer.message || 'Login failed');
        return;
      }
      startSession({ ...answer, token: answer.token });
      toasts.success('Login successful');
      await navigate(destination);
    } catch (error) {
      toasts.error(errorMessage(error, 'Login failed'));
    }
  };

  return (
    <form className="ui-login-form" noValidate onSubmit={handleSubmit(logIn)}>
      <div className="ui-field">
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          type="text"
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          {...register('username')}
        />
        {errors.username && (
          <p id={`${id}-username-error`} className="ui-field-error">
            {errors.username.message}
          </p>
        )}
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-password`}>Password</label>
        <div className="ui-password">
          <input
            id={`${id}-password`}
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password')}
          />
          <button
            type="button"
            className="ui-password-toggle"
            aria-controls={`${id}-password`}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? 'Hide password' : 'Show password'}
          </button>
        </div>
        {errors.password && (
          <p id={`${id}-password-error`} className="ui-field-error">
            {errors.password.message}
          </p>
        )}
      </div>
      <button type="submit" className="ui-button ui-button-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        Login
      </button>
    </form>
  );
}
