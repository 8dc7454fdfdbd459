import { useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { circularReference, NOTICE_CATEGORIES, NOTICE_CATEGORY_NAMES, NOTICE_LIMITS, type Notice, type NoticeInput } from '@school/shared/contracts/notices';
import { Field } from '@school/shared/ui/form-field';
import { FormActions } from '../../../ui/form-actions';
import { NoHindiYet, useLacksHindi } from '../../../ui/hindi-gaps';
import { RequiredMark, RequiredNote } from '../../../ui/required-mark';
import { useFocusAfterFailedSave } from '../../../ui/use-save';
import { NoticeFormSchema, type NoticeFormOutput, type NoticeFormValues } from '../notice-form-schema';
import { AttachmentFields } from './attachment-fields';
import '../../../ui/admin-form.css';

const resolver = zodResolver(NoticeFormSchema);

interface NoticeFormProps {
  /** The notice edited; null for a new one. */
  notice: Notice | null;
  values: NoticeFormValues;
  /** Resolves with the API's refusal to show, or null once saved (the dialog then closes). */
  onSave(input: NoticeInput): Promise<string | null>;
  onCancel(): void;
}

/**
 * A notice's form: the contract's rules, so it says what the API would refuse before sending.
 * A published circular's number shows read-only, and its category cannot change (nor can a
 * published notice become a circular: the API refuses both). A refusal of the API shows above
 * the buttons, and every value stays.
 */
export function NoticeForm({ notice, values, onSave, onCancel }: NoticeFormProps) {
  const form = useForm<NoticeFormValues, unknown, NoticeFormOutput>({ resolver, defaultValues: values });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterFailedSave(isSubmitting, submitRef);
  const published = notice?.status === 'published';
  const reference = notice ? circularReference(notice) : null;
  const categories = published ? NOTICE_CATEGORIES.filter((category) => category !== 'circular') : NOTICE_CATEGORIES;

  const submit = handleSubmit(async (input) => {
    if (uploading) {
      setRefusal('Wait until the file has uploaded, then save.');
      return;
    }
    setRefusal(await onSave(input));
  });

  return (
    <FormProvider {...form}>
      <form className="notice-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="admin-form-fieldset" disabled={isSubmitting}>
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
                    {categories.map((category) => (
                      <option key={category} value={category}>
                        {NOTICE_CATEGORY_NAMES[category].en}
                      </option>
                    ))}
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
              hint="Visitors see it from then on, once it is published. Your computer’s clock and time zone."
              error={errors.publishFrom?.message}
            >
              {(props) => <input type="datetime-local" step={1} aria-required="true" {...props} {...register('publishFrom')} />}
            </Field>
            <Field label="Expire on" hint="Then it leaves the home page and the list for the archive. Empty: it never expires." error={errors.expireOn?.message}>
              {(props) => <input type="datetime-local" step={1} {...props} {...register('expireOn')} />}
            </Field>
          </div>
          <AttachmentFields stored={notice?.attachments ?? []} onUploading={setUploading} />
          {refusal && (
            <p className="ui-field-error notice-form-refusal" role="alert">
              {refusal}
            </p>
          )}
          <FormActions submitLabel={notice ? 'Save notice' : 'Save as draft'} saving={isSubmitting} submitRef={submitRef} onCancel={onCancel} />
        </fieldset>
      </form>
    </FormProvider>
  );
}

interface BilingualInputsProps {
  name: 'title' | 'body';
  label: string;
  max: number;
  required?: boolean;
  rows?: number;
  hint?: string;
  errors: { en?: string | undefined; hi?: string | undefined };
}

/** English and Hindi side by side; while the English has no Hindi, the Hindi input says so (the site shows the English meanwhile). */
function BilingualInputs({ name, label, max, required = false, rows, hint, errors }: BilingualInputsProps) {
  const { register } = useFormContext();
  const lacksHindi = useLacksHindi(name);
  return (
    <div className="admin-form-grid">
      {(['en', 'hi'] as const).map((language) => (
        <Field
          key={language}
          label={
            <>
              {label} ({language === 'en' ? 'English' : 'Hindi'})
              {required && language === 'en' && <RequiredMark />}
            </>
          }
          hint={language === 'hi' && lacksHindi ? <NoHindiYet /> : hint}
          error={errors[language]}
        >
          {(props) =>
            rows ? (
              <textarea rows={rows} lang={language} maxLength={max + 50} {...props} {...register(`${name}.${language}`)} />
            ) : (
              <input
                type="text"
                lang={language}
                maxLength={max + 50}
                autoComplete="off"
                aria-required={required && language === 'en' ? true : undefined}
                {...props}
                {...register(`${name}.${language}`)}
              />
            )
          }
        </Field>
      ))}
    </div>
  );
}
