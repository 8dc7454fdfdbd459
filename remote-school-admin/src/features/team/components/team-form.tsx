import { useRef, useState } from 'react';
import { AccountNameFields } from '@school/shared/ui/account-name-fields';
import { OwnPasswordNote } from '@school/shared/ui/own-password-note';
import { PASSWORD_LENGTH } from '@school/shared/contracts/users';
import type { TeamMember } from '@school/shared/contracts/team';
import { useSchemaForm } from '@school/shared/schema-form';
import { CheckboxField, Field, Options } from '@school/shared/ui/form-field';
import { PasswordInput } from '@school/shared/ui/password-input';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { FormActions, FormFailure } from '../../../ui/form-actions';
import { useFocusAfterFailedSave } from '../../../ui/use-save';
import { memberValues, NEW_MEMBER, OFFERED_ROLES, ROLES_HINT, roleLabel, teamFormSchema, type TeamFormOutput } from '../team-form-schema';
import '../../../ui/admin-form.css';

interface TeamFormProps extends RecordFormProps<TeamMember, TeamFormOutput> {
  /** The signed-in admin's own user id: their own role and Active are not offered. */
  ownId: number | null;
}

/** A user of the school: name, username, a temporary password, role and Active. It lives in the Team screen's RecordDialog. */
export function TeamForm({ record: member, ownId, saving, onSave, onCancel, failure }: TeamFormProps) {
  const [schema] = useState(() => teamFormSchema(Boolean(member)));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(schema, { defaultValues: member ? memberValues(member) : NEW_MEMBER });
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterFailedSave(saving, submitRef);
  const own = member !== null && member !== undefined && member.schoolUserId === ownId;
  const passwordHint = `At least ${PASSWORD_LENGTH.min} characters. ${
    member ? 'Leave empty to keep the current password; a new one is a reset.' : 'Pass it on to the user yourself.'
  } The user must change it at the next login.`;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <fieldset className="ui-fieldset" disabled={saving}>
        <AccountNameFields fullName={register('fullName')} userName={register('userName')} errors={{ fullName: errors.fullName?.message, userName: errors.userName?.message }} />
        {own ? (
          <OwnPasswordNote area="school" className="admin-form-note" />
        ) : (
          <Field label="Password" hint={passwordHint} error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...register('password')} />}
          </Field>
        )}
        {own ? (
          // The form keeps its values (admin, active): only the name, username and password change here.
          <p className="admin-form-note">Your own account stays an active School admin.</p>
        ) : (
          <>
            <Field label="Role" hint={ROLES_HINT} error={errors.role?.message}>
              {(control) => (
                <select {...control} {...register('role')}>
                  <Options values={OFFERED_ROLES} label={roleLabel} />
                </select>
              )}
            </Field>
            <CheckboxField label="Active">{(id) => <input id={id} type="checkbox" {...register('active')} />}</CheckboxField>
          </>
        )}
        <FormFailure text={failure} />
        <FormActions submitLabel={member ? 'Save changes' : 'Add user'} saving={saving} submitRef={submitRef} onCancel={onCancel} />
      </fieldset>
    </form>
  );
}
