import { useCallback, type Ref } from 'react';
import { mediaUrl } from '@school/shared';
import { Field } from '@school/shared/ui/form-field';
import type { EventMedia } from '../event-input-schema';

export type MediaKind = 'image' | 'video';

interface MediaPickerProps {
  kind: MediaKind;
  label: string;
  hint: string;
  /** MIME types the file chooser offers; the schema still checks what arrives. */
  accept: readonly string[];
  items: EventMedia[];
  /** Whether a picked file passes the type (and size) rule: a refused one is marked in the list. */
  isAllowed(file: File): boolean;
  error: string | undefined;
  /** Lets the form move focus here when this field holds the first error. */
  inputRef: Ref<HTMLInputElement>;
  onChange(items: EventMedia[]): void;
}

/**
 * A file field for the event's images or videos, with the list of what the event will have:
 * saved media (kept unless removed) and the files picked now, each with a remove button.
 */
export function MediaPicker({ kind, label, hint, accept, items, isAllowed, error, inputRef, onChange }: MediaPickerProps) {
  const savedNumber = (index: number) => items.slice(0, index + 1).filter((item) => item.kind === 'kept').length;
  return (
    <div className="event-admin-media-picker">
      <Field label={label} hint={hint} error={error} announce>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            multiple
            accept={accept.join(',')}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])].map((file): EventMedia => ({ kind: 'new', file }));
              // Emptied so picking the same file again (after removing it) is seen as a change.
              event.target.value = '';
              if (picked.length) onChange([...items, ...picked]);
            }}
          />
        )}
      </Field>
      {items.length > 0 && (
        <ul className="event-admin-media-list" aria-label={`${label} chosen`}>
          {items.map((item, index) => {
            const name = item.kind === 'kept' ? `Saved ${kind} ${savedNumber(index)}` : item.file.name;
            return (
              <li key={item.kind === 'kept' ? item.path : `${item.file.name}-${index}`} className="event-admin-media-item">
                <MediaThumbnail kind={kind} item={item} />
                <span className="event-admin-media-name">
                  {name}
                  {item.kind === 'new' && <span className="event-admin-media-size"> ({formatSize(item.file.size)})</span>}
                </span>
                {item.kind === 'new' && !isAllowed(item.file) && <span className="event-admin-media-refused">Not accepted</span>}
                <button
                  type="button"
                  className="event-admin-media-remove"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(items.filter((_, other) => other !== index))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Decorative: the name beside it says what it is. */
function MediaThumbnail({ kind, item }: { kind: MediaKind; item: EventMedia }) {
  const file = item.kind === 'new' ? item.file : null;
  // A picked file is shown through an object URL, released when the preview goes.
  const previewRef = useCallback(
    (element: HTMLImageElement | HTMLVideoElement | null) => {
      if (!element || !file) return;
      const url = URL.createObjectURL(file);
      element.src = kind === 'video' ? `${url}#t=0.5` : url;
      return () => URL.revokeObjectURL(url);
    },
    [file, kind],
  );
  const src = item.kind === 'kept' ? mediaUrl(item.path) : undefined;
  if (kind === 'image') return <img ref={previewRef} src={src} alt="" className="event-admin-media-thumb" width={96} height={64} />;
  return (
    <video
      ref={previewRef}
      src={src ? `${src}#t=0.5` : undefined}
      className="event-admin-media-thumb"
      preload="metadata"
      muted
      playsInline
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
