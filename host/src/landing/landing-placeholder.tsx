import { LANDING_PICTURE } from './landing-picture';
import './landing-placeholder.css';

/**
 * What / shows while the content remote loads: the banner's first picture, in the box the
 * banner will take, so the page's largest element is painted by the host, not a few scripts
 * later. The content remote's banner then draws the same (cached) picture in the same place.
 */
export function LandingPlaceholder() {
  return (
    <div className="landing-placeholder" role="status">
      <span className="ui-visually-hidden">Loading…</span>
      <picture>
        <source type="image/avif" srcSet={LANDING_PICTURE.avifSrcSet} sizes={LANDING_PICTURE.sizes} />
        <source type="image/webp" srcSet={LANDING_PICTURE.webpSrcSet} sizes={LANDING_PICTURE.sizes} />
        {/* Decorative here: the banner that replaces it carries the description. */}
        <img
          src={LANDING_PICTURE.fallbackSrc}
          alt=""
          width={LANDING_PICTURE.width}
          height={LANDING_PICTURE.height}
          fetchPriority="high"
        />
      </picture>
    </div>
  );
}
