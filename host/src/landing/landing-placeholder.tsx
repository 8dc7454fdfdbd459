import './landing-placeholder.css';

/** The first banner picture, as the page's head preloads it (GET /api/Site/Head), if it does. */
const preloadedBanner = () => document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;

/**
 * What / shows while the content remote loads: the school's first banner picture, in the box
 * the banner will take. The web server names it in the page's head, so it is drawn on the
 * host's first render, before the configuration or any call has answered: the page's largest
 * element is painted by the host, not a few scripts later. The content remote's banner then
 * draws the same (cached) picture in the same place. Where the head names none (a school
 * without banner pictures, or no web server putting the head in) the box stays plain.
 */
export function LandingPlaceholder() {
  const banner = preloadedBanner();
  return (
    <div className="landing-placeholder" role="status">
      <span className="ui-visually-hidden">Loading…</span>
      <div className="landing-placeholder-banner">
        {/* Decorative here: the banner that replaces it carries the description. */}
        {banner && <img src={banner} alt="" fetchPriority="high" />}
      </div>
    </div>
  );
}
