import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@school/shared/ui/form-field';
import { ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { PictureField } from '../../../ui/picture-field';
import { FormActions } from '../../../ui/form-actions';
import { RequiredMark, RequiredNote } from '../../../ui/required-mark';
import { useFocusAfterFailedSave } from '../../../ui/use-save';
import { AlumnusInputSchema, type AlumnusInput } from '../alumni-input-schema';
import '../../../ui/admin-form.css';

interface AlumniFormProps {
  defaults: AlumnusInput;
  submitLabel: 'Add Alumni' | 'Update Alumni';
  saving: boolean;
  /** Saves; on success the caller closes the modal, on failure the form stays as it is. */
  onSave(input: AlumnusInput): Promise<void>;
  onCancel(): void;
}

/**
 * The alumni modal's form (spec section 2). It lives only while its modal is open, so every
 * opening starts afresh from its defaults.
 */
export function AlumniForm({ defaults, submitLabel, saving, onSave, onCancel }: AlumniFormProps) {
  const submit = useRef<HTMLButtonElement>(null);
  const form = useForm<AlumnusInput>({ resolver: zodResolver(AlumnusInputSchema), defaultValues: defaults });
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
          <PictureField label="Photo" noun="photo" disabled={saving} limit={ALUMNI_PHOTO} />
          <div className="admin-form-grid">
            <Field label={<>Name<RequiredMark /></>} error={errors.alumniName?.message}>
              {(props) => <input type="text" autoComplete="off" aria-required="true" {...props} {...register('alumniName')} />}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(props) => <input type="email" autoComplete="off" {...props} {...register('email')} />}
            </Field>
            <Field label="Date of Birth" error={errors.dob?.message}>
              {(props) => <input type="date" {...props} {...register('dob')} />}
            </Field>
            <Field label="Pass Out Year" error={errors.passOutYear?.message}>
              {(props) => <input type="text" placeholder="2021" autoComplete="off" {...props} {...register('passOutYear')} />}
            </Field>
            <div className="admin-form-wide">
              <Field label="Description" error={errors.description?.message}>
                {(props) => <textarea rows={4} {...props} {...register('description')} />}
              </Field>
            </div>
            <Field label="Phone Number" error={errors.phone?.message}>
              {(props) => <input type="tel" autoComplete="off" {...props} {...register('phone')} />}
            </Field>
          </div>
          <FormActions submitLabel={submitLabel} saving={saving} submitRef={submit} onCancel={onCancel} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
