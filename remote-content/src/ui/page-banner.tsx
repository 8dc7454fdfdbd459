import type { SiteImage } from '../../public-images/site-image';
import { Picture } from './picture';
import './page-banner.css';

/**
 * The wide picture that opens a page, first on screen, so loaded at once. `className` tunes
 * it through the custom properties of page-banner.css.
 */
export function PageBanner({ image, className }: { image: SiteImage; className?: string }) {
  return (
    <Picture
      className={className ? `page-banner ${className}` : 'page-banner'}
      image={image}
      sizes="(min-width: 1232px) 1168px, calc(100vw - 2rem)"
      priority
    />
  );
}
