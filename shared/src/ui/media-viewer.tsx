import { useEffect, useId, useRef } from 'react';
import './media-viewer.css';

export interface ViewedMedia {
  kind: 'image' | 'video';
  src: string;
  /** Describes the image, or titles the video. */
  label: string;
}

interface MediaViewerProps {
  media: ViewedMedia | null;
  onClose: () => void;
  /** The close button's text, in the language shown (the app's catalog fills it, decision 006); "Close" by default. */
  close?: string;
}

/**
 * A full-screen viewer for one image or video (docs/product.md#home-page: the home gallery and the event
 * gallery). A modal dialog: focus moves to its close button, Escape, the close button or a
 * click on the backdrop closes it, and focus returns to what opened it.
 */
export function MediaViewer({ media, onClose, close = 'Close' }: MediaViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (media && !element.open) element.showModal();
    if (!media && element.open) element.close();
  }, [media]);

  return (
    // The native dialog gives the modal behaviour: inert page, focus trap, Escape, focus return.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="ui-media-viewer"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // the backdrop, not the media
      }}
    >
      {/* First in the dialog, so showModal() gives it the focus. */}
      <button type="button" className="ui-media-viewer-close" onClick={onClose}>
        {close}
      </button>
      {media && (
        <figure className="ui-media-viewer-figure">
          <figcaption id={titleId} className="ui-visually-hidden">
            {media.label}
          </figcaption>
          {media.kind === 'image' ? (
            <img src={media.src} alt={media.label} />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- school event clips have no captions
            <video src={media.src} controls autoPlay playsInline aria-label={media.label} />
          )}
        </figure>
      )}
    </dialog>
  );
}
