import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { STAFF_PICTURE } from '@school/shared/contracts/staff';
import { PictureField } from '../../../ui/picture-field';
import { FormActions } from '../../../ui/form-actions';
import { RequiredMark, RequiredNote } from '../../../ui/required-mark';
import { useFocusAfterFailedSave } from '../../../ui/use-save';
import { StaffInputSchema, type StaffInput } from '../staff-input-schema';
import '../../../ui/admin-form.css';

interface StaffFormProps {
  defaults: StaffInput;
  submitLabel: 'Submit' | 'Update';
  saving: boolean;
  /** Saves; on success the caller closes the modal, on failure the form stays as it is. */
  onSave(input: StaffInput): Promise<void>;
  onCancel(): void;
}

/**
 * The staff modal's form (spec section 2). It lives only while its modal is open, so closing,
 * cancelling or saving always starts the next one afresh from its defaults.
 */
export function StaffForm({ defaults, submitLabel, saving, onSave, onCancel }: StaffFormProps) {
  const submit = useRef<HTMLButtonElement>(null);
  const form = useForm<StaffInput>({ resolver: zodResolver(StaffInputSchema), defaultValues: defaults });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  useFocusAfterFailedSave(saving, submit);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
        <fieldset className="admin-form-fieldset" disabled={saving}>
          <RequiredNote />
          <PictureField label="Profile Picture" noun="picture" disabled={saving} limit={STAFF_PICTURE} />
          <div className="admin-form-grid">
            <Field label={<>Full Name<RequiredMark /></>} error={errors.fullName?.message}>
              {(props) => <input type="text" autoComplete="off" aria-required="true" {...props} {...register('fullName')} />}
            </Field>
            <Field label={<>Designation<RequiredMark /></>} error={errors.designation?.message}>
              {(props) => <input type="text" autoComplete="off" aria-required="true" {...props} {...register('designation')} />}
            </Field>
            <Field label="Qualification" error={errors.qualification?.message}>
              {(props) => <input type="text" autoComplete="off" {...props} {...register('qualification')} />}
            </Field>
            <Field label="Date of Birth" error={errors.dob?.message}>
              {(props) => <input type="date" {...props} {...register('dob')} />}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(props) => <input type="email" autoComplete="off" {...props} {...register('email')} />}
            </Field>
            <Field label="Phone" error={errors.phone?.message}>
              {(props) => <input type="tel" autoComplete="off" {...props} {...register('phone')} />}
            </Field>
          </div>
          <CheckboxField label="Active">{(id) => <input type="checkbox" id={id} {...register('active')} />}</CheckboxField>
          <FormActions submitLabel={submitLabel} saving={saving} submitRef={submit} onCancel={onCancel} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
