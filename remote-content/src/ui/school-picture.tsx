import { mediaUrl } from '@school/shared';
import type { Picture } from '@school/shared/contracts/page-fields';
import { say } from './school-text';
import './picture.css';

interface SchoolPictureProps {
  picture: Picture;
  /** Above the fold: load at once and early, instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture the school uploaded (a WebP the API made, at most 1600 pixels a side), with its
 * width and height so the page does not jump while it loads; nothing while there is none.
 */
export function SchoolPicture({ picture, priority = false, className }: SchoolPictureProps) {
  if (!picture.path) return null;
  const alt = say(picture.alt);
  // In a <picture> as the site's own pictures are, so the pages' styles serve both.
  return (
    <picture className={className ? `ui-picture ${className}` : 'ui-picture'}>
      <img
        src={mediaUrl(picture.path)}
        alt={alt.text}
        lang={alt.lang}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
