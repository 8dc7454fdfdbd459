import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { mediaUrl } from '@school/shared';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { ImageFileSchema } from '../../../ui/form-rules';
import { PicturePicker } from '../../../ui/picture-picker';
import { RequiredMark } from '../../../ui/required-mark';
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
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<StaffInput>({ resolver: zodResolver(StaffInputSchema), defaultValues: defaults });
  const picture = useWatch({ control, name: 'picture' });
  useFocusAfterFailedSave(saving, submit);
  const keptPicture = useWatch({ control, name: 'keptPicture' });

  const choosePicture = (file: File): boolean => {
    const checked = z.safeParse(ImageFileSchema, file);
    if (!checked.success) {
      setError('picture', { message: checked.error.issues[0]?.message });
      return false;
    }
    clearErrors('picture');
    setValue('picture', file, { shouldDirty: true });
    return true;
  };

  const removePicture = () => {
    clearErrors('picture');
    setValue('picture', undefined, { shouldDirty: true });
    setValue('keptPicture', '', { shouldDirty: true });
  };


  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <fieldset className="admin-form-fieldset" disabled={saving}>
        <p className="admin-form-note">
          Fields marked <span className="admin-form-required">*</span> are required.
        </p>
        <PicturePicker
          label="Profile Picture"
          noun="picture"
          file={picture}
          storedUrl={keptPicture ? mediaUrl(keptPicture) : null}
          error={errors.picture?.message}
          disabled={saving}
          onChoose={choosePicture}
          onRemove={removePicture}
        />
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
        <div className="admin-form-actions">
          <button type="button" className="ui-button" onClick={onCancel}>
            Cancel
          </button>
          <button ref={submit} type="submit" className="ui-button ui-button-primary" aria-busy={saving || undefined}>
            {submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
