import { CheckboxField, Field, Options } from '@school/shared/ui/form-field';
import type { StaffRecord } from '@school/shared/contracts/records';
import { STAFF_CATEGORIES, STAFF_CATEGORY_LABELS, STAFF_PICTURE } from '@school/shared/contracts/staff';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { RequiredMark } from '../../../ui/required-mark';
import { PictureRecordForm } from '../../../ui/picture-record-form';
import { DRAFT_SUBMIT } from '../../../ui/drafts/save-record-draft';
import { toStaffInput } from '../api/get-staff-member';
import { EMPTY_STAFF_INPUT, StaffInputSchema, type StaffInput } from '../staff-input-schema';

const PICTURE = { label: 'Profile Picture', noun: 'picture', limit: STAFF_PICTURE };
const SUBMIT = { add: 'Submit', edit: 'Update' };

/** The staff modal's form (docs/product.md#record-screens): the profile picture, then the member's details; an editor's saves a draft. */
export function StaffForm({ drafting, ...form }: RecordFormProps<StaffRecord, StaffInput> & { drafting: boolean }) {
  return (
    <PictureRecordForm schema={StaffInputSchema} empty={EMPTY_STAFF_INPUT} inputOf={toStaffInput} submitLabels={drafting ? DRAFT_SUBMIT : SUBMIT} picture={PICTURE} {...form}>
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
                  <Options values={STAFF_CATEGORIES} label={(category) => STAFF_CATEGORY_LABELS[category]} />
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
