import { afterNextPaint } from '../layout/after-next-paint';
import './landing-placeholder.css';

/**
 * The first banner picture, as the page's head preloads it (GET /api/Site/Head), if it does:
 * its address, and the srcset and sizes the content remote's banner draws it with. Drawn with
 * the same three, the browser picks the very file it preloaded.
 */
function preloadedBanner() {
  // A server render (decision 014) renders the page itself, never this placeholder's picture.
  if (typeof document === 'undefined') return null;
  const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (!link?.href) return null;
  return { src: link.href, srcSet: link.getAttribute('imagesrcset') ?? undefined, sizes: link.getAttribute('imagesizes') ?? undefined };
}

/** Resolves in the next frame, after React has committed what it rendered now. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));


/** The longest the remote waits for the picture: a slow picture must not hold the page back. */
const MAX_WAIT_MS = 1000;

/**
 * Resolves once the placeholder's picture is on screen, or at once when it has none, and after
 * MAX_WAIT_MS at the latest. The home page fetches the content remote only then: its manifest
 * and chunks would otherwise share a slow connection with the picture, and the main thread
 * with its first paint, and the page's largest element would come later.
 */
export async function landingShown(): Promise<void> {
  // A server render (decision 014) paints nothing: the remote is rendered at once.
  if (typeof document === 'undefined') return;
  await nextFrame();
  const picture = document.querySelector<HTMLImageElement>('.landing-placeholder img');
  if (!picture) return;
  const decoded = picture.decode().catch(() => undefined); // a broken picture: go on at once
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  await afterNextPaint();
}

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
        {banner && <img src={banner.src} srcSet={banner.srcSet} sizes={banner.sizes} alt="" fetchPriority="high" />}
      </div>
    </div>
  );
}
