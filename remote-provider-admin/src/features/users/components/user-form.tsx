import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, notifier, SESSION_KEYS } from '@school/shared';
import { encryptPassword } from '@school/shared/cipher';
import { USER_TYPES } from '@school/shared/contracts/auth';
import { PASSWORD_LENGTH } from '@school/shared/contracts/users';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { FormPanel } from '../../../ui/form-panel';
import { withHintBelow } from '../../../ui/hint-below';
import type { SchoolOption } from '../api/get-school-options';
import { saveUser } from '../api/save-user';
import {
  EMPTY_USER,
  USER_TYPE_OPTIONS,
  userFormSchema,
  userPayload,
  type UserFormOutput,
  type UserFormValues,
} from '../user-form-values';
import { FailedLogins } from './failed-logins';

const toasts = notifier('admin');

interface UserFormProps {
  editing?: { schoolUserId: number; values: UserFormValues } | undefined;
  schools: readonly SchoolOption[];
  /** True until the School selector's options have come. */
  schoolsLoading: boolean;
  onSaved: () => void;
  onCancel: () => void;
  /** A failed save, for the screen's banner (docs/product.md#exact-texts). */
  onFailure: (detail: string) => void;
}

function providerAdminId(): number | undefined {
  const stored = Number(sessionStorage.getItem(SESSION_KEYS.schoolUserId));
  return stored > 0 ? stored : undefined;
}

/** The inline add/edit form of the Users screen (docs/product.md#provider-area). */
export function UserForm({ editing, schools, schoolsLoading, onSaved, onCancel, onFailure }: UserFormProps) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema(Boolean(editing))),
    defaultValues: editing?.values ?? EMPTY_USER,
  });

  // Choosing 'SGI User' disables the School selector (docs/product.md#provider-area): such a user has no school.
  const isProviderUser = useWatch({ control, name: 'userType' }) === USER_TYPES.provider;
  useEffect(() => {
    if (isProviderUser) setValue('schoolId', '', { shouldValidate: false });
  }, [isProviderUser, setValue]);

  const save = async (values: UserFormOutput) => {
    try {
      await saveUser(userPayload(values, { schoolUserId: editing?.schoolUserId, createdBy: providerAdminId(), encrypt: encryptPassword }));
      toasts.success(editing ? 'User updated successfully' : 'User added successfully');
      onSaved();
    } catch (error) {
      console.error(error);
      onFailure(errorMessage(error, ''));
    }
  };

  return (
    <FormPanel
      noun="User"
      editing={Boolean(editing)}
      submitting={isSubmitting}
      onSubmit={handleSubmit(save)}
      onCancel={onCancel}
    >
      <Field label="Full Name" error={errors.fullName?.message}>
        {(control) => <input type="text" autoComplete="off" {...control} {...register('fullName')} />}
      </Field>
      <Field label="Username" error={errors.userName?.message}>
        {(control) => <input type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} {...control} {...register('userName')} />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(fieldControl) => {
          const { control, hintElement } = withHintBelow(
            fieldControl,
            `At least ${PASSWORD_LENGTH.min} characters. ${editing ? 'Leave empty to keep the current password. Passwords are never shown.' : 'Sent encrypted and never shown again.'}${
              editing && editing.schoolUserId === providerAdminId() ? '' : ' The user must change it at the next login.'
            }`,
          );
          return (
            <>
              <div className="ui-password">
                <input type={passwordVisible ? 'text' : 'password'} autoComplete="new-password" {...control} {...register('password')} />
                <button type="button" className="ui-password-toggle" aria-controls={control.id} onClick={() => setPasswordVisible((visible) => !visible)}>
                  {passwordVisible ? 'Hide password' : 'Show password'}
                </button>
              </div>
              {hintElement}
            </>
          );
        }}
      </Field>
      <Field label="User Type" error={errors.userType?.message}>
        {(control) => (
          <select {...control} {...register('userType')}>
            <option value="">Select user type</option>
            {USER_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="School" error={isProviderUser ? undefined : errors.schoolId?.message}>
        {(fieldControl) => {
          const { control, hintElement } = withHintBelow(
            fieldControl,
            isProviderUser ? 'An SGI User belongs to no school.' : schoolsLoading ? 'Loading schools...' : undefined,
          );
          return (
            <>
              <select {...control} {...register('schoolId', { disabled: isProviderUser })}>
                <option value="">Select school</option>
                {schools.map((school) => (
                  <option key={school.schoolId} value={String(school.schoolId)}>
                    {school.label}
                  </option>
                ))}
              </select>
              {hintElement}
            </>
          );
        }}
      </Field>
      <CheckboxField label="Active">{(id) => <input id={id} type="checkbox" {...register('active')} />}</CheckboxField>
      {editing && <FailedLogins schoolUserId={editing.schoolUserId} />}
    </FormPanel>
  );
}
