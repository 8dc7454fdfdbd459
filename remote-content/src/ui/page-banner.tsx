import type { Picture } from '@school/shared/contracts/page-fields';
import { pageBannerSizes } from './picture-sizes';
import { SchoolPicture } from './school-picture';
import './page-banner.css';

interface PageBannerProps {
  picture: Picture;
  /** The page's own class beside page-banner, for what its banner does differently. */
  className?: string;
  /** On a phone, the banner's width to its height (2 unless told). */
  phoneRatio?: number;
  /** At most this high (22rem unless told). */
  maxHeight?: string;
}

/** A school page's banner picture above its heading: the page's largest paint, so it loads first. */
export function PageBanner({ picture, className, phoneRatio, maxHeight }: PageBannerProps) {
  return <SchoolPicture className={className ? `page-banner ${className}` : 'page-banner'} picture={picture} sizes={pageBannerSizes(picture, { phoneRatio, maxHeight })} priority />;
}
