import { mediaUrl } from '@school/shared';
import type { Picture } from '@school/shared/contracts/page-fields';
import { srcsetOf } from '@school/shared/contracts/picture-widths';
import { say } from './school-text';
import './picture.css';

interface SchoolPictureProps {
  picture: Picture;
  /**
   * How wide the picture is drawn, as an img's sizes (picture-sizes.ts): the browser picks the
   * narrowest of its files (picture-widths.ts) that fills that at the screen's pixel density.
   */
  sizes: string;
  /** Above the fold: load at once and early, instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture the school uploaded (a WebP the API made, at most 1600 pixels a side, with narrower
 * copies), with its width and height so the page does not jump while it loads; nothing while
 * there is none.
 */
export function SchoolPicture({ picture, sizes, priority = false, className }: SchoolPictureProps) {
  if (!picture.path) return null;
  const alt = say(picture.alt);
  // In a <picture> as the site's own pictures are, so the pages' styles serve both.
  return (
    <picture className={className ? `ui-picture ${className}` : 'ui-picture'}>
      <img
        src={mediaUrl(picture.path)}
        srcSet={srcsetOf(picture, mediaUrl)}
        sizes={sizes}
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
