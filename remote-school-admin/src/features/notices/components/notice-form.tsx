import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { circularReference, NOTICE_CATEGORIES, NOTICE_CATEGORY_NAMES, NOTICE_LIMITS, type Notice, type NoticeInput } from '@school/shared/contracts/notices';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field, Options } from '@school/shared/ui/form-field';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { FormActions, FormFailure } from '../../../ui/form-actions';
import { RequiredMark, RequiredNote } from '../../../ui/required-mark';
import { useFocusAfterFailedSave } from '../../../ui/use-save';
import { newNoticeValues, NoticeFormSchema, noticeValues } from '../notice-form-schema';
import { AttachmentFields } from './attachment-fields';
import { BilingualInputs } from './bilingual-inputs';
import '../../../ui/admin-form.css';

/**
 * A notice's form: the contract's rules, so it says what the API would refuse before sending.
 * A published circular's number shows read-only, and its category cannot change (nor can a
 * published notice become a circular: the API refuses both). A refusal of the API shows above
 * the buttons, and every value stays. It lives in the notices' RecordDialog.
 */
export function NoticeForm({ record: notice, saving, onSave, onCancel, failure }: RecordFormProps<Notice, NoticeInput>) {
  // A new notice is dated today and shown from now: the moment its form opens.
  const [defaultValues] = useState(() => (notice ? noticeValues(notice) : newNoticeValues(Date.now())));
  const form = useSchemaForm(NoticeFormSchema, { defaultValues });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const [uploading, setUploading] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterFailedSave(saving, submitRef);
  const published = notice?.status === 'published';
  const reference = notice ? circularReference(notice) : null;
  const categories = published ? NOTICE_CATEGORIES.filter((category) => category !== 'circular') : NOTICE_CATEGORIES;

  const submit = handleSubmit(async (input) => {
    setWaiting(uploading);
    if (!uploading) await onSave(input);
  });
  const refusal = waiting ? 'Wait until the file has uploaded, then save.' : failure;

  return (
    <FormProvider {...form}>
      <form className="notice-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="ui-fieldset" disabled={saving}>
          <RequiredNote />
          <div className="admin-form-grid">
            {published && notice.category === 'circular' ? (
              <>
                <Field label="Category" hint="A published circular stays a circular.">
                  {(props) => <input type="text" readOnly value={NOTICE_CATEGORY_NAMES.circular.en} {...props} />}
                </Field>
                <Field label="Circular No." hint="Given when it was published; it cannot be changed.">
                  {(props) => <input type="text" readOnly value={reference ?? ''} {...props} />}
                </Field>
              </>
            ) : (
              <Field
                label={
                  <>
                    Category
                    <RequiredMark />
                  </>
                }
                hint={published ? 'A published notice cannot become a circular: circulars are numbered when published.' : 'A circular gets the next number of the year when it is published.'}
                error={errors.category?.message}
              >
                {(props) => (
                  <select aria-required="true" {...props} {...register('category')}>
                    <Options values={categories} label={(category) => NOTICE_CATEGORY_NAMES[category].en} />
                  </select>
                )}
              </Field>
            )}
            <Field
              label={
                <>
                  Date
                  <RequiredMark />
                </>
              }
              hint="The date printed on the notice."
              error={errors.date?.message}
            >
              {(props) => <input type="date" aria-required="true" {...props} {...register('date')} />}
            </Field>
          </div>
          <BilingualInputs name="title" label="Title" required max={NOTICE_LIMITS.title} errors={{ en: errors.title?.en?.message, hi: errors.title?.hi?.message }} />
          <BilingualInputs
            name="body"
            label="Text"
            rows={6}
            hint="A blank line starts a new paragraph; a line starting with “- ” is a list item."
            max={NOTICE_LIMITS.body}
            errors={{ en: errors.body?.en?.message, hi: errors.body?.hi?.message }}
          />
          <div className="admin-form-grid">
            <Field
              label={
                <>
                  Publish from
                  <RequiredMark />
                </>
              }
              hint="Visitors see it from then on, once it is published. India time, as every time on these screens."
              error={errors.publishFrom?.message}
            >
              {(props) => <input type="datetime-local" step={1} aria-required="true" {...props} {...register('publishFrom')} />}
            </Field>
            <Field label="Expire on" hint="Then it leaves the home page and the list for the archive. Empty: it never expires." error={errors.expireOn?.message}>
              {(props) => <input type="datetime-local" step={1} {...props} {...register('expireOn')} />}
            </Field>
          </div>
          <AttachmentFields stored={notice?.attachments ?? []} onUploading={setUploading} />
          <FormFailure text={refusal} />
          <FormActions submitLabel={notice ? 'Save notice' : 'Save as draft'} saving={saving} submitRef={submitRef} onCancel={onCancel} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
