import { useEffect, useRef, useState } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { mediaUrl } from '@school/shared';
import { Field } from '@school/shared/ui/form-field';
import { IMAGE_TYPES } from '@school/shared/contracts/field-rules';
import { fieldInfo, NO_PICTURE, PAGE_DOCUMENT_LIMIT, PAGE_PICTURE_LIMIT, type FieldInfo, type Picture, type UploadedFile } from '@school/shared/contracts/page-fields';
import { PicturePicker } from './picture-picker';
import { useFileUpload } from './file-upload';
import { NoHindiYet, useLacksHindi } from './hindi-gaps';
import { useUploads } from './content-form';
import './content-fields.css';

type Values = Record<string, unknown>;

/**
 * The fields of a schema built from the page-field blocks (contracts/page-fields.ts), in its
 * order: what `fieldInfo` says of each. Inside a ContentForm, whose Save waits for the uploads
 * of its pictures and documents; the page editor and the settings (the profile's logo, banner
 * and links) both draw their content with it.
 */
export function ContentFields({ fields, prefix = '' }: { fields: Record<string, unknown>; prefix?: string }) {
  return (
    <>
      {Object.entries(fields).map(([key, schema]) => {
        const info = fieldInfo(schema);
        return info ? <ContentField key={key} name={`${prefix}${key}`} info={info} /> : null;
      })}
    </>
  );
}

function ContentField({ name, info }: { name: string; info: FieldInfo }) {
  switch (info.widget) {
    case 'text':
    case 'paragraphs':
      return <BilingualField name={name} info={info} />;
    case 'plain':
      return <PlainField name={name} info={info} />;
    case 'choice':
      return <ChoiceField name={name} info={info} />;
    case 'picture':
      return <PictureField name={name} info={info} />;
    case 'pdf':
      return <DocumentField name={name} info={info} />;
    case 'group':
      return (
        <fieldset className="content-group">
          <legend>{info.label}</legend>
          <ContentFields fields={info.fields} prefix={`${name}.`} />
        </fieldset>
      );
    case 'list':
      return <ListField name={name} info={info} />;
  }
}

/** The message under a field, if the schema refused its value. */
function useError(name: string): string | undefined {
  const { formState } = useFormContext<Values>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/**
 * Puts a file into the field once its upload answers, and tells the ContentForm, whose Save
 * waits for it. The field is found where it is by then: the admin may have moved its list item
 * meanwhile, or removed it or left the form (the file is then no longer wanted, so nothing is lost).
 */
function useUploadInto(name: string) {
  const { track } = useUploads();
  const place = useRef<string | null>(name);
  useEffect(() => {
    place.current = name;
    return () => {
      place.current = null;
    };
  }, [name]);
  return (upload: Promise<UploadedFile | null>, store: (at: string, stored: UploadedFile) => void) =>
    track(
      upload.then((stored) => {
        const at = place.current;
        if (!at) return true;
        if (!stored) return false;
        store(at, stored);
        return true;
      }),
    );
}

/**
 * English and Hindi side by side: the Hindi is optional, and while the English has none the
 * Hindi input says so (the site shows the English meanwhile).
 */
function BilingualField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'text' | 'paragraphs' }> }) {
  const { register } = useFormContext<Values>();
  const errors = { en: useError(`${name}.en`), hi: useError(`${name}.hi`) };
  const rows = info.widget === 'paragraphs' ? 6 : undefined;
  const hint = info.widget === 'paragraphs' ? [info.hint, 'A blank line starts a new paragraph; a line starting with "- " is a list item.'].filter(Boolean).join(' ') : info.hint;
  const hints = { en: hint, hi: useLacksHindi(name) ? <NoHindiYet /> : undefined };
  return (
    <div className="admin-form-grid content-bilingual">
      {(['en', 'hi'] as const).map((language) => (
        <Field key={language} label={`${info.label} (${language === 'en' ? 'English' : 'Hindi'})`} hint={hints[language]} error={errors[language]}>
          {(control) =>
            rows ? (
              <textarea rows={rows} lang={language} maxLength={info.max} {...control} {...register(`${name}.${language}`)} />
            ) : (
              <input type="text" lang={language} maxLength={info.max} autoComplete="off" {...control} {...register(`${name}.${language}`)} />
            )
          }
        </Field>
      ))}
    </div>
  );
}

function PlainField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'plain' }> }) {
  const { register } = useFormContext<Values>();
  return (
    <Field label={info.label} hint={info.hint} error={useError(name)}>
      {(control) => (
        <input type={info.inputType} inputMode={info.numeric ? 'decimal' : undefined} maxLength={info.max} autoComplete="off" {...control} {...register(name)} />
      )}
    </Field>
  );
}

/** One of a few answers; "Not stated" keeps it empty, as every block starts. */
function ChoiceField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'choice' }> }) {
  const { register } = useFormContext<Values>();
  return (
    <Field label={info.label} hint={info.hint} error={useError(name)}>
      {(control) => (
        <select {...control} {...register(name)}>
          <option value="">Not stated</option>
          {info.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A picture: uploaded as soon as it is chosen (re-encoded by the API), with its description. */
function PictureField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'picture' | 'pdf' }> }) {
  const { getValues, setValue, formState } = useFormContext<Values>();
  const picture = (useWatch<Values>({ name }) as Picture | undefined) ?? NO_PICTURE;
  const [uploading, setUploading] = useState<File>();
  const { upload, refuses, progress, error } = useFileUpload('picture', PAGE_PICTURE_LIMIT, (file) => IMAGE_TYPES.includes(file.type));
  const uploadInto = useUploadInto(name);
  const refused = useError(`${name}.path`);

  const choose = (file: File) => {
    if (refuses(file)) return false;
    setUploading(file);
    uploadInto(
      upload(file).finally(() => setUploading(undefined)),
      // With the description as it is now: the admin may have typed it while the file uploaded.
      (at, stored) => setValue(at, { ...((getValues(at) as Picture | undefined) ?? NO_PICTURE), ...stored }, { shouldDirty: true }),
    );
    return true;
  };

  return (
    <div className="content-picture">
      <PicturePicker
        label={info.label}
        hint={info.hint}
        noun="picture"
        file={uploading}
        storedUrl={picture.path ? mediaUrl(picture.path) : null}
        error={error ?? refused}
        disabled={formState.isSubmitting || progress !== null}
        maxBytes={PAGE_PICTURE_LIMIT.maxBytes}
        onChoose={choose}
        onRemove={() => setValue(name, { ...NO_PICTURE, alt: picture.alt }, { shouldDirty: true })}
      />
      {progress !== null && (
        <progress className="content-progress" max={100} value={progress} aria-label={`Uploading ${info.label}`}>
          {progress}%
        </progress>
      )}
      <BilingualField name={`${name}.alt`} info={{ widget: 'text', label: 'What the picture shows', max: 300, hint: 'Read aloud to visitors who cannot see it.' }} />
    </div>
  );
}

/** A PDF document: uploaded as soon as it is chosen; the page links to it once saved. */
function DocumentField({ name, info }: { name: string; info: FieldInfo }) {
  const { setValue, formState } = useFormContext<Values>();
  const path = (useWatch<Values>({ name }) as string | undefined) ?? '';
  const { upload, refuses, progress, error } = useFileUpload('document', PAGE_DOCUMENT_LIMIT, (file) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name));
  const uploadInto = useUploadInto(name);
  const refused = useError(name);

  const choose = (file: File) => {
    if (!refuses(file)) uploadInto(upload(file), (at, stored) => setValue(at, stored.path, { shouldDirty: true }));
  };

  return (
    <Field label={info.label} hint="A PDF file of at most 20 MB." error={error ?? refused} announce>
      {(control) => (
        <div className="content-document">
          {path ? (
            <a href={mediaUrl(path)} target="_blank" rel="noreferrer">
              View the current document<span className="ui-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="content-document-none">No document yet</span>
          )}
          <input
            type="file"
            accept="application/pdf,.pdf"
            disabled={formState.isSubmitting || progress !== null}
            {...control}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) choose(file);
            }}
          />
          {progress !== null && (
            <progress className="content-progress" max={100} value={progress} aria-label={`Uploading ${info.label}`}>
              {progress}%
            </progress>
          )}
          {path && (
            <button type="button" className="ui-button" onClick={() => setValue(name, '', { shouldDirty: true })}>
              Remove document
            </button>
          )}
        </div>
      )}
    </Field>
  );
}

/** Items of one kind: each in its own box, moved up or down, removed, or added at the end. */
function ListField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'list' }> }) {
  // The form's shape is known only at run time (the page's schema): its paths are strings here.
  const { control } = useFormContext<{ list: Values[] }>();
  const { fields, append, remove, move } = useFieldArray({ control, name: name as 'list' });
  const item = fieldInfo(info.of);
  const error = useError(name);
  const empty = emptyItem(info.of);
  if (!item) return null;
  return (
    <fieldset className="content-list">
      <legend>{info.label}</legend>
      {info.hint && <p className="admin-form-note">{info.hint}</p>}
      {fields.length === 0 && <p className="admin-form-note">None yet.</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="content-item">
          <legend>
            {info.item} {index + 1}
          </legend>
          {item.widget === 'group' ? <ContentFields fields={item.fields} prefix={`${name}.${index}.`} /> : <ContentField name={`${name}.${index}`} info={item} />}
          <div className="content-item-actions">
            {/* Named with their item, each starting with the words it shows (WCAG 2.5.3). */}
            <button type="button" className="ui-button" aria-label={`Move up: ${info.item} ${index + 1}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
              Move up
            </button>
            <button
              type="button"
              className="ui-button"
              aria-label={`Move down: ${info.item} ${index + 1}`}
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
            >
              Move down
            </button>
            <button type="button" className="ui-button" aria-label={`Remove: ${info.item} ${index + 1}`} onClick={() => remove(index)}>
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      {error && <p className="ui-field-error">{error}</p>}
      <button type="button" className="ui-button" disabled={fields.length >= info.max} onClick={() => append(empty as Values)}>
        Add {info.item.toLowerCase()}
      </button>
    </fieldset>
  );
}

/** A new item as its schema makes it: a group's fields from `{}`, a picture from its default. */
function emptyItem(schema: unknown): Values {
  const parse = (schema as { safeParse(value: unknown): { success: boolean; data?: unknown } }).safeParse;
  const attempt = parse.call(schema, undefined);
  return (attempt.success ? attempt.data : parse.call(schema, {}).data) as Values;
}
