import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@school/shared/ui/form-field';
import { ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { RequiredMark } from '../../../ui/required-mark';
import { AlumnusInputSchema, type AlumnusInput } from '../alumni-input-schema';
import { PictureRecordForm } from '../../../ui/picture-record-form';
import type { RecordFormProps } from '../../../ui/record-dialog';

interface AlumniFormProps extends Omit<RecordFormProps<unknown, AlumnusInput>, 'record'> {
  defaults: AlumnusInput;
  submitLabel: 'Add Alumni' | 'Update Alumni';
}

const resolver = zodResolver(AlumnusInputSchema);

/**
 * The alumni modal's form (docs/product.md#record-screens). It lives only while its modal is open, so every
 * opening starts afresh from its defaults.
 */
export function AlumniForm({ defaults, submitLabel, ...form }: AlumniFormProps) {
  return (
    <PictureRecordForm
      resolver={resolver}
      defaults={defaults}
      submitLabel={submitLabel}
      picture={{ label: 'Photo', noun: 'photo', limit: ALUMNI_PHOTO }}
      {...form}
    >
      {({ register, formState: { errors } }) => (
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
      )}
    </PictureRecordForm>
  );
}
