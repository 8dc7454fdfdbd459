import { Field } from '@school/shared/ui/form-field';
import { ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { RequiredMark } from '../../../ui/required-mark';
import { PictureRecordForm } from '../../../ui/picture-record-form';
import { DRAFT_SUBMIT } from '../../../ui/drafts/save-record-draft';
import { toAlumnusInput } from '../api/get-alumnus';
import { AlumnusInputSchema, EMPTY_ALUMNUS_INPUT, type AlumnusInput } from '../alumni-input-schema';

const PHOTO = { label: 'Photo', noun: 'photo', limit: ALUMNI_PHOTO };
const SUBMIT = { add: 'Add Alumni', edit: 'Update Alumni' };

/** The alumni modal's form (docs/product.md#record-screens): the photo, then the alumnus's details; an editor's saves a draft. */
export function AlumniForm({ drafting, ...form }: RecordFormProps<AlumnusRecord, AlumnusInput> & { drafting: boolean }) {
  return (
    <PictureRecordForm schema={AlumnusInputSchema} empty={EMPTY_ALUMNUS_INPUT} inputOf={toAlumnusInput} submitLabels={drafting ? DRAFT_SUBMIT : SUBMIT} picture={PHOTO} {...form}>
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
