import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Field } from '@school/shared/ui/form-field';
import { IMAGE_ACCEPT } from '@school/shared/contracts/field-rules';
import './picture-picker.css';

interface PicturePickerProps {
  label: string;
  /** What the picture is for, said before the accepted files and size. */
  hint?: string | undefined;
  /** What the remove button calls the picture: "picture", "photo". */
  noun: string;
  /** The newly chosen file the form holds, if any. */
  file: File | undefined;
  /** The stored picture's address while editing, or null. */
  storedUrl: string | null;
  error: string | undefined;
  disabled: boolean;
  /** The largest picture the form takes, named in the hint. */
  maxBytes: number;
  /** Offers a chosen file to the form; false when the form refuses it (not an image). */
  onChoose(file: File): boolean;
  /** No picture at all: neither a new one nor the stored one. */
  onRemove(): void;
}

/**
 * A picture upload with a preview and a remove button, for the staff and alumni forms and the
 * content editor (content-fields.tsx). Editing shows the stored picture until another is
 * chosen or it is removed.
 */
export function PicturePicker({ label, hint, noun, file, storedUrl, error, disabled, maxBytes, onChoose, onRemove }: PicturePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  // The preview of a chosen file is an object URL, made when the file is chosen and released
  // when another replaces it or the picker goes away.
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const chosenUrlRef = useRef<string | null>(null);
  useEffect(() => () => release(chosenUrlRef.current), []);

  const showChosen = (url: string | null) => {
    release(chosenUrlRef.current);
    chosenUrlRef.current = url;
    setChosenUrl(url);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (onChoose(chosen)) {
      showChosen(URL.createObjectURL(chosen));
    } else {
      // Refused before any upload: the input shows nothing chosen, the message says why.
      event.target.value = '';
    }
  };

  const remove = () => {
    showChosen(null);
    if (input.current) input.current.value = '';
    onRemove();
    // The remove button goes away with the picture; the file input is the next thing to use.
    input.current?.focus();
  };

  const preview = file ? chosenUrl : storedUrl;
  return (
    <Field
      label={label}
      error={error}
      hint={[hint, `A JPEG, PNG or WebP image of at most ${maxBytes / (1024 * 1024)} MB (the server keeps no larger picture).`].filter(Boolean).join(' ')}
      announce
    >
      {(control) => (
        <div className="picture-picker">
          {preview ? (
            <img className="picture-picker-preview" src={preview} alt={file ? `Preview of the chosen ${noun}` : `Current ${noun}`} width={96} height={96} />
          ) : (
            <span className="picture-picker-preview ui-no-photo" aria-hidden="true" />
          )}
          <div className="picture-picker-controls">
            <input ref={input} type="file" accept={IMAGE_ACCEPT} disabled={disabled} {...control} onChange={choose} />
            {preview && (
              <button type="button" className="ui-button picture-picker-remove" onClick={remove} disabled={disabled}>
                Remove {noun}
              </button>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}

function release(url: string | null): void {
  if (url) URL.revokeObjectURL(url);
}
