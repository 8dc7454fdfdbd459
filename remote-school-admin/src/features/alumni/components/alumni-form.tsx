import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { mediaUrl } from '@school/shared';
import { Field } from '@school/shared/ui/form-field';
import { ImageFileSchema } from '../../../ui/form-rules';
import { PicturePicker } from '../../../ui/picture-picker';
import { RequiredMark } from '../../../ui/required-mark';
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
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AlumnusInput>({ resolver: zodResolver(AlumnusInputSchema), defaultValues: defaults });
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
          label="Photo"
          noun="photo"
          file={picture}
          storedUrl={keptPicture ? mediaUrl(keptPicture) : null}
          error={errors.picture?.message}
          disabled={saving}
          onChoose={choosePicture}
          onRemove={removePicture}
        />
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
            {(props) => <input type="text" inputMode="numeric" placeholder="2021" autoComplete="off" {...props} {...register('passOutYear')} />}
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
