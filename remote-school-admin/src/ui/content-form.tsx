import { createContext, useContext, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFocusField } from './field-from-address';
import './admin-form.css';
import './content-form.css';

/** Where a picture or document field of a ContentForm reports an upload it has started. */
interface Uploads {
  /** The upload's whole way into the form: true once its field holds the stored file (or is gone), false if it failed. */
  track(upload: Promise<boolean>): void;
}

const UploadsContext = createContext<Uploads | null>(null);

/** The uploads of the ContentForm around a field: a Save waits for every one of them. */
export function useUploads(): Uploads {
  const uploads = useContext(UploadsContext);
  if (!uploads) throw new Error('A picture or document field must be drawn inside a ContentForm, whose Save waits for its upload.');
  return uploads;
}

interface ContentFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  className: string;
  /** The submit button's words: "Save page". */
  submitLabel: string;
  onSave(values: Output): Promise<void>;
  /** Said at the start of the form's foot: "Unsaved changes". */
  note?: ReactNode;
  /** The field to put the focus in once the form is drawn (useAddressParam('field')). */
  focusField?: string | null | undefined;
  children: ReactNode;
}

/**
 * A form drawn with ContentFields (the page editor, the settings). Pictures and documents upload
 * as soon as they are chosen, and the field names the stored file only when its upload answers,
 * so a Save pressed meanwhile waits for every upload and then saves with their files. If one
 * fails, its field says why and nothing is saved: a second Save saves without it, once seen.
 * Leaving the form while it waits saves nothing. `focusField` (the address's ?field=) takes the focus once drawn.
 */
export function ContentForm<Values extends FieldValues, Output>({ form, className, submitLabel, onSave, note, focusField, children }: ContentFormProps<Values, Output>) {
  const pending = useRef(new Set<Promise<boolean>>());
  const [uploading, setUploading] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const waitingRef = useRef(false);
  const mounted = useRef(false);
  useFocusField(form.setFocus as (path: string) => void, focusField);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const uploads = useMemo<Uploads>(
    () => ({
      track(upload) {
        const settled = upload.catch(() => false);
        pending.current.add(settled);
        setUploading(pending.current.size);
        setFailed(false);
        void settled.then(() => {
          pending.current.delete(settled);
          if (mounted.current) setUploading(pending.current.size);
        });
      },
    }),
    [],
  );

  /** Whether every upload under way, and any started meanwhile, ended with its file in the form. */
  const allUploaded = async (): Promise<boolean> => {
    const seen = new Set<Promise<boolean>>();
    let uploaded = true;
    for (let next = [...pending.current]; next.length > 0; next = [...pending.current].filter((upload) => !seen.has(upload))) {
      next.forEach((upload) => seen.add(upload));
      uploaded = (await Promise.all(next)).every(Boolean) && uploaded;
    }
    return uploaded;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitingRef.current) return;
    setFailed(false);
    if (pending.current.size > 0) {
      waitingRef.current = true;
      setWaiting(true);
      const uploaded = await allUploaded();
      waitingRef.current = false;
      if (!mounted.current) return;
      setWaiting(false);
      if (!uploaded) {
        setFailed(true);
        return;
      }
    }
    await form.handleSubmit(onSave)();
  };

  const { isSubmitting } = form.formState;
  const files = uploading === 1 ? '1 file' : `${uploading} files`;
  const status = failed
    ? 'A file could not be uploaded, so nothing was saved. Save again to save without it.'
    : uploading > 0
      ? `Uploading ${files}…${waiting ? ' then saving.' : ''}`
      : '';
  return (
    <UploadsContext.Provider value={uploads}>
      <FormProvider {...form}>
        <form className={className} noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="ui-fieldset" disabled={isSubmitting}>
            {children}
            <div className="admin-form-actions">
              {note}
              {/* Always in the page, so that what it comes to say is announced. */}
              <span role="status" className={failed ? 'content-form-status content-form-failed' : 'content-form-status'}>
                {status}
              </span>
              <button type="submit" className="ui-button ui-button-primary" aria-busy={waiting || isSubmitting || undefined}>
                {isSubmitting ? 'Saving...' : waiting ? 'Uploading...' : submitLabel}
              </button>
            </div>
          </fieldset>
        </form>
      </FormProvider>
    </UploadsContext.Provider>
  );
}
