import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { STAFF_CATEGORIES, STAFF_CATEGORY_LABELS, STAFF_PICTURE } from '@school/shared/contracts/staff';
import { RequiredMark } from '../../../ui/required-mark';
import { StaffInputSchema, type StaffInput } from '../staff-input-schema';
import { PictureRecordForm } from '../../../ui/picture-record-form';
import type { RecordFormProps } from '../../../ui/record-dialog';

interface StaffFormProps extends Omit<RecordFormProps<unknown, StaffInput>, 'record'> {
  defaults: StaffInput;
  submitLabel: 'Submit' | 'Update';
}

const resolver = zodResolver(StaffInputSchema);

/**
 * The staff modal's form (docs/product.md#record-screens). It lives only while its modal is open, so closing,
 * cancelling or saving always starts the next one afresh from its defaults.
 */
export function StaffForm({ defaults, submitLabel, ...form }: StaffFormProps) {
  return (
    <PictureRecordForm
      resolver={resolver}
      defaults={defaults}
      submitLabel={submitLabel}
      picture={{ label: 'Profile Picture', noun: 'picture', limit: STAFF_PICTURE }}
      {...form}
    >
      {({ register, formState: { errors } }) => (
        <>
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
            <Field label="Category" hint="What CBSE’s Mandatory Public Disclosure counts them as." error={errors.category?.message}>
              {(props) => (
                <select {...props} {...register('category')}>
                  <option value="">None</option>
                  {STAFF_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {STAFF_CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <CheckboxField label="Active">{(id) => <input type="checkbox" id={id} {...register('active')} />}</CheckboxField>
        </>
      )}
    </PictureRecordForm>
  );
}
