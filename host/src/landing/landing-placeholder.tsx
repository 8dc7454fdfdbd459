import { mediaUrl, useSchool } from '@school/shared';
import './landing-placeholder.css';

/**
 * What / shows while the content remote loads: the school's first banner picture (its profile
 * names it, so it is known as soon as the site is), in the box the banner will take. The page's
 * largest element is fetched and painted by the host, not a few scripts later; the content
 * remote's banner then draws the same (cached) picture in the same place.
 */
export function LandingPlaceholder() {
  const first = useSchool()?.profile.banner.find((slide) => slide.path);
  return (
    <div className="landing-placeholder" role="status">
      <span className="ui-visually-hidden">Loading…</span>
      <div className="landing-placeholder-banner">
        {/* Decorative here: the banner that replaces it carries the description. */}
        {first && <img src={mediaUrl(first.path)} alt="" width={first.width} height={first.height} fetchPriority="high" />}
      </div>
    </div>
  );
}
