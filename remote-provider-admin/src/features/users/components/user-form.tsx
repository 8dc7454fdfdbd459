import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AccountNameFields } from '@school/shared/ui/account-name-fields';
import { OwnPasswordNote } from '@school/shared/ui/own-password-note';
import { USER_TYPES } from '@school/shared/contracts/auth';
import { PASSWORD_LENGTH } from '@school/shared/contracts/users';
import { useSchemaForm } from '@school/shared/schema-form';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { PasswordInput } from '@school/shared/ui/password-input';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { AdminForm } from '../../../ui/admin-form';
import { withHintBelow } from '../../../ui/hint-below';
import type { SchoolOption } from '../api/get-school-options';
import { EMPTY_USER, providerAdminId, USER_TYPE_OPTIONS, userFormSchema, type UserFormOutput, type UserFormValues } from '../user-form-values';
import { FailedLogins } from './failed-logins';
import { SecondFactorReset } from './second-factor-reset';

/** A stored user as its edit form needs it: the id beside the form's values. */
export interface EditedUser {
  schoolUserId: number;
  values: UserFormValues;
  /** The user has set up two-factor sign-in. */
  secondFactorOn: boolean;
}

interface UserFormProps extends RecordFormProps<EditedUser, UserFormOutput> {
  schools: readonly SchoolOption[];
  /** True until the School selector's options have come. */
  schoolsLoading: boolean;
}

/** The add/edit form of the Users screen (docs/product.md#provider-area), inline above its table (RecordDialog in a FormPanel). */
export function UserForm({ record: editing, schools, schoolsLoading, saving, onSave, onCancel, failure }: UserFormProps) {
  const [schema] = useState(() => userFormSchema(Boolean(editing)));
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useSchemaForm(schema, { defaultValues: editing?.values ?? EMPTY_USER });

  // Choosing 'SGI User' disables the School selector (docs/product.md#provider-area): such a user has no school.
  const isProviderUser = useWatch({ control, name: 'userType' }) === USER_TYPES.provider;
  const own = editing !== undefined && editing !== null && editing.schoolUserId === providerAdminId();
  useEffect(() => {
    if (isProviderUser) setValue('schoolId', '', { shouldValidate: false });
  }, [isProviderUser, setValue]);

  return (
    <AdminForm editing={Boolean(editing)} saving={saving} onSubmit={(event) => void handleSubmit(onSave)(event)} onCancel={onCancel} failure={failure}>
      <AccountNameFields fullName={register('fullName')} userName={register('userName')} errors={{ fullName: errors.fullName?.message, userName: errors.userName?.message }} />
      {own ? (
        <OwnPasswordNote area="provider" className="ui-field-hint" />
      ) : (
        <Field label="Password" error={errors.password?.message}>
          {(fieldControl) => {
            const { control, hintElement } = withHintBelow(
              fieldControl,
              `At least ${PASSWORD_LENGTH.min} characters. ${editing ? 'Leave empty to keep the current password. Passwords are never shown.' : 'Sent encrypted and never shown again.'} The user must change it at the next login.`,
            );
            return (
              <>
                <PasswordInput {...control} {...register('password')} />
                {hintElement}
              </>
            );
          }}
        </Field>
      )}
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
      {editing && <SecondFactorReset schoolUserId={editing.schoolUserId} on={editing.secondFactorOn} />}
    </AdminForm>
  );
}
