import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { mediaUrl } from '@school/shared';
import { Field } from '@school/shared/ui/form-field';
import { IMAGE_TYPES } from '@school/shared/contracts/field-rules';
import { NO_PICTURE, PAGE_DOCUMENT_LIMIT, PAGE_PICTURE_LIMIT, type FieldInfo, type Picture, type UploadedFile } from '@school/shared/contracts/page-fields';
import { BilingualField } from './content-text-fields';
import { useUploads } from './content-form';
import { useFileUpload } from './file-upload';
import { PicturePicker } from './picture-picker';
import { useFieldError } from './use-field-error';

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

/** How much of a field's file has been sent, while it uploads. */
function UploadBar({ label, progress }: { label: string; progress: number | null }) {
  if (progress === null) return null;
  return (
    <progress className="content-progress" max={100} value={progress} aria-label={`Uploading ${label}`}>
      {progress}%
    </progress>
  );
}

/** A picture: uploaded as soon as it is chosen (re-encoded by the API), with its description. */
export function ContentPictureField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'picture' | 'pdf' }> }) {
  const { getValues, setValue, formState } = useFormContext();
  const picture = (useWatch({ name }) as Picture | undefined) ?? NO_PICTURE;
  const [uploading, setUploading] = useState<File>();
  const { upload, refuses, progress, error } = useFileUpload('picture', PAGE_PICTURE_LIMIT, (file) => IMAGE_TYPES.includes(file.type));
  const uploadInto = useUploadInto(name);
  const refused = useFieldError(`${name}.path`);

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
      <UploadBar label={info.label} progress={progress} />
      <BilingualField name={`${name}.alt`} info={{ widget: 'text', label: 'What the picture shows', max: 300, hint: 'Read aloud to visitors who cannot see it.' }} />
    </div>
  );
}

/** A PDF document: uploaded as soon as it is chosen; the page links to it once saved. */
export function DocumentField({ name, info }: { name: string; info: FieldInfo }) {
  const { setValue, formState } = useFormContext();
  const path = (useWatch({ name }) as string | undefined) ?? '';
  const { upload, refuses, progress, error } = useFileUpload('document', PAGE_DOCUMENT_LIMIT, (file) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name));
  const uploadInto = useUploadInto(name);
  const refused = useFieldError(name);

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
          <UploadBar label={info.label} progress={progress} />
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
