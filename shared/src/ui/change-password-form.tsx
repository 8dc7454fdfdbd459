import { useState } from 'react';
import { errorMessage, notifier, useSession, type SessionKind } from '@school/shared';
import { useSchemaForm } from '@school/shared/schema-form';
import { changePassword } from '@school/shared/account';
import { ChangePasswordFormSchema, PASSWORD_CHANGE, PASSWORD_LENGTH, type ChangePasswordForm as Values } from '@school/shared/contracts/users';
import { Field } from './form-field';
import './login-form.css';

const toasts = notifier('admin');

interface ChangePasswordFormProps {
  kind: SessionKind;
  /** After the change: the session holds the fresh token. */
  onChanged: () => void;
}

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/**
 * A signed-in user's own password change, the school admin's and the provider's alike: the
 * current password, the new one twice. A temporary password brings the user here first, and the
 * form says why (docs/decisions/011-accounts.md).
 */
export function ChangePasswordForm({ kind, onChanged }: ChangePasswordFormProps) {
  const snapshot = useSession();
  const mustChange = kind === 'school' ? snapshot.schoolMustChangePassword : snapshot.providerMustChangePassword;
  const [visible, setVisible] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ChangePasswordFormSchema, { defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const save = async (values: Values) => {
    try {
      await changePassword(kind, values.currentPassword, values.newPassword);
      toasts.success(PASSWORD_CHANGE.changed);
      onChanged();
    } catch (error) {
      const message = errorMessage(error, 'The password could not be changed. Please try again.');
      // The server's word on the current password belongs beside it; anything else (a wait, a network failure) is a toast.
      if (message === PASSWORD_CHANGE.wrongCurrent) setError('currentPassword', { message }, { shouldFocus: true });
      else toasts.error(message);
    }
  };

  return (
    <form className="ui-login-form" noValidate onSubmit={handleSubmit(save)}>
      {mustChange && (
        <p className="ui-change-password-notice" role="status">
          {PASSWORD_CHANGE.mustChange}.
        </p>
      )}
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          error={errors[field.name]?.message}
          hint={field.name === 'newPassword' ? `At least ${PASSWORD_LENGTH.min} characters, not a common password.` : undefined}
        >
          {(control) => <input type={visible ? 'text' : 'password'} autoComplete={field.autoComplete} {...control} {...register(field.name)} />}
        </Field>
      ))}
      <button type="button" className="ui-password-toggle" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
        Show passwords
      </button>
      <button type="submit" className="ui-button ui-button-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        Change password
      </button>
    </form>
  );
}
