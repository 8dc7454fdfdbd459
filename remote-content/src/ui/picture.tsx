import { srcSet, type SiteImage } from '../../public-images/site-image';
import './picture.css';

interface PictureProps {
  image: SiteImage;
  /** The width the picture takes in the layout, for the browser's choice among the srcset. */
  sizes: string;
  /** Replaces the image's own alt text where the page says more (or another language). */
  alt?: string;
  /** Above the fold: load at once and early, instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** The largest WebP: the fallback for browsers that ignore <source>. */
const fallback = (urls: Readonly<Record<number, string>>) =>
  Object.entries(urls).sort(([a], [b]) => Number(b) - Number(a))[0]?.[1];

/**
 * The one way the public pages show a picture: AVIF first, WebP next, width and height set so
 * the page does not jump while it loads, lazy below the fold.
 */
export function Picture({ image, sizes, alt, priority = false, className }: PictureProps) {
  return (
    <picture className={className ? `ui-picture ${className}` : 'ui-picture'}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback(image.webp)}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
