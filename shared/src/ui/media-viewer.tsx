import { Modal } from './modal';

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
 * gallery): the Modal's viewer look. Focus moves to its close button; Escape, the close button or a
 * click on the backdrop closes it, and focus returns to what opened it.
 */
export function MediaViewer({ media, onClose, close = 'Close' }: MediaViewerProps) {
  return (
    <Modal open={media !== null} title={media?.label ?? ''} onClose={onClose} closeOnBackdrop closeLabel={close} look="viewer">
      {media && (
        <figure>
          {media.kind === 'image' ? (
            <img src={media.src} alt={media.label} />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- school event clips have no captions
            <video src={media.src} controls autoPlay playsInline aria-label={media.label} />
          )}
        </figure>
      )}
    </Modal>
  );
}
