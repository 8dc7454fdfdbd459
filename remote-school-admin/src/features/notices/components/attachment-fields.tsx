import { useState } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { mediaUrl } from '@school/shared';
import { formatCount } from '@school/shared/dates';
import { Field } from '@school/shared/ui/form-field';
import { IMAGE_TYPES } from '@school/shared/contracts/field-rules';
import { PAGE_DOCUMENT_LIMIT, PAGE_PICTURE_LIMIT } from '@school/shared/contracts/page-fields';
import { NOTICE_LIMITS, type Attachment } from '@school/shared/contracts/notices';
import { useFileUpload } from '../../../ui/file-upload';
import { NoHindiYet, useLacksHindi } from '../../../ui/hindi-gaps';
import type { NoticeFormValues } from '../notice-form-schema';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isPicture = (file: File) => IMAGE_TYPES.includes(file.type);

/** What the admin sees of a file: its format and size once known, e.g. "PDF, 240 KB". */
export interface FileNote {
  format: string;
  bytes: number;
}

const amount = (bytes: number) => (bytes < 1024 * 1024 ? `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** A file's name without its extension: the attachment's first title, which the admin may change. */
const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, NOTICE_LIMITS.attachmentTitle) || 'Attachment';

/**
 * The notice's attachments: each file uploaded as soon as it is chosen (a PDF, or a picture the
 * API re-encodes), with its progress; then its title in English and Hindi, a link to view it,
 * and Remove. The form's Save waits while a file is on its way (`onUploading`).
 */
export function AttachmentFields({ stored, onUploading }: { stored: Attachment[]; onUploading(uploading: boolean): void }) {
  const { control, register, formState } = useFormContext<NoticeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'attachments' });
  const document = useFileUpload('document', PAGE_DOCUMENT_LIMIT, isPdf);
  const picture = useFileUpload('picture', PAGE_PICTURE_LIMIT, isPicture);
  const [notes, setNotes] = useState<Record<string, FileNote>>(() => Object.fromEntries(stored.map(({ path, format, bytes }) => [path, { format, bytes }])));
  const [refusal, setRefusal] = useState<string>();
  const progress = document.progress ?? picture.progress;
  const full = fields.length >= NOTICE_LIMITS.attachments;
  const listError = (get(formState.errors, 'attachments') as { message?: string } | undefined)?.message;

  const choose = async (file: File) => {
    const upload = isPdf(file) ? document : isPicture(file) ? picture : null;
    if (!upload) {
      setRefusal('Attach a PDF, or a JPEG, PNG or WebP picture.');
      return;
    }
    setRefusal(undefined);
    onUploading(true);
    try {
      const uploaded = await upload.upload(file);
      if (!uploaded) return;
      setNotes((known) => ({ ...known, [uploaded.path]: { format: upload === document ? 'PDF' : 'Picture', bytes: file.size } }));
      append({ title: { en: titleOf(file), hi: '' }, path: uploaded.path });
    } finally {
      onUploading(false);
    }
  };

  return (
    <fieldset className="admin-form-box notice-attachments">
      <legend>Attachments</legend>
      <p className="admin-form-note">
        PDFs of at most 20 MB or pictures of at most 10 MB, {NOTICE_LIMITS.attachments} at most. Each is uploaded as soon as it is chosen; visitors see its title, format and size.
      </p>
      {fields.length === 0 && <p className="admin-form-note">No attachments yet.</p>}
      {fields.map((field, index) => (
        <AttachmentItem key={field.id} index={index} path={field.path} note={notes[field.path]} onRemove={() => remove(index)} register={register} />
      ))}
      {listError && <p className="ui-field-error">{listError}</p>}
      <Field label="Add a file" hint={full ? `A notice can have at most ${NOTICE_LIMITS.attachments} attachments.` : undefined} error={refusal ?? document.error ?? picture.error} announce>
        {(props) => (
          <input
            type="file"
            accept={`application/pdf,.pdf,${IMAGE_TYPES.join(',')}`}
            disabled={full || progress !== null || formState.isSubmitting}
            {...props}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
        )}
      </Field>
      {progress !== null && (
        <progress className="notice-upload-progress" max={100} value={progress} aria-label="Uploading the file">
          {progress}%
        </progress>
      )}
    </fieldset>
  );
}

interface AttachmentItemProps {
  index: number;
  path: string;
  note: FileNote | undefined;
  onRemove(): void;
  register: ReturnType<typeof useFormContext<NoticeFormValues>>['register'];
}

function AttachmentItem({ index, path, note, onRemove, register }: AttachmentItemProps) {
  const { formState } = useFormContext<NoticeFormValues>();
  const name = `attachments.${index}.title` as const;
  const lacksHindi = useLacksHindi(name);
  const error = (language: 'en' | 'hi') => (get(formState.errors, `${name}.${language}`) as { message?: string } | undefined)?.message;
  const pathError = (get(formState.errors, `attachments.${index}.path`) as { message?: string } | undefined)?.message;
  const label = `Attachment ${index + 1}`;
  return (
    <fieldset className="admin-form-box notice-attachment">
      <legend>{label}</legend>
      <p className="notice-attachment-file">
        <a href={mediaUrl(path)} target="_blank" rel="noreferrer">
          View the file<span className="ui-visually-hidden"> of {label} (opens in a new tab)</span>
        </a>
        {note && <span className="admin-form-note">{`${note.format}, ${amount(note.bytes)}`}</span>}
      </p>
      {pathError && <p className="ui-field-error">{pathError}</p>}
      <div className="admin-form-grid">
        <Field label={`Title of ${label.toLowerCase()} (English)`} error={error('en')}>
          {(props) => <input type="text" maxLength={NOTICE_LIMITS.attachmentTitle + 50} autoComplete="off" aria-required="true" {...props} {...register(`${name}.en`)} />}
        </Field>
        <Field label={`Title of ${label.toLowerCase()} (Hindi)`} hint={lacksHindi ? <NoHindiYet /> : undefined} error={error('hi')}>
          {(props) => <input type="text" lang="hi" maxLength={NOTICE_LIMITS.attachmentTitle + 50} autoComplete="off" {...props} {...register(`${name}.hi`)} />}
        </Field>
      </div>
      <div className="notice-attachment-actions">
        <button type="button" className="ui-button" aria-label={`Remove: ${label}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </fieldset>
  );
}
